import { checkRequest, EmailCaptureRequest } from '@aiapp/contracts';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type SyntheticEvent } from 'react';
import { fieldRules } from '../form/fieldRules';
import { AlertIcon, CloseIcon, LockOpenIcon } from '../icons';
import { readRememberedEmail } from './rememberedEmail';
import { usePageScrollLock } from './usePageScrollLock';
import './email-gate.css';

export interface EmailCaptureModalProps {
  /** What is waiting behind the gate, e.g. "Your logo is ready". */
  title: string;
  submitLabel: string;
  submitting: boolean;
  /** Shown inline when the capture call failed. */
  captureError: string | null;
  onSubmit: (email: string) => void;
  onClose: () => void;
}

const EMAIL_RULES = fieldRules(EmailCaptureRequest, 'email');

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The contract's own check and words, as the e-mail service answers them. */
function validateEmail(value: string): string | null {
  const result = checkRequest(EmailCaptureRequest.shape.email, value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * The e-mail gate's modal, a native <dialog> opened with showModal(): the browser makes the
 * page behind it inert and sends Escape as a cancel event. Tab is still kept inside (the
 * browser would move on to its own toolbar), and the tool page moves focus back on close.
 */

export function EmailCaptureModal({ title, submitLabel, submitting, captureError, onSubmit, onClose }: EmailCaptureModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const inputId = useId();
  const errorId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(readRememberedEmail);
  const [validationError, setValidationError] = useState<string | null>(null);

  usePageScrollLock();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    inputRef.current?.focus();
    inputRef.current?.select();
    return () => dialog?.close();
  }, []);

  useEffect(() => {
    if (captureError) inputRef.current?.focus();
  }, [captureError]);

  const close = () => {
    if (!submitting) onClose();
  };

  /** Escape: the page decides (a capture in flight keeps the modal open), not the browser. */
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    close();
  };

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = Array.from(boxRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    const onDialogItself = active === dialogRef.current || active === boxRef.current;
    if (event.shiftKey && (active === first || onDialogItself)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || onDialogItself)) {
      event.preventDefault();
      first.focus();
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    const error = validateEmail(value);
    setValidationError(error);
    if (error) {
      inputRef.current?.focus();
      return;
    }
    onSubmit(value);
  };

  return (
    <dialog
      ref={dialogRef}
      className="modal-backdrop"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={handleCancel}
      onKeyDown={trapTab}
      onMouseDown={(event) => {
        // The dialog fills the viewport around the box: a press outside the box closes it.
        if (event.target === event.currentTarget) close();
      }}
    >
      <div ref={boxRef} className="modal" tabIndex={-1}>
        <button type="button" className="modal__close" aria-label="Close" onClick={close} disabled={submitting}>
          <CloseIcon />
        </button>
        <div className="modal__badge" aria-hidden="true">
          <LockOpenIcon />
        </div>
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <p id={descriptionId} className="modal__description">
          Enter your e-mail to see it. No account and no password: we store the address with the name of the tool you used.
        </p>

        <form className="modal__form" noValidate onSubmit={handleSubmit}>
          <div className="field">
            <label className="field__label" htmlFor={inputId}>
              E-mail address
            </label>
            <input
              ref={inputRef}
              id={inputId}
              className="input"
              type="email"
              name="email"
              required
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              placeholder="you@example.com"
              maxLength={EMAIL_RULES.maxLength}
              value={email}
              aria-invalid={validationError ? true : undefined}
              aria-describedby={validationError ? errorId : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                if (validationError) setValidationError(null);
              }}
            />
            {validationError && (
              <p id={errorId} className="field__error" role="alert">
                <AlertIcon className="notice__icon" />
                {validationError}
              </p>
            )}
          </div>

          {captureError && (
            <div className="notice notice--error" role="alert">
              <AlertIcon className="notice__icon" />
              <span>{captureError}</span>
            </div>
          )}

          <p className="modal__consent">
            By continuing you agree that we keep this address as our{' '}
            <a href="/privacy" target="_blank" rel="noopener">
              privacy notice
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>{' '}
            describes; you can erase it there at any time. We send news only if you confirm it with the link we mail you.
          </p>

          <div className="modal__actions">
            <button type="button" className="button button--secondary" onClick={close} disabled={submitting}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={submitting}>
              {submitting ? 'Saving…' : submitLabel}
            </button>
          </div>
        </form>
      </div>
    </dialog>
  );
}
