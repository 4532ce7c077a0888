import { randomUUID } from 'node:crypto';
import { EMAIL_CAPTURED_TOPIC, type EmailCaptureRequest, type EmailCapturedV1 } from '@aiapp/contracts';
import type { Database } from '@aiapp/kit';
import { storeCapture, type NewCapture } from '../data-access/capture-repository';

/** One subscriber per address, whatever its case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Stores the subscriber, the capture and the event atomically, so an event is never lost and
 * never published for a capture that did not happen.
 */
export async function captureEmail(
  db: Database,
  request: EmailCaptureRequest,
  context: { requestId?: string; now?: Date } = {},
): Promise<void> {
  const capture: NewCapture = {
    subscriberId: randomUUID(),
    email: request.email,
    emailNormalized: normalizeEmail(request.email),
    toolUsed: request.tool_used,
    capturedAt: context.now ?? new Date(),
    requestId: context.requestId,
  };
  const payload: Omit<EmailCapturedV1, 'subscriber_id'> = {
    event_id: randomUUID(),
    type: 'email.captured',
    version: 1,
    occurred_at: capture.capturedAt.toISOString(),
    email: capture.email,
    tool_used: request.tool_used,
  };
  await storeCapture(db, capture, { eventId: payload.event_id, topic: EMAIL_CAPTURED_TOPIC, payload });
}
