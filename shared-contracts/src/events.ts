import { z } from 'zod';
import { TOOL_IDS } from './tools';

export const EMAIL_CAPTURED_TOPIC = 'email.captured.v1';

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
