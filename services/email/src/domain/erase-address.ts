import { randomUUID } from 'node:crypto';
import { EMAIL_ERASED_TOPIC, type EmailErasedV1 } from '@aiapp/contracts';
import type { Database, Transaction } from '@aiapp/kit';
import { deleteContactMessagesFrom } from '../data-access/contact-repository';
import { deleteSubscriber, lockSubscriberByAddress } from '../data-access/erasure-repository';
import { addressOfConfirmLink, deleteLinksAndMailOf, useLinkToken } from '../data-access/link-repository';
import { deleteOutboxEventsOfKeys, insertOutboxEvent } from '../data-access/outbox-repository';
import { linkRefused, requireLinkToken } from './link-tokens';

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
 * Erases an address inside the caller's transaction: the subscriber, the link from its captures
 * (which stay, as a tool and a time, for the counter), the messages it sent us, its links and
 * waiting mails, and the events that carried it, with the event that reports the erasure. An
 * unknown address changes nothing. Answers whether anything was erased.
 */
export async function eraseAddressIn(
  tx: Transaction,
  emailNormalized: string,
  reason: EmailErasedV1['reason'],
  at: Date,
): Promise<boolean> {
  const subscriberId = await lockSubscriberByAddress(tx, emailNormalized);
  if (subscriberId) await deleteSubscriber(tx, subscriberId);
  const contactMessageIds = await deleteContactMessagesFrom(tx, emailNormalized);
  await deleteLinksAndMailOf(tx, emailNormalized);
  await recordErasure(tx, { reason, subscriberId, contactMessageIds, at });
  return subscriberId !== undefined || contactMessageIds.length > 0;
}

/**
 * Erases the address an erasure link was sent to, in one transaction with the use of the link:
 * a forged or expired token answers 4xx before anything is read, a used one (or one whose
 * address was erased already) 410, and nothing changes.
 */
export async function eraseByLink(db: Database, secret: Buffer, token: string, now: Date = new Date()): Promise<void> {
  const linkId = requireLinkToken(secret, 'erasure', token, now);
  await db.withTransaction(async (tx) => {
    const use = await useLinkToken(tx, linkId, 'erasure');
    if (!use.ok) throw linkRefused('used');
    await eraseAddressIn(tx, use.emailNormalized, 'request', now);
  });
}

/**
 * One-click unsubscribe from a confirmation mail (RFC 8058): erases the address it went to, like an
 * erasure, in one transaction. It works while the confirmation link does (an unconfirmed address is
 * erased when that time is up anyway) and may be sent again: once nothing is held, it changes
 * nothing and answers the same. A forged token answers 400, an expired one 410.
 */
export async function unsubscribeByLink(db: Database, secret: Buffer, token: string, now: Date = new Date()): Promise<void> {
  const linkId = requireLinkToken(secret, 'unsubscribe', token, now);
  await db.withTransaction(async (tx) => {
    const address = await addressOfConfirmLink(tx, linkId);
    if (address) await eraseAddressIn(tx, address, 'request', now);
  });
}
