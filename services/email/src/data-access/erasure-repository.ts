import type { Transaction } from '@aiapp/kit';

/** The subscriber of a normalised address, locked until the transaction ends; undefined when unknown. */
export async function lockSubscriberByAddress(tx: Transaction, emailNormalized: string): Promise<string | undefined> {
  const [row] = await tx.query<{ id: string }>(`SELECT id FROM subscribers WHERE email_normalized = $1 FOR UPDATE`, [
    emailNormalized,
  ]);
  return row?.id;
}

/** Up to `limit` subscribers whose latest capture is older than `cutoff`, locked; rows another job holds are skipped. */
export async function lockSubscribersLastSeenBefore(
  tx: Transaction,
  cutoff: Date,
  limit: number,
): Promise<{ id: string; emailNormalized: string }[]> {
  const rows = await tx.query<{ id: string; email_normalized: string }>(
    `SELECT id, email_normalized FROM subscribers WHERE last_captured_at < $1 ORDER BY last_captured_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [cutoff, limit],
  );
  return rows.map((row) => ({ id: row.id, emailNormalized: row.email_normalized }));
}

/**
 * Removes the subscriber row. Its captures stay for the counter, detached from it (and from the
 * request ids that would lead to logs): only the tool and the time remain.
 */
export async function deleteSubscriber(tx: Transaction, subscriberId: string): Promise<void> {
  await tx.query(`UPDATE captures SET subscriber_id = NULL, request_id = NULL WHERE subscriber_id = $1`, [subscriberId]);
  await tx.query(`DELETE FROM subscribers WHERE id = $1`, [subscriberId]);
}

/** Detaches up to `limit` captures taken before `cutoff` from their subscribers; answers how many. */
export async function anonymiseCapturesBefore(tx: Transaction, cutoff: Date, limit: number): Promise<number> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE captures SET subscriber_id = NULL, request_id = NULL WHERE id IN (
       SELECT id FROM captures WHERE subscriber_id IS NOT NULL AND captured_at < $1 LIMIT $2 FOR UPDATE SKIP LOCKED
     ) RETURNING id`,
    [cutoff, limit],
  );
  return rows.length;
}
