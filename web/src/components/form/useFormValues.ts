import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';

/**
 * All of a form's values, re-rendering on every change, and a way to change several at once:
 * for tool pages whose settings drive a live preview (files read in the browser).
 */
export function useFormValues<V extends FieldValues, O>(form: UseFormReturn<V, unknown, O>) {
  // useWatch subscribes this component; getValues then reads the whole, typed (https://react-hook-form.com/docs/usewatch).
  useWatch({ control: form.control });
  const values = form.getValues();
  const update = (change: Partial<V>) => {
    for (const [name, value] of Object.entries(change))
      form.setValue(name as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true });
  };
  return { values, update };
}
