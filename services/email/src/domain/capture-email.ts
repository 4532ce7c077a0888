import { randomUUID } from 'node:crypto';
import { EMAIL_CAPTURED_TOPIC, normalizeEmail, type EmailCaptureRequest, type EmailCapturedV1 } from '@aiapp/contracts';
import { createBatcher, databaseUnavailable, type Database } from '@aiapp/kit';
import {
  DEFAULT_CONFIRMATION,
  storeCaptures,
  type ConfirmationSettings,
  type NewCapture,
} from '../data-access/capture-repository';

export interface CaptureContext {
  requestId?: string;
  now?: Date;
}

function newCapture(request: EmailCaptureRequest, context: CaptureContext): NewCapture {
  const capturedAt = context.now ?? new Date();
  const eventPayload: Omit<EmailCapturedV1, 'subscriber_id'> = {
    event_id: randomUUID(),
    type: 'email.captured',
    version: 1,
    occurred_at: capturedAt.toISOString(),
    email: request.email,
    tool_used: request.tool_used,
  };
  return {
    subscriberId: randomUUID(),
    email: request.email,
    emailNormalized: normalizeEmail(request.email),
    toolUsed: request.tool_used,
    capturedAt,
    requestId: context.requestId,
    eventPayload,
  };
}

/**
 * Stores the subscriber, the capture, the event and (for an address not yet confirmed) the
 * confirmation mail atomically, so an event or a mail is never lost and never sent for a capture
 * that did not happen.
 */
export async function captureEmail(
  db: Database,
  request: EmailCaptureRequest,
  context: CaptureContext = {},
  confirmation: ConfirmationSettings = DEFAULT_CONFIRMATION,
): Promise<void> {
  await storeCaptures(db, [newCapture(request, context)], EMAIL_CAPTURED_TOPIC, confirmation);
}

/**
 * Two batches in flight, 100 captures each at most: enough to keep up, few connections held.
 * Two batches never hold the same address, so each subscriber's events get outbox ids (and
 * reach Kafka) in the order its captures arrived.
 */
const CAPTURE_BATCHING = {
  maxInFlight: 2,
  maxBatch: 100,
  keyOf: (capture: NewCapture) => capture.emailNormalized,
  // A healthy batch takes milliseconds; a capture kept waiting a second is behind a stuck database.
  maxWaitMs: 1_000,
  waitedTooLong: databaseUnavailable,
};

/**
 * `captureEmail` for a busy service: captures that arrive together are stored together, one
 * statement (and one commit) for many, each one still all-or-nothing with its event. A capture
 * resolves once its batch has committed; a failed batch fails each of its captures.
 */
export function createCaptureWriter(
  db: Database,
  confirmation: ConfirmationSettings = DEFAULT_CONFIRMATION,
): (request: EmailCaptureRequest, context?: CaptureContext) => Promise<void> {
  const store = createBatcher(
    (captures: NewCapture[]) => storeCaptures(db, captures, EMAIL_CAPTURED_TOPIC, confirmation),
    CAPTURE_BATCHING,
  );
  return async (request, context = {}) => {
    await store(newCapture(request, context));
  };
}
