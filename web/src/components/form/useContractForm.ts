import { useRef, useState } from 'react';
import type { z } from 'zod';

export type ContractFieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first message the contract gives for each top-level field. */
export function contractFieldErrors<F extends string>(
  schema: z.ZodType,
  values: Readonly<Record<F, unknown>>,
): ContractFieldErrors<F> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: ContractFieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as F | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * A small form checked by its call's contract, so the page says exactly what the server would.
 * Errors appear on submit (focusing the first invalid field, in `fieldOrder`) and go as soon as
 * the field is valid.
 */
export function useContractForm<S extends z.ZodObject, F extends string & keyof z.input<S>>(
  schema: S,
  initial: Readonly<Record<F, string>>,
  fieldOrder: readonly F[],
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ContractFieldErrors<F>>({});
  const fields = useRef(new Map<F, HTMLElement | null>());

  const fieldRef = (field: F) => (element: HTMLElement | null) => {
    fields.current.set(field, element);
  };

  const setField = (field: F, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    const nextErrors = contractFieldErrors<F>(schema, next);
    setErrors((shown) => {
      const kept: ContractFieldErrors<F> = {};
      for (const key of Object.keys(shown) as F[]) if (nextErrors[key]) kept[key] = nextErrors[key];
      return kept;
    });
  };

  /** The request to send, or undefined after showing every error and focusing the first. */
  const checkBeforeSubmit = (): z.output<S> | undefined => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found = contractFieldErrors<F>(schema, values);
    setErrors(found);
    const firstInvalid = fieldOrder.find((field) => found[field]);
    if (firstInvalid !== undefined) fields.current.get(firstInvalid)?.focus();
    return undefined;
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, errors, setField, fieldRef, checkBeforeSubmit, reset };
}
