import { randomUUID } from 'node:crypto';
import { EMAIL_ERASED_TOPIC, normalizeEmail, type EmailErasedV1, type EmailErasureRequest } from '@aiapp/contracts';
import type { Database, Transaction } from '@aiapp/kit';
import { deleteContactMessagesFrom } from '../data-access/contact-repository';
import { deleteSubscriber, lockSubscriberByAddress } from '../data-access/erasure-repository';
import { deleteOutboxEventsOfKeys, insertOutboxEvent } from '../data-access/outbox-repository';

export interface ErasedData {
  reason: EmailErasedV1['reason'];
  subscriberId: string | undefined;
  contactMessageIds: readonly string[];
  at: Date;
}

/**
 * Finishes an erasure inside its transaction: the events that carried the erased data leave the
 * outbox (published or not), and one `email.erased.v1` event tells the topic's consumers to
 * erase their copies. Nothing happens when nothing was erased.
 */
export async function recordErasure(tx: Transaction, erased: ErasedData): Promise<void> {
  const keys = [...(erased.subscriberId ? [erased.subscriberId] : []), ...erased.contactMessageIds];
  const [key] = keys;
  if (key === undefined) return;
  await deleteOutboxEventsOfKeys(tx, keys);
  const payload: EmailErasedV1 = {
    event_id: randomUUID(),
    type: 'email.erased',
    version: 1,
    occurred_at: erased.at.toISOString(),
    reason: erased.reason,
    subscriber_id: erased.subscriberId ?? null,
    contact_message_ids: [...erased.contactMessageIds],
  };
  await insertOutboxEvent(tx, { eventId: payload.event_id, topic: EMAIL_ERASED_TOPIC, key, payload });
}

/**
 * Erases an address at its owner's request: the subscriber, the link from its captures (which
 * stay, as a tool and a time, for the counter), the messages it sent us and the events that
 * carried it, with the event that reports the erasure, all in one transaction. An unknown
 * address changes nothing; the caller answers the same either way.
 */
export async function eraseAddress(db: Database, request: EmailErasureRequest, now: Date = new Date()): Promise<void> {
  const emailNormalized = normalizeEmail(request.email);
  await db.withTransaction(async (tx) => {
    const subscriberId = await lockSubscriberByAddress(tx, emailNormalized);
    if (subscriberId) await deleteSubscriber(tx, subscriberId);
    const contactMessageIds = await deleteContactMessagesFrom(tx, emailNormalized);
    await recordErasure(tx, { reason: 'request', subscriberId, contactMessageIds, at: now });
  });
}
