import { EmailErasureRequest } from '@aiapp/contracts';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { forgetEmail } from '../../components/email-gate/rememberedEmail';
import { TextField } from '../../components/form/TextField';
import { useContractForm } from '../../components/form/useContractForm';
import { postJson } from '../../lib/api';
import { FocusedNotice } from './FocusedNotice';
import { useMessageSubmission } from './useMessageSubmission';

/**
 * Erases an address at once. The confirmation reads the same whether or not the address was
 * stored, as the server's answer does: the page must not tell anyone who is on the list.
 */
export function ErasureForm({ headingId }: { headingId: string }) {
  const { form, field } = useContractForm({ schema: EmailErasureRequest, defaultValues: { email: '' } });
  const submission = useMessageSubmission();
  const [erased, setErased] = useState('');
  const handleSubmit = form.handleSubmit(async (request) => {
    const sent = await submission.submit((signal) => postJson('emailErasure', request, { signal }));
    if (sent) {
      forgetEmail(request.email);
      setErased(request.email);
      form.reset();
    }
  });

  const sending = submission.state.phase === 'sending';
  return (
    <form className="message-form" noValidate aria-labelledby={headingId} onSubmit={(event) => void handleSubmit(event)}>
      <FormProvider {...form}>
        <TextField
          label="E-mail address to erase"
          field={field('email')}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
      </FormProvider>
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
