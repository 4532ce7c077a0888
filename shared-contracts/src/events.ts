import { z } from 'zod';
import { TOOL_IDS } from './tools';

export const EMAIL_CAPTURED_TOPIC = 'email.captured.v1';

/** Every topic the services publish to; the relay creates them at start (auto-creation stays off). */
export const EVENT_TOPICS = [EMAIL_CAPTURED_TOPIC] as const;

/**
 * Kafka headers on every event, so a consumer can route and de-duplicate without parsing
 * the value. The message key is the subscriber id: one subscriber's events stay in order.
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
