import type { ReactNode, Ref } from 'react';
import { FieldFrame, type FieldFrameProps } from './FieldFrame';
import type { BoundField } from './useContractForm';
import { useBoundControl } from './useBoundControl';

interface TextControlProps extends FieldFrameProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  className?: string;
  type?: 'text' | 'email' | 'url';
  /** A datalist of suggestions. */
  list?: string;
  /** Lines shown on screen: a multi-line field. */
  rows?: number;
  /**
   * An identifier, not prose ("1234567890", "com.example.app"): no spell check, no capital on a
   * phone keyboard; `numeric` brings up the number pad.
   */
  identifier?: 'numeric' | 'text';
}

/** A labelled text input (a textarea when given rows), for values the page holds itself. */
export function TextInput(props: TextControlProps) {
  const { name, value, onChange, onBlur, inputRef, maxLength, placeholder, autoComplete = 'off', className } = props;
  const { type = 'text', list, rows, identifier, ...frame } = props;
  const identifierProps = identifier
    ? { spellCheck: false, autoCapitalize: 'none', ...(identifier === 'numeric' ? { inputMode: 'numeric' as const } : {}) }
    : {};
  const shared = {
    ref: inputRef,
    name,
    value,
    maxLength,
    placeholder,
    autoComplete,
    className: ['input', className].filter(Boolean).join(' '),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    onBlur,
  };
  return (
    <FieldFrame label={frame.label} hint={frame.hint} labelAside={frame.labelAside} error={frame.error} optional={frame.optional}>
      {(aria) =>
        rows ? (
          <textarea {...aria} {...shared} rows={rows} />
        ) : (
          <input {...aria} {...shared} {...identifierProps} type={type} list={list} />
        )
      }
    </FieldFrame>
  );
}

export interface TextFieldProps extends Omit<
  TextControlProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'maxLength' | 'error' | 'optional'
> {
  /** From `field('app_name')`: the request field and its limits. */
  field: BoundField;
  hint?: ReactNode;
}

/** A text input bound to a request field: its value, message, length limit and "(optional)" come from the form and the contract. */
export function TextField({ field, ...rest }: TextFieldProps) {
  const { control, error, optional } = useBoundControl(field);
  return (
    <TextInput
      {...rest}
      name={control.name}
      value={(control.value as string | undefined) ?? ''}
      onChange={control.onChange}
      onBlur={control.onBlur}
      inputRef={control.ref}
      maxLength={field.rules.maxLength}
      error={error}
      optional={optional}
    />
  );
}
