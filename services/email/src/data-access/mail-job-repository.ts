import type { Database } from '@aiapp/kit';
import type { LinkPurpose } from '../domain/link-tokens';
import type { MailKind } from '../mail/mail-messages';

export interface ClaimedMailJob {
  id: string;
  kind: MailKind;
  recipient: string;
  /** Claims so far, this one included. */
  attempts: number;
  link: { id: string; purpose: LinkPurpose; expiresAt: Date } | undefined;
}

/**
 * Leases up to `limit` due jobs (oldest due first; rows another worker holds are skipped): the
 * lease moves `next_attempt_at` forward, so a worker that dies mid-send leaves its jobs due
 * again when the lease runs out. Jobs whose link expired before they could be sent are deleted
 * instead: a dead link is no use to anyone.
 */
export async function claimMailJobs(db: Database, options: { limit: number; leaseMs: number }): Promise<ClaimedMailJob[]> {
  await db.query(
    `DELETE FROM mail_jobs m USING link_tokens t
     WHERE m.link_token_id = t.id AND m.failed_at IS NULL AND m.next_attempt_at <= now() AND t.expires_at <= now()`,
  );
  const rows = await db.query<{
    id: string;
    kind: MailKind;
    recipient: string;
    attempts: number;
    link_id: string | null;
    purpose: LinkPurpose | null;
    expires_at: Date | null;
  }>(
    `WITH due AS (
       SELECT id FROM mail_jobs WHERE failed_at IS NULL AND next_attempt_at <= now()
       ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED
     ), claimed AS (
       UPDATE mail_jobs m SET attempts = m.attempts + 1, next_attempt_at = now() + $2 * interval '1 millisecond'
       FROM due WHERE m.id = due.id
       RETURNING m.id, m.kind, m.recipient, m.attempts, m.link_token_id
     )
     SELECT c.id, c.kind, c.recipient, c.attempts, t.id AS link_id, t.purpose, t.expires_at
     FROM claimed c LEFT JOIN link_tokens t ON t.id = c.link_token_id
     ORDER BY c.id`,
    [options.limit, options.leaseMs],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    attempts: row.attempts,
    link:
      row.link_id && row.purpose && row.expires_at
        ? { id: row.link_id, purpose: row.purpose, expiresAt: row.expires_at }
        : undefined,
  }));
}

/** A sent mail's job is deleted: it held the address, and the mail server has the message now. */
export async function deleteMailJob(db: Database, id: string): Promise<void> {
  await db.query(`DELETE FROM mail_jobs WHERE id = $1`, [id]);
}

/**
 * A send failed: the job is due again after `retryAfterMs`, or given up (kept with the error for
 * the operator, deleted with the other aged data) once it has used `maxAttempts`. Answers whether
 * it was given up.
 */
export async function recordMailFailure(
  db: Database,
  id: string,
  error: string,
  options: { retryAfterMs: number; maxAttempts: number },
): Promise<boolean> {
  const [row] = await db.query<{ failed: boolean }>(
    `UPDATE mail_jobs SET last_error = $2,
       next_attempt_at = now() + $3 * interval '1 millisecond',
       failed_at = CASE WHEN attempts >= $4 THEN now() END
     WHERE id = $1
     RETURNING failed_at IS NOT NULL AS failed`,
    [id, error.slice(0, 500), options.retryAfterMs, options.maxAttempts],
  );
  return row?.failed ?? false;
}

/** Deletes up to `limit` jobs given up before `cutoff`; answers how many. */
export async function deleteFailedMailJobsBefore(db: Database, cutoff: Date, limit: number): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `DELETE FROM mail_jobs WHERE id IN (
       SELECT id FROM mail_jobs WHERE failed_at IS NOT NULL AND failed_at < $1 LIMIT $2 FOR UPDATE SKIP LOCKED
     ) RETURNING id`,
    [cutoff, limit],
  );
  return rows.length;
}

export interface MailQueueStats {
  waiting: number;
  failed: number;
}

export async function readMailQueueStats(db: Database): Promise<MailQueueStats> {
  const [row] = await db.query<{ waiting: string; failed: string }>(
    `SELECT count(*) FILTER (WHERE failed_at IS NULL) AS waiting, count(*) FILTER (WHERE failed_at IS NOT NULL) AS failed FROM mail_jobs`,
  );
  return { waiting: Number(row?.waiting ?? 0), failed: Number(row?.failed ?? 0) };
}
