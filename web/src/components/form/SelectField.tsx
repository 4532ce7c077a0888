import { FieldFrame, type FieldFrameProps } from './FieldFrame';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

/** A labelled select whose value is one of a known set. */
export function SelectField<V extends string>({
  name,
  value,
  options,
  onChange,
  ...frame
}: FieldFrameProps & { name: string; value: V; options: readonly SelectOption<V>[]; onChange: (value: V) => void }) {
  return (
    <FieldFrame {...frame}>
      {(aria) => (
        <select {...aria} name={name} className="select" value={value} onChange={(event) => onChange(event.target.value as V)}>
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
