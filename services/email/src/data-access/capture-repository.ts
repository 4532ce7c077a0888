import type { EmailCapturedV1 } from '@aiapp/contracts';
import type { Database } from '@aiapp/kit';

export interface NewCapture {
  /** The id the subscriber gets if the address is new. */
  subscriberId: string;
  email: string;
  emailNormalized: string;
  toolUsed: string;
  capturedAt: Date;
  requestId: string | undefined;
  /** The event's payload without `subscriber_id`, which is only known once the address is stored. */
  eventPayload: Omit<EmailCapturedV1, 'subscriber_id'>;
}

/*
 * One statement stores a batch of captures: the subscriber upserts, the capture rows and the
 * outbox rows all commit together or none does (a statement is atomic on its own). An address
 * that comes twice in one batch is one subscriber row (first address as given, earliest and
 * latest capture times) with a capture and an event for each time. Batches on other connections
 * may commit in either order, so an existing row's times only ever widen (LEAST/GREATEST). Events are keyed by the id
 * of the subscriber that owns the address, new or existing, and carry it in their payload; they
 * get outbox ids in the order the captures arrived. Returns each capture's subscriber id.
 */
const storeCapturesSql = (schema: string) => `
  WITH input AS (
    SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[], $5::text[], $6::text[], $7::uuid[], $8::jsonb[])
      WITH ORDINALITY AS i(subscriber_id, email, email_normalized, captured_at, tool_used, request_id, event_id, payload, n)
  ), subscriber AS (
    INSERT INTO "${schema}".subscribers (id, email, email_normalized, first_captured_at, last_captured_at)
    SELECT (array_agg(subscriber_id ORDER BY n))[1], (array_agg(email ORDER BY n))[1], email_normalized, min(captured_at), max(captured_at)
    FROM input GROUP BY email_normalized
    ON CONFLICT (email_normalized) DO UPDATE SET
      first_captured_at = LEAST(subscribers.first_captured_at, EXCLUDED.first_captured_at),
      last_captured_at = GREATEST(subscribers.last_captured_at, EXCLUDED.last_captured_at)
    RETURNING id, email_normalized
  ), capture AS (
    INSERT INTO "${schema}".captures (subscriber_id, tool_used, captured_at, request_id)
    SELECT subscriber.id, input.tool_used, input.captured_at, input.request_id
    FROM input JOIN subscriber USING (email_normalized) ORDER BY input.n
  )
  INSERT INTO "${schema}".outbox (event_id, topic, message_key, payload)
  SELECT input.event_id, $9, subscriber.id::text, input.payload || jsonb_build_object('subscriber_id', subscriber.id)
  FROM input JOIN subscriber USING (email_normalized) ORDER BY input.n
  RETURNING event_id, message_key AS subscriber_id`;

/** Stores captures and their events on `topic`; returns the owning subscriber's id for each, in order. */
export async function storeCaptures(db: Database, captures: readonly NewCapture[], topic: string): Promise<string[]> {
  const column = <K extends keyof NewCapture>(key: K, map: (value: NewCapture[K]) => unknown = (value) => value) =>
    captures.map((capture) => map(capture[key]));
  const rows = await db.statement<{ event_id: string; subscriber_id: string }>(storeCapturesSql(db.schema), [
    column('subscriberId'),
    column('email'),
    column('emailNormalized'),
    column('capturedAt'),
    column('toolUsed'),
    column('requestId', (id) => id ?? null),
    column('eventPayload', (payload) => payload.event_id),
    column('eventPayload', (payload) => JSON.stringify(payload)),
    topic,
  ]);
  const owners = new Map(rows.map((row) => [row.event_id, row.subscriber_id]));
  return captures.map((capture) => {
    const owner = owners.get(capture.eventPayload.event_id);
    if (!owner) throw new Error(`capture ${capture.eventPayload.event_id} was not stored`);
    return owner;
  });
}
