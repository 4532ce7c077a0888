import { checkRequest, messagesByField } from '@aiapp/contracts';
import type { z } from 'zod';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface ContractCheck<F extends string> {
  /** The contract's message for each form field it refuses. */
  errors: FieldErrors<F>;
  /** A refusal no form field shows (e.g. a field the form sets itself); it still blocks sending. */
  unplaced: string | null;
}

/**
 * Checks a request with its contract and files each message under the form field that
 * shows it. `fields` names, for each form field, the request field it fills.
 */
export function checkWithContract<F extends string>(
  schema: z.ZodType,
  request: unknown,
  fields: Readonly<Record<F, string>>,
): ContractCheck<F> {
  const result = checkRequest(schema, request);
  if (result.success) return { errors: {}, unplaced: null };
  const formFieldOf = new Map(Object.entries<string>(fields).map(([formField, key]) => [key, formField as F]));
  const errors: FieldErrors<F> = {};
  let unplaced: string | null = null;
  for (const [key, message] of Object.entries(messagesByField(result.error.issues))) {
    const formField = formFieldOf.get(key);
    if (formField) errors[formField] = message;
    else unplaced ??= message;
  }
  return { errors, unplaced };
}
