import { useId, type ReactNode } from 'react';
import { FieldError } from './FieldError';
import './form.css';

export interface FieldFrameProps {
  label: string;
  /** Shown under the control with role="alert"; marks it invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  /** Rendered at the end of the label row, e.g. a live character count. */
  labelAside?: ReactNode;
}

export interface ControlAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, hint and error around one form control, with the ids that tie them together. */
export function FieldFrame({
  label,
  error,
  hint,
  optional,
  labelAside,
  children,
}: FieldFrameProps & { children: (aria: ControlAria) => ReactNode }) {
  const controlId = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <div className="field__label-row">
        <label className="field__label" htmlFor={controlId}>
          {label}
          {optional && <span className="field__optional"> (optional)</span>}
        </label>
        {labelAside}
      </div>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-required': optional ? undefined : true,
        'aria-describedby': describedBy,
      })}
      <FieldError id={errorId} message={error} />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
