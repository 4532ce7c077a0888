import type { Ref } from 'react';
import { FieldFrame, type FieldFrameProps } from './FieldFrame';

interface ControlProps extends FieldFrameProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  className?: string;
}

const controlClass = (className: string | undefined) => ['input', className].filter(Boolean).join(' ');

/** A labelled single-line input. */
export function TextField({
  name,
  value,
  onChange,
  maxLength,
  placeholder,
  autoComplete = 'off',
  className,
  type = 'text',
  list,
  inputRef,
  ...frame
}: ControlProps & { type?: 'text' | 'email' | 'url'; list?: string; inputRef?: Ref<HTMLInputElement> }) {
  return (
    <FieldFrame {...frame}>
      {(aria) => (
        <input
          {...aria}
          ref={inputRef}
          type={type}
          list={list}
          name={name}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete={autoComplete}
          className={controlClass(className)}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

/** A labelled multi-line input. */
export function TextAreaField({
  name,
  value,
  onChange,
  maxLength,
  placeholder,
  autoComplete = 'off',
  className,
  rows,
  inputRef,
  ...frame
}: ControlProps & { rows: number; inputRef?: Ref<HTMLTextAreaElement> }) {
  return (
    <FieldFrame {...frame}>
      {(aria) => (
        <textarea
          {...aria}
          ref={inputRef}
          rows={rows}
          name={name}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete={autoComplete}
          className={controlClass(className)}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
