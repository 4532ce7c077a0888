import type { Transaction } from '@aiapp/kit';

export interface NewCapture {
  subscriberId: string;
  email: string;
  emailNormalized: string;
  toolUsed: string;
  capturedAt: Date;
  requestId: string | undefined;
}

/** Inserts the subscriber or touches the existing one; returns the id that owns the address. */
export async function upsertSubscriber(tx: Transaction, capture: NewCapture): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO subscribers (id, email, email_normalized, first_captured_at, last_captured_at)
     VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (email_normalized) DO UPDATE SET last_captured_at = EXCLUDED.last_captured_at
     RETURNING id`,
    [capture.subscriberId, capture.email, capture.emailNormalized, capture.capturedAt],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('subscriber upsert returned no row');
  return id;
}

export async function insertCapture(tx: Transaction, subscriberId: string, capture: NewCapture): Promise<void> {
  await tx.query(`INSERT INTO captures (subscriber_id, tool_used, captured_at, request_id) VALUES ($1, $2, $3, $4)`, [
    subscriberId,
    capture.toolUsed,
    capture.capturedAt,
    capture.requestId ?? null,
  ]);
}

export interface OutboxEvent {
  eventId: string;
  topic: string;
  key: string;
  payload: unknown;
}

export async function insertOutboxEvent(tx: Transaction, event: OutboxEvent): Promise<void> {
  await tx.query(`INSERT INTO outbox (event_id, topic, message_key, payload) VALUES ($1, $2, $3, $4)`, [
    event.eventId,
    event.topic,
    event.key,
    JSON.stringify(event.payload),
  ]);
}
