import type { Transaction } from '@aiapp/kit';

export interface ConfirmedSubscriber {
  id: string;
  email: string;
  confirmedAt: Date;
  /** False when the address had been confirmed before (nothing changed this time). */
  newlyConfirmed: boolean;
}

/**
 * Records the consent of an address's owner: when, and the exact text agreed to. An address
 * confirmed before keeps its first confirmation. Undefined when the address is no longer stored.
 */
export async function confirmSubscriber(
  tx: Transaction,
  emailNormalized: string,
  consent: { id: string; text: string },
): Promise<ConfirmedSubscriber | undefined> {
  const [updated] = await tx.query<{ id: string; email: string; confirmed_at: Date }>(
    `UPDATE subscribers SET confirmed_at = now(), consent_id = $2, consent_text = $3
     WHERE email_normalized = $1 AND confirmed_at IS NULL
     RETURNING id, email, confirmed_at`,
    [emailNormalized, consent.id, consent.text],
  );
  if (updated) return { id: updated.id, email: updated.email, confirmedAt: updated.confirmed_at, newlyConfirmed: true };
  const [existing] = await tx.query<{ id: string; email: string; confirmed_at: Date }>(
    `SELECT id, email, confirmed_at FROM subscribers WHERE email_normalized = $1 AND confirmed_at IS NOT NULL`,
    [emailNormalized],
  );
  return existing
    ? { id: existing.id, email: existing.email, confirmedAt: existing.confirmed_at, newlyConfirmed: false }
    : undefined;
}

/** Up to `limit` subscribers never confirmed and first given before `cutoff`, locked; rows another job holds are skipped. */
export async function lockUnconfirmedSubscribersBefore(
  tx: Transaction,
  cutoff: Date,
  limit: number,
): Promise<{ id: string; emailNormalized: string }[]> {
  const rows = await tx.query<{ id: string; email_normalized: string }>(
    `SELECT id, email_normalized FROM subscribers WHERE confirmed_at IS NULL AND first_captured_at < $1
     ORDER BY first_captured_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [cutoff, limit],
  );
  return rows.map((row) => ({ id: row.id, emailNormalized: row.email_normalized }));
}
