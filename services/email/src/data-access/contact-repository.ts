import type { Transaction } from '@aiapp/kit';

export interface NewContactMessage {
  id: string;
  name: string;
  email: string;
  emailNormalized: string;
  message: string;
  receivedAt: Date;
  requestId: string | undefined;
}

export async function insertContactMessage(tx: Transaction, message: NewContactMessage): Promise<void> {
  await tx.query(
    `INSERT INTO contact_messages (id, name, email, email_normalized, message, received_at, request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      message.id,
      message.name,
      message.email,
      message.emailNormalized,
      message.message,
      message.receivedAt,
      message.requestId ?? null,
    ],
  );
}

/** Deletes every message sent from a normalised address; answers their ids. */
export async function deleteContactMessagesFrom(tx: Transaction, emailNormalized: string): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(`DELETE FROM contact_messages WHERE email_normalized = $1 RETURNING id`, [
    emailNormalized,
  ]);
  return rows.map((row) => row.id);
}

/** Deletes up to `limit` messages received before `cutoff`; answers their ids. */
export async function deleteContactMessagesBefore(tx: Transaction, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `DELETE FROM contact_messages WHERE id IN (
       SELECT id FROM contact_messages WHERE received_at < $1 ORDER BY received_at LIMIT $2 FOR UPDATE SKIP LOCKED
     ) RETURNING id`,
    [cutoff, limit],
  );
  return rows.map((row) => row.id);
}
