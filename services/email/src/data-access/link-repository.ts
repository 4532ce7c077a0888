import type { Database, Transaction } from '@aiapp/kit';
import type { LinkPurpose } from '../domain/link-tokens';
import type { MailKind } from '../mail/mail-messages';

export interface LinkRequest {
  purpose: LinkPurpose;
  mailKind: MailKind;
  /** The address as typed (trimmed): the mail goes there. */
  email: string;
  emailNormalized: string;
  ttlMs: number;
  /** Links of this purpose one address may receive per 24 hours; further requests mail nothing. */
  maxPerDay: number;
}

/**
 * One statement: a link row and the mail job that carries it, both or neither. It runs the same
 * way whatever the address (stored or not), so neither the answer nor its timing tells who is
 * stored; past `maxPerDay` links of one purpose for one address it writes nothing, so the form
 * cannot be used to flood an inbox. Answers whether a mail was queued.
 */
export async function queueLinkMail(db: Database, request: LinkRequest): Promise<boolean> {
  const rows = await db.statement<{ id: string }>(
    `WITH recent AS (
       SELECT count(*) AS n FROM link_tokens
       WHERE email_normalized = $2 AND purpose = $3 AND created_at > now() - interval '24 hours'
     ), token AS (
       INSERT INTO link_tokens (id, purpose, email_normalized, created_at, expires_at)
       SELECT gen_random_uuid(), $3, $2, now(), now() + $4 * interval '1 millisecond' FROM recent WHERE n < $5
       RETURNING id
     )
     INSERT INTO mail_jobs (kind, recipient, recipient_normalized, link_token_id)
     SELECT $6, $1, $2, token.id FROM token
     RETURNING id`,
    [request.email, request.emailNormalized, request.purpose, request.ttlMs, request.maxPerDay, request.mailKind],
  );
  return rows.length > 0;
}

export type LinkUse = { ok: true; emailNormalized: string } | { ok: false };

/**
 * Marks a link used inside the transaction of its effect and answers its address; a link that
 * was used, has expired, or no longer exists (erased with its address) answers not ok. The row
 * lock makes a second, concurrent use of the same link wait and then fail.
 */
export async function useLinkToken(tx: Transaction, id: string, purpose: LinkPurpose): Promise<LinkUse> {
  const [row] = await tx.query<{ email_normalized: string }>(
    `UPDATE link_tokens SET used_at = now()
     WHERE id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING email_normalized`,
    [id, purpose],
  );
  return row ? { ok: true, emailNormalized: row.email_normalized } : { ok: false };
}

/** The address a confirmation link went to, locked for the caller's transaction; undefined once it expired or was erased. */
export async function addressOfConfirmLink(tx: Transaction, id: string): Promise<string | undefined> {
  const [row] = await tx.query<{ email_normalized: string }>(
    `SELECT email_normalized FROM link_tokens WHERE id = $1 AND purpose = 'confirm' AND expires_at > now() FOR UPDATE`,
    [id],
  );
  return row?.email_normalized;
}

/** Deletes every link of an address and the mails waiting to carry them (erasure). */
export async function deleteLinksAndMailOf(tx: Transaction, emailNormalized: string): Promise<void> {
  await tx.query(`DELETE FROM mail_jobs WHERE recipient_normalized = $1`, [emailNormalized]);
  await tx.query(`DELETE FROM link_tokens WHERE email_normalized = $1`, [emailNormalized]);
}

/** Deletes up to `limit` links that expired before `cutoff` (with any mail still waiting to carry them); answers how many. */
export async function deleteLinksExpiredBefore(db: Database, cutoff: Date, limit: number): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `DELETE FROM link_tokens WHERE id IN (
       SELECT id FROM link_tokens WHERE expires_at < $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED
     ) RETURNING id`,
    [cutoff, limit],
  );
  return rows.length;
}
