import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH, ContactRequest, EMAIL_MAX_LENGTH } from '@aiapp/contracts';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextAreaField, TextField } from '../../components/form/TextField';
import { useContractForm } from '../../components/form/useContractForm';
import { postJson } from '../../lib/api';
import { FocusedNotice } from './FocusedNotice';
import { useMessageSubmission } from './useMessageSubmission';

const FIELDS = ['name', 'email', 'message'] as const;
const EMPTY = { name: '', email: '', message: '' };

/** Sends a message to the operator; checked by the call's contract before it goes. */
export function ContactForm({ headingId }: { headingId: string }) {
  const form = useContractForm(ContactRequest, EMPTY, FIELDS);
  const submission = useMessageSubmission();
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = form.checkBeforeSubmit();
    if (!request) return;
    if (await submission.submit((signal) => postJson('contact', request, { signal }))) form.reset();
  };

  if (submission.state.phase === 'sent') {
    return (
      <FocusedNotice kind="success" className="message-form__sent">
        Thank you, your message has reached us. We answer by e-mail, usually within a few working days.{' '}
        <button type="button" className="link-button" onClick={submission.reset}>
          Write another message
        </button>
      </FocusedNotice>
    );
  }

  const sending = submission.state.phase === 'sending';
  return (
    <form className="message-form" noValidate aria-labelledby={headingId} onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        label="Your name"
        name="name"
        autoComplete="name"
        maxLength={CONTACT_NAME_MAX_LENGTH}
        value={form.values.name}
        onChange={(value) => form.setField('name', value)}
        error={form.errors.name}
        inputRef={form.fieldRef('name')}
      />
      <TextField
        label="Your e-mail address"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        placeholder="you@example.com"
        hint="We answer to this address."
        value={form.values.email}
        onChange={(value) => form.setField('email', value)}
        error={form.errors.email}
        inputRef={form.fieldRef('email')}
      />
      <TextAreaField
        label="Message"
        name="message"
        rows={7}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        value={form.values.message}
        onChange={(value) => form.setField('message', value)}
        error={form.errors.message}
        inputRef={form.fieldRef('message')}
      />
      <p className="message-form__note">
        We keep your message to answer it; the <Link to="/privacy">privacy notice</Link> says for how long.
      </p>
      <div className="message-form__actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Sending…' : 'Send message'}
        </button>
      </div>
      {submission.state.phase === 'failed' && <FocusedNotice kind="error">{submission.state.message}</FocusedNotice>}
    </form>
  );
}
