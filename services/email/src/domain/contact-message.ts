import { randomUUID } from 'node:crypto';
import { CONTACT_RECEIVED_TOPIC, normalizeEmail, type ContactReceivedV1, type ContactRequest } from '@aiapp/contracts';
import type { Database } from '@aiapp/kit';
import { insertContactMessage } from '../data-access/contact-repository';
import { insertOutboxEvent } from '../data-access/outbox-repository';

export interface ContactContext {
  requestId?: string;
  now?: Date;
}

/**
 * Stores a message for the operator with its `contact.received.v1` event in one transaction.
 * The text is kept exactly as sent: it is data, shown as text wherever it goes.
 */
export async function receiveContactMessage(db: Database, request: ContactRequest, context: ContactContext = {}): Promise<void> {
  const receivedAt = context.now ?? new Date();
  const id = randomUUID();
  const payload: ContactReceivedV1 = {
    event_id: randomUUID(),
    type: 'contact.received',
    version: 1,
    occurred_at: receivedAt.toISOString(),
    contact_message_id: id,
    name: request.name,
    email: request.email,
    message: request.message,
  };
  await db.withTransaction(async (tx) => {
    await insertContactMessage(tx, {
      id,
      name: request.name,
      email: request.email,
      emailNormalized: normalizeEmail(request.email),
      message: request.message,
      receivedAt,
      requestId: context.requestId,
    });
    await insertOutboxEvent(tx, { eventId: payload.event_id, topic: CONTACT_RECEIVED_TOPIC, key: id, payload });
  });
}
