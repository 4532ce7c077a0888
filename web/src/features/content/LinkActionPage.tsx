import { CONSENT_TEXTS, CURRENT_CONSENT_ID, type EmailAccessConfirmResponse } from '@aiapp/contracts';
import { LINK_PAGE_META, type LinkPage } from '@aiapp/site-catalogue';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../components/page/usePageMeta';
import { ERASURE_ANCHOR } from '../../content/catalogue';
import { postJson } from '../../lib/api';
import { FocusedNotice } from './FocusedNotice';
import { useMessageSubmission } from './useMessageSubmission';
import './content.css';

const COPY: Record<LinkPage, { lead: string; button: string; sending: string; done: string }> = {
  '/confirm-subscription': {
    lead: 'You gave your address to unlock a result. We send news only when its owner agrees to this:',
    button: 'Confirm my subscription',
    sending: 'Confirming…',
    done: 'Thank you: your subscription is confirmed. You can stop it at any time by erasing your address on the privacy page.',
  },
  '/privacy/erase': {
    lead: 'Press the button to erase everything we hold about the address this link was sent to: the address, the messages sent from it and its link to the results it unlocked. Our other systems are told to erase their copies.',
    button: 'Erase my address',
    sending: 'Erasing…',
    done: 'Done. Whatever we held for this address is erased now. Using the tools again later stores the address again.',
  },
  '/privacy/access': {
    lead: 'Press the button to see everything we hold about the address this link was sent to. The link works once: keep this page open, or save what it shows.',
    button: 'Show what you hold',
    sending: 'Loading…',
    done: 'This is everything we hold about the address.',
  },
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

function StoredData({ data }: { data: EmailAccessConfirmResponse }) {
  return (
    <div className="stored-data">
      <h2>Address</h2>
      <p>
        <strong>{data.email}</strong>
      </p>
      <h2>Subscription</h2>
      {data.subscriber ? (
        <dl>
          <dt>As typed</dt>
          <dd>{data.subscriber.email}</dd>
          <dt>First given</dt>
          <dd>{when(data.subscriber.first_captured_at)}</dd>
          <dt>Last given</dt>
          <dd>{when(data.subscriber.last_captured_at)}</dd>
          <dt>Confirmation mail sent</dt>
          <dd>{when(data.subscriber.confirmation_sent_at)}</dd>
          <dt>Confirmed for news</dt>
          <dd>
            {data.subscriber.confirmed_at ? `${when(data.subscriber.confirmed_at)}: “${data.subscriber.consent_text}”` : 'No'}
          </dd>
        </dl>
      ) : (
        <p>None.</p>
      )}
      <h2>Results unlocked ({data.captures.length})</h2>
      <ul>
        {data.captures.map((capture, index) => (
          <li key={index}>
            {capture.tool_used}, {when(capture.captured_at)}
          </li>
        ))}
      </ul>
      <h2>Messages sent to us ({data.contact_messages.length})</h2>
      <ul>
        {data.contact_messages.map((message, index) => (
          <li key={index}>
            {when(message.received_at)}, from {message.name} &lt;{message.email}&gt;: {message.message}
          </li>
        ))}
      </ul>
      <h2>Links we mailed ({data.links.length})</h2>
      <ul>
        {data.links.map((link, index) => (
          <li key={index}>
            {link.purpose}: sent {when(link.created_at)},{' '}
            {link.used_at ? `used ${when(link.used_at)}` : `works until ${when(link.expires_at)}`}
          </li>
        ))}
      </ul>
      <p>Mails waiting to be sent: {data.mails_waiting}</p>
      <details>
        <summary>The same, as JSON</summary>
        <pre>{JSON.stringify(data, null, 2)}</pre>
      </details>
    </div>
  );
}

/**
 * The page a link in one of our mails opens. Opening it changes nothing (mail scanners and link
 * previews open links too); the button POSTs the token, which the server checks and uses up.
 */
export function LinkActionPage({ page }: { page: LinkPage }) {
  const meta = LINK_PAGE_META[page];
  usePageMeta(meta.title, meta.description);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const submission = useMessageSubmission();
  const [data, setData] = useState<EmailAccessConfirmResponse | undefined>();
  const copy = COPY[page];

  const act = () =>
    submission.submit(async (signal) => {
      if (page === '/confirm-subscription') {
        await postJson('emailConfirmation', { token, consent_id: CURRENT_CONSENT_ID }, { signal });
      } else if (page === '/privacy/erase') {
        await postJson('emailErasureConfirm', { token }, { signal });
      } else {
        setData(await postJson('emailAccessConfirm', { token }, { signal }));
      }
    });

  const phase = submission.state.phase;
  return (
    <div className="container content-page">
      <article className="content-article link-action">
        <h1>{meta.title}</h1>
        <p>{copy.lead}</p>
        {page === '/confirm-subscription' && (
          <blockquote className="consent-text">{CONSENT_TEXTS[CURRENT_CONSENT_ID]}</blockquote>
        )}
        {!token ? (
          <FocusedNotice kind="error">
            This link is incomplete. Open the whole link from the mail, or ask for a new one on the{' '}
            <Link to={`/privacy#${ERASURE_ANCHOR}`}>privacy page</Link>.
          </FocusedNotice>
        ) : (
          phase !== 'sent' && (
            <div className="message-form__actions">
              <button type="button" className="button button--primary" disabled={phase === 'sending'} onClick={() => void act()}>
                {phase === 'sending' ? copy.sending : copy.button}
              </button>
            </div>
          )
        )}
        {phase === 'sent' && <FocusedNotice kind="success">{copy.done}</FocusedNotice>}
        {phase === 'failed' && (
          <FocusedNotice kind="error">
            {submission.state.message} <Link to={`/privacy#${ERASURE_ANCHOR}`}>Privacy page</Link>
          </FocusedNotice>
        )}
        {data && <StoredData data={data} />}
      </article>
    </div>
  );
}
