import { EMAIL_MAX_LENGTH, EmailErasureRequest } from '@aiapp/contracts';
import { useState, type FormEvent } from 'react';
import { forgetEmail } from '../../components/email-gate/rememberedEmail';
import { TextField } from '../../components/form/TextField';
import { useContractForm } from '../../components/form/useContractForm';
import { postJson } from '../../lib/api';
import { FocusedNotice } from './FocusedNotice';
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
        <FocusedNotice kind="success">
          Done. Whatever we held for <strong>{erased}</strong> is erased now: the address, the messages sent from it and its link
          to the results it unlocked. Our other systems have been told to erase their copies. Using the tools again later stores
          the address again.
        </FocusedNotice>
      )}
      {submission.state.phase === 'failed' && <FocusedNotice kind="error">{submission.state.message}</FocusedNotice>}
    </form>
  );
}
