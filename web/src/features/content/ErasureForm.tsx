import { EMAIL_MAX_LENGTH, EmailErasureRequest } from '@aiapp/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { forgetEmail } from '../../components/email-gate/rememberedEmail';
import { TextField } from '../../components/form/TextField';
import { useContractForm } from '../../components/form/useContractForm';
import { AlertIcon, CheckIcon } from '../../components/icons';
import { postJson } from '../../lib/api';
import { useMessageSubmission } from './useMessageSubmission';

const FIELDS = ['email'] as const;

/**
 * Erases an address at once. The confirmation reads the same whether or not the address was
 * stored, as the server's answer does: the page must not tell anyone who is on the list.
 */
export function ErasureForm({ headingId }: { headingId: string }) {
  const form = useContractForm(EmailErasureRequest, { email: '' }, FIELDS);
  const submission = useMessageSubmission();
  const [erased, setErased] = useState('');
  const confirmation = useRef<HTMLDivElement>(null);
  const failure = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (submission.state.phase === 'sent') confirmation.current?.focus();
    if (submission.state.phase === 'failed') failure.current?.focus();
  }, [submission.state.phase]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = form.checkBeforeSubmit();
    if (!request) return;
    const sent = await submission.submit((signal) => postJson('emailErasure', request, { signal }));
    if (sent) {
      forgetEmail(request.email);
      setErased(request.email);
      form.reset();
    }
  };

  const sending = submission.state.phase === 'sending';
  return (
    <form className="message-form" noValidate aria-labelledby={headingId} onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        label="E-mail address to erase"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        placeholder="you@example.com"
        value={form.values.email}
        onChange={(value) => form.setField('email', value)}
        error={form.errors.email}
        inputRef={form.fieldRef('email')}
      />
      <div className="message-form__actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Erasing…' : 'Erase this address'}
        </button>
      </div>
      {submission.state.phase === 'sent' && (
        <div ref={confirmation} className="notice notice--success" role="status" tabIndex={-1}>
          <CheckIcon className="notice__icon" />
          <span>
            Done. Whatever we held for <strong>{erased}</strong> is erased now: the address, the messages sent from it and its
            link to the results it unlocked. Our other systems have been told to erase their copies. Using the tools again later
            stores the address again.
          </span>
        </div>
      )}
      {submission.state.phase === 'failed' && (
        // Focused, so it is read once (role="alert" as well would read it twice).
        <div ref={failure} className="notice notice--error" tabIndex={-1}>
          <AlertIcon className="notice__icon" />
          <span>{submission.state.message}</span>
        </div>
      )}
    </form>
  );
}
