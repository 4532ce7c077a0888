import { DEFAULT_UNCONFIRMED_RETENTION_HOURS, type EmailCapturedV1 } from '@aiapp/contracts';
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

/** When a capture asks its address's owner to confirm (double opt-in). */
export interface ConfirmationSettings {
  /** How long the confirmation link works (the unconfirmed address is erased when it runs out). */
  linkTtlMs: number;
  /** An unconfirmed address gets another confirmation mail, on a later capture, only after this long. */
  resendAfterMs: number;
}

/** The standard periods: the link works as long as an unconfirmed address is kept; at most one mail a day. */
export const DEFAULT_CONFIRMATION: ConfirmationSettings = {
  linkTtlMs: DEFAULT_UNCONFIRMED_RETENTION_HOURS * 3_600_000,
  resendAfterMs: 24 * 3_600_000,
};

/*
 * One statement stores a batch of captures: the subscriber upserts, the capture rows, the outbox
 * rows and the confirmation mails all commit together or none does (a statement is atomic on its
 * own). An address that comes twice in one batch is one subscriber row (first address as given,
 * earliest and latest capture times) with a capture and an event for each time. Batches on other
 * connections may commit in either order, so an existing row's times only ever widen
 * (LEAST/GREATEST). Events are keyed by the id of the subscriber that owns the address, new or
 * existing, and carry it in their payload; they get outbox ids in the order the captures arrived.
 *
 * Double opt-in: a new address, or an unconfirmed one whose last confirmation mail is older than
 * $10 ms, gets a confirmation link (link_tokens) and the mail job that carries it, in the same
 * statement; `confirmation_sent_at = now()` is how the statement knows which rows asked for one.
 * Returns each capture's subscriber id.
 */
const storeCapturesSql = (schema: string) => `
  WITH input AS (
    SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[], $5::text[], $6::text[], $7::uuid[], $8::jsonb[])
      WITH ORDINALITY AS i(subscriber_id, email, email_normalized, captured_at, tool_used, request_id, event_id, payload, n)
  ), subscriber AS (
    INSERT INTO "${schema}".subscribers (id, email, email_normalized, first_captured_at, last_captured_at, confirmation_sent_at)
    SELECT (array_agg(subscriber_id ORDER BY n))[1], (array_agg(email ORDER BY n))[1], email_normalized, min(captured_at), max(captured_at), now()
    FROM input GROUP BY email_normalized
    ON CONFLICT (email_normalized) DO UPDATE SET
      first_captured_at = LEAST(subscribers.first_captured_at, EXCLUDED.first_captured_at),
      last_captured_at = GREATEST(subscribers.last_captured_at, EXCLUDED.last_captured_at),
      confirmation_sent_at = CASE
        WHEN subscribers.confirmed_at IS NULL
          AND (subscribers.confirmation_sent_at IS NULL OR subscribers.confirmation_sent_at < now() - $10 * interval '1 millisecond')
        THEN now() ELSE subscribers.confirmation_sent_at END
    RETURNING id, email, email_normalized, confirmed_at IS NULL AND confirmation_sent_at = now() AS ask_confirmation
  ), confirmation_link AS (
    INSERT INTO "${schema}".link_tokens (id, purpose, email_normalized, created_at, expires_at)
    SELECT gen_random_uuid(), 'confirm', email_normalized, now(), now() + $11 * interval '1 millisecond'
    FROM subscriber WHERE ask_confirmation
    RETURNING id, email_normalized
  ), confirmation_mail AS (
    INSERT INTO "${schema}".mail_jobs (kind, recipient, recipient_normalized, link_token_id)
    SELECT 'confirm-subscription', subscriber.email, subscriber.email_normalized, confirmation_link.id
    FROM confirmation_link JOIN subscriber USING (email_normalized)
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
export async function storeCaptures(
  db: Database,
  captures: readonly NewCapture[],
  topic: string,
  confirmation: ConfirmationSettings = DEFAULT_CONFIRMATION,
): Promise<string[]> {
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
    confirmation.resendAfterMs,
    confirmation.linkTtlMs,
  ]);
  const owners = new Map(rows.map((row) => [row.event_id, row.subscriber_id]));
  return captures.map((capture) => {
    const owner = owners.get(capture.eventPayload.event_id);
    if (!owner) throw new Error(`capture ${capture.eventPayload.event_id} was not stored`);
    return owner;
  });
}
