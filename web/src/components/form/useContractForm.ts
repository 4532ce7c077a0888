import { checkRequest } from '@aiapp/contracts';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { checkWithContract, type FieldErrors } from './contractErrors';

/**
 * A small form that is its call's request field for field (contact, erasure), checked with the
 * call's contract like the tool pages (useToolFlow), so the page says exactly what the server
 * would. Errors appear on submit (focusing the first invalid field, in `fieldOrder`) and go as
 * soon as the field is valid.
 */
export function useContractForm<S extends z.ZodObject, F extends string & keyof z.input<S>>(
  schema: S,
  initial: Readonly<Record<F, string>>,
  fieldOrder: readonly F[],
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const fields = useRef(new Map<F, HTMLElement | null>());
  const sameNames = Object.fromEntries(fieldOrder.map((field): [string, string] => [field, field])) as Record<F, string>;

  const fieldRef = (field: F) => (element: HTMLElement | null) => {
    fields.current.set(field, element);
  };

  const setField = (field: F, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    const nextErrors = checkWithContract(schema, next, sameNames).errors;
    setErrors((shown) => {
      const kept: FieldErrors<F> = {};
      for (const key of Object.keys(shown) as F[]) if (nextErrors[key]) kept[key] = nextErrors[key];
      return kept;
    });
  };

  /** The request to send, or undefined after showing every error and focusing the first. */
  const checkBeforeSubmit = (): z.output<S> | undefined => {
    const result = checkRequest(schema, values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found = checkWithContract(schema, values, sameNames).errors;
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
