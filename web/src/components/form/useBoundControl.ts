import { useController } from 'react-hook-form';
import { fieldMessage } from './fieldMessage';
import type { BoundField } from './useContractForm';

/** The value, handlers and message of a bound field, from the form around it (FormProvider). */
export function useBoundControl(field: BoundField) {
  const { field: control, fieldState } = useController({ name: field.name });
  return { control, error: fieldMessage(fieldState.error), optional: !field.rules.required };
}
