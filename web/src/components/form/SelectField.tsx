import { choiceValue, type ChoiceLabel } from './choices';
import { choicesOf } from './fieldRules';
import { FieldFrame, type FieldFrameProps } from './FieldFrame';
import type { BoundField } from './useContractForm';
import { useBoundControl } from './useBoundControl';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

interface SelectInputProps<V extends string> extends FieldFrameProps {
  name: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  onBlur?: () => void;
  selectRef?: (element: HTMLSelectElement | null) => void;
}

/** A labelled select whose value is one of a known set, for values the page holds itself. */
export function SelectInput<V extends string>({
  name,
  value,
  options,
  onChange,
  onBlur,
  selectRef,
  ...frame
}: SelectInputProps<V>) {
  return (
    <FieldFrame {...frame}>
      {(aria) => (
        <select
          {...aria}
          ref={selectRef}
          name={name}
          className="select"
          value={value}
          onChange={(event) => onChange(event.target.value as V)}
          onBlur={onBlur}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export interface SelectFieldProps extends Omit<FieldFrameProps, 'error' | 'optional'> {
  field: BoundField;
  /** How each of the contract's choices reads. */
  optionLabel: ChoiceLabel;
}

/** A select bound to a request field, offering the contract's choices (an enum, or a whole-number range). */
export function SelectField({ field, optionLabel, ...frame }: SelectFieldProps) {
  const { control, error } = useBoundControl(field);
  const options = choicesOf(field.rules).map((choice) => ({ value: choice, label: optionLabel(choice) }));
  return (
    <SelectInput
      {...frame}
      name={control.name}
      value={String(control.value)}
      options={options}
      onChange={(choice) => control.onChange(choiceValue(field.rules, choice))}
      onBlur={control.onBlur}
      selectRef={control.ref}
      error={error}
    />
  );
}
