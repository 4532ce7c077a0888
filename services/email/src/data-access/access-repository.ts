import type { EmailAccessConfirmResponse } from '@aiapp/contracts';
import type { Transaction } from '@aiapp/kit';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const isoOf = (value: Date) => value.toISOString();

/** Everything any table of the service holds about one normalised address, read in the caller's transaction. */
export async function readEverythingAbout(tx: Transaction, emailNormalized: string): Promise<EmailAccessConfirmResponse> {
  const [subscriber] = await tx.query<{
    id: string;
    email: string;
    first_captured_at: Date;
    last_captured_at: Date;
    confirmation_sent_at: Date | null;
    confirmed_at: Date | null;
    consent_id: string | null;
    consent_text: string | null;
  }>(
    `SELECT id, email, first_captured_at, last_captured_at, confirmation_sent_at, confirmed_at, consent_id, consent_text
     FROM subscribers WHERE email_normalized = $1`,
    [emailNormalized],
  );
  const captures = subscriber
    ? await tx.query<{ tool_used: string; captured_at: Date }>(
        `SELECT tool_used, captured_at FROM captures WHERE subscriber_id = $1 ORDER BY captured_at, id`,
        [subscriber.id],
      )
    : [];
  const messages = await tx.query<{ name: string; email: string; message: string; received_at: Date }>(
    `SELECT name, email, message, received_at FROM contact_messages WHERE email_normalized = $1 ORDER BY received_at`,
    [emailNormalized],
  );
  const links = await tx.query<{ purpose: string; created_at: Date; expires_at: Date; used_at: Date | null }>(
    `SELECT purpose, created_at, expires_at, used_at FROM link_tokens WHERE email_normalized = $1 ORDER BY created_at`,
    [emailNormalized],
  );
  const [mails] = await tx.query<{ n: string }>(`SELECT count(*) AS n FROM mail_jobs WHERE recipient_normalized = $1`, [
    emailNormalized,
  ]);
  return {
    email: emailNormalized,
    subscriber: subscriber
      ? {
          subscriber_id: subscriber.id,
          email: subscriber.email,
          first_captured_at: isoOf(subscriber.first_captured_at),
          last_captured_at: isoOf(subscriber.last_captured_at),
          confirmation_sent_at: iso(subscriber.confirmation_sent_at),
          confirmed_at: iso(subscriber.confirmed_at),
          consent_id: subscriber.consent_id,
          consent_text: subscriber.consent_text,
        }
      : null,
    captures: captures.map((row) => ({ tool_used: row.tool_used, captured_at: isoOf(row.captured_at) })),
    contact_messages: messages.map((row) => ({
      name: row.name,
      email: row.email,
      message: row.message,
      received_at: isoOf(row.received_at),
    })),
    links: links.map((row) => ({
      purpose: row.purpose,
      created_at: isoOf(row.created_at),
      expires_at: isoOf(row.expires_at),
      used_at: iso(row.used_at),
    })),
    mails_waiting: Number(mails?.n ?? 0),
  };
}
