import { useId, type Ref } from 'react';
import { AlertIcon } from '../../components/icons';

export interface PolicyTextFieldProps {
  label: string;
  name: string;
  type: 'text' | 'email' | 'url';
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint: string;
  maxLength: number;
  placeholder: string;
  autoComplete: string;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
}

export function PolicyTextField({
  label,
  name,
  type,
  value,
  onChange,
  error,
  hint,
  maxLength,
  placeholder,
  autoComplete,
  inputRef,
  required,
}: PolicyTextFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
        {!required && <span className="policy-form__optional"> (optional)</span>}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="input"
        type={type}
        name={name}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="field__error" role="alert">
          <AlertIcon className="notice__icon" />
          {error}
        </p>
      )}
      <p id={hintId} className="field__hint">
        {hint}
      </p>
    </div>
  );
}
