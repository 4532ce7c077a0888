import { useRef, useState } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The form state of a tool page: its values, the errors shown, and the check run before
 * generating. A shown error updates as the visitor types and goes once the field is valid;
 * new errors appear only when they press generate, which focuses the first invalid field.
 */
export function useToolForm<V, F extends string>(initial: V, validate: (values: V) => FieldErrors<F>, fieldOrder: readonly F[]) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const fields = useRef(new Map<F, HTMLElement | null>());

  const fieldRef = (field: F) => (element: HTMLElement | null) => {
    fields.current.set(field, element);
  };

  const onChange = (next: V) => {
    setValues(next);
    const nextErrors = validate(next);
    setErrors((shown) => {
      const kept: FieldErrors<F> = {};
      for (const field of Object.keys(shown) as F[]) if (nextErrors[field]) kept[field] = nextErrors[field];
      return kept;
    });
  };

  /** True when the values may be sent; otherwise shows every error and focuses the first. */
  const checkBeforeGenerate = (): boolean => {
    const found = validate(values);
    setErrors(found);
    const firstInvalid = fieldOrder.find((field) => found[field]);
    if (firstInvalid === undefined) return true;
    fields.current.get(firstInvalid)?.focus();
    return false;
  };

  return { values, errors, onChange, fieldRef, checkBeforeGenerate };
}
