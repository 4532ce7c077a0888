import { EmailErasureRequest, LINK_TOKEN_TTL_HOURS } from '@aiapp/contracts';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { forgetEmail } from '../../components/email-gate/rememberedEmail';
import { TextField } from '../../components/form/TextField';
import { useContractForm } from '../../components/form/useContractForm';
import { postJson } from '../../lib/api';
import { FocusedNotice } from './FocusedNotice';
import { useMessageSubmission } from './useMessageSubmission';

const COPY = {
  erasure: { label: 'E-mail address to erase', button: 'Send me the erasure link', sending: 'Sending…', what: 'erase it' },
  access: { label: 'E-mail address', button: 'Send me the access link', sending: 'Sending…', what: 'see what we hold about it' },
} as const;

/**
 * Asks for a link to erase an address, or to see what is stored about it; the link goes to that
 * address, so only its owner can use it. The confirmation reads the same whether or not the
 * address is stored, as the server's answer does: the page must not tell anyone who is on the list.
 */
export function ErasureForm({ headingId, purpose = 'erasure' }: { headingId: string; purpose?: 'erasure' | 'access' }) {
  const { form, field } = useContractForm({ schema: EmailErasureRequest, defaultValues: { email: '' } });
  const submission = useMessageSubmission();
  const [sentTo, setSentTo] = useState('');
  const copy = COPY[purpose];
  const handleSubmit = form.handleSubmit(async (request) => {
    const sent = await submission.submit((signal) =>
      postJson(purpose === 'erasure' ? 'emailErasure' : 'emailAccess', request, { signal }),
    );
    if (sent) {
      // This browser stops offering the address at once; the link erases it on our side.
      if (purpose === 'erasure') forgetEmail(request.email);
      setSentTo(request.email);
      form.reset();
    }
  });

  const sending = submission.state.phase === 'sending';
  return (
    <form className="message-form" noValidate aria-labelledby={headingId} onSubmit={(event) => void handleSubmit(event)}>
      <FormProvider {...form}>
        <TextField label={copy.label} field={field('email')} type="email" autoComplete="email" placeholder="you@example.com" />
      </FormProvider>
      <div className="message-form__actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? copy.sending : copy.button}
        </button>
      </div>
      {submission.state.phase === 'sent' && (
        <FocusedNotice kind="success">
          We are sending a link to <strong>{sentTo}</strong>. Open it within {LINK_TOKEN_TTL_HOURS} hours to {copy.what}; it works
          once. Nothing changes until you press the button on the page it opens.
        </FocusedNotice>
      )}
      {submission.state.phase === 'failed' && <FocusedNotice kind="error">{submission.state.message}</FocusedNotice>}
    </form>
  );
}
