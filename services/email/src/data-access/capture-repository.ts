import type { Database } from '@aiapp/kit';

export interface NewCapture {
  subscriberId: string;
  email: string;
  emailNormalized: string;
  toolUsed: string;
  capturedAt: Date;
  requestId: string | undefined;
}

export interface CaptureEvent {
  eventId: string;
  topic: string;
  /** The event's payload without `subscriber_id`, which is only known once the address is stored. */
  payload: Record<string, unknown>;
}

/*
 * The subscriber upsert, the capture and the outbox row are ONE statement: all three commit
 * together or none does (a statement is atomic on its own), in one round trip instead of the
 * five a BEGIN … COMMIT block takes. The event is keyed by the subscriber id that owns the
 * address, new or existing, and carries it in its payload.
 */
const storeCaptureSql = (schema: string) => `
  WITH subscriber AS (
    INSERT INTO "${schema}".subscribers (id, email, email_normalized, first_captured_at, last_captured_at)
    VALUES ($1, $2, $3, $4, $4)
    ON CONFLICT (email_normalized) DO UPDATE SET last_captured_at = EXCLUDED.last_captured_at
    RETURNING id
  ), capture AS (
    INSERT INTO "${schema}".captures (subscriber_id, tool_used, captured_at, request_id)
    SELECT id, $5, $4, $6 FROM subscriber
  )
  INSERT INTO "${schema}".outbox (event_id, topic, message_key, payload)
  SELECT $7, $8, subscriber.id::text, $9::jsonb || jsonb_build_object('subscriber_id', subscriber.id)
  FROM subscriber
  RETURNING message_key AS subscriber_id`;

/** Stores the capture and its event; returns the id of the subscriber that owns the address. */
export async function storeCapture(db: Database, capture: NewCapture, event: CaptureEvent): Promise<string> {
  const [row] = await db.statement<{ subscriber_id: string }>(storeCaptureSql(db.schema), [
    capture.subscriberId,
    capture.email,
    capture.emailNormalized,
    capture.capturedAt,
    capture.toolUsed,
    capture.requestId ?? null,
    event.eventId,
    event.topic,
    JSON.stringify(event.payload),
  ]);
  if (!row) throw new Error('capture statement returned no row');
  return row.subscriber_id;
}
