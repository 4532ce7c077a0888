import { AlertIcon } from '../icons';

/** A field's inline error (spec alerts are shown this way, never with window.alert). */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert">
      <AlertIcon className="notice__icon" />
      {message}
    </p>
  );
}
