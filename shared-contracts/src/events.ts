import { z } from 'zod';
import { TOOL_IDS } from '@aiapp/site-catalogue';

export const EMAIL_CAPTURED_TOPIC = 'email.captured.v1';
export const EMAIL_ERASED_TOPIC = 'email.erased.v1';
export const CONTACT_RECEIVED_TOPIC = 'contact.received.v1';
export const EMAIL_CONFIRMED_TOPIC = 'email.confirmed.v1';

/**
 * How long events (which carry addresses) are kept once published: the outbox keeps published rows
 * this long, and the topics the relay creates get this retention.ms (the e-mail service's
 * OUTBOX_RETENTION_HOURS and KAFKA_TOPIC_RETENTION_HOURS). The privacy notice quotes it.
 */
export const DEFAULT_EVENT_RETENTION_HOURS = 168;
/** Events that could not be passed on are deleted from the outbox after this long all the same (OUTBOX_MAX_AGE_DAYS). */
export const DEFAULT_OUTBOX_MAX_AGE_DAYS = 30;

/** Every topic the services publish to; the relay creates them at start (auto-creation stays off). */
export const EVENT_TOPICS = [EMAIL_CAPTURED_TOPIC, EMAIL_ERASED_TOPIC, CONTACT_RECEIVED_TOPIC, EMAIL_CONFIRMED_TOPIC] as const;

/**
 * Kafka headers on every event, so a consumer can route and de-duplicate without parsing
 * the value. The message key of an address's events is the subscriber id: one subscriber's events
 * stay in order.
 */
export const EVENT_HEADERS = {
  eventId: 'event_id',
  eventType: 'event_type',
  eventVersion: 'event_version',
  contentType: 'content-type',
} as const;

/** Emitted once per capture; consumers de-duplicate on `event_id`. */
export const EmailCapturedV1 = z.object({
  event_id: z.uuid(),
  type: z.literal('email.captured'),
  version: z.literal(1),
  occurred_at: z.iso.datetime(),
  subscriber_id: z.uuid(),
  email: z.string(),
  tool_used: z.enum(TOOL_IDS),
});
export type EmailCapturedV1 = z.infer<typeof EmailCapturedV1>;

/**
 * Emitted once when an address's owner follows the confirmation link: from then on (until an
 * `email.erased.v1` of the same subscriber) the address may receive news. `email.captured.v1`
 * alone is no consent to news. Carries the exact consent text agreed to, for proof.
 */
export const EmailConfirmedV1 = z.object({
  event_id: z.uuid(),
  type: z.literal('email.confirmed'),
  version: z.literal(1),
  occurred_at: z.iso.datetime(),
  subscriber_id: z.uuid(),
  email: z.string(),
  consent_id: z.string(),
  consent_text: z.string(),
});
export type EmailConfirmedV1 = z.infer<typeof EmailConfirmedV1>;

/** Why an address was erased: the visitor asked, or its captures outlived the retention. */
export const ERASURE_REASONS = ['request', 'retention'] as const;

/**
 * Emitted when an address is erased, so every consumer deletes its copy too. It carries no
 * address (that is what was erased): consumers find their rows by `subscriber_id` (from
 * `email.captured.v1`) and `contact_message_ids` (from `contact.received.v1`).
 */
export const EmailErasedV1 = z.object({
  event_id: z.uuid(),
  type: z.literal('email.erased'),
  version: z.literal(1),
  occurred_at: z.iso.datetime(),
  reason: z.enum(ERASURE_REASONS),
  /** null when the address had only written to us, never unlocked a result. */
  subscriber_id: z.uuid().nullable(),
  contact_message_ids: z.array(z.uuid()),
});
export type EmailErasedV1 = z.infer<typeof EmailErasedV1>;

/** Emitted once per message sent through the contact form, for whoever answers them. */
export const ContactReceivedV1 = z.object({
  event_id: z.uuid(),
  type: z.literal('contact.received'),
  version: z.literal(1),
  occurred_at: z.iso.datetime(),
  contact_message_id: z.uuid(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
});
export type ContactReceivedV1 = z.infer<typeof ContactReceivedV1>;
