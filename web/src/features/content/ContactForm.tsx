import { ContactRequest, type ContactRequest as ContactRequestValues } from '@aiapp/contracts';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { TextField } from '../../components/form/TextField';
import { useContractForm } from '../../components/form/useContractForm';
import { postJson } from '../../lib/api';
import { FocusedNotice } from './FocusedNotice';
import { useMessageSubmission } from './useMessageSubmission';

const EMPTY: ContactRequestValues = { name: '', email: '', message: '' };

/** Sends a message to the operator; checked by the call's contract before it goes. */
export function ContactForm({ headingId }: { headingId: string }) {
  const { form, field } = useContractForm({ schema: ContactRequest, defaultValues: EMPTY });
  const submission = useMessageSubmission();
  const handleSubmit = form.handleSubmit(async (request) => {
    if (await submission.submit((signal) => postJson('contact', request, { signal }))) form.reset();
  });

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
      <FormProvider {...form}>
        <TextField label="Your name" field={field('name')} autoComplete="name" />
        <TextField
          label="Your e-mail address"
          field={field('email')}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          hint="We answer to this address."
        />
        <TextField label="Message" field={field('message')} rows={7} />
      </FormProvider>
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
