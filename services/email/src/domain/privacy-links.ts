import { randomUUID } from 'node:crypto';
import {
  CONSENT_TEXTS,
  EMAIL_CONFIRMED_TOPIC,
  LINK_TOKEN_TTL_HOURS,
  normalizeEmail,
  type EmailAccessConfirmResponse,
  type EmailConfirmationRequest,
  type EmailConfirmedV1,
} from '@aiapp/contracts';
import type { Database } from '@aiapp/kit';
import { readEverythingAbout } from '../data-access/access-repository';
import { confirmSubscriber } from '../data-access/consent-repository';
import { queueLinkMail, useLinkToken } from '../data-access/link-repository';
import { insertOutboxEvent } from '../data-access/outbox-repository';
import { linkRefused, requireLinkToken } from './link-tokens';

export const LINK_TTL_MS = LINK_TOKEN_TTL_HOURS * 3_600_000;
/** Erasure or access links one address may receive per 24 hours, whoever asks. */
export const LINKS_PER_ADDRESS_PER_DAY = 3;

/**
 * Queues the mail that carries an erasure or access link to `email`. The same statement runs
 * for every address, stored or not; the caller pads the answer to a constant time, so neither
 * the answer nor its timing says whether we hold the address.
 */
export async function requestPrivacyLink(db: Database, purpose: 'erasure' | 'access', email: string): Promise<void> {
  await queueLinkMail(db, {
    purpose,
    mailKind: purpose === 'erasure' ? 'erasure-link' : 'access-link',
    email: email.trim(),
    emailNormalized: normalizeEmail(email),
    ttlMs: LINK_TTL_MS,
    maxPerDay: LINKS_PER_ADDRESS_PER_DAY,
  });
}

/** What is stored about the address an access link was sent to; the link is used up in the same transaction. */
export async function readByLink(db: Database, secret: Buffer, token: string, now?: Date): Promise<EmailAccessConfirmResponse> {
  const linkId = requireLinkToken(secret, 'access', token, now);
  return db.withTransaction(async (tx) => {
    const use = await useLinkToken(tx, linkId, 'access');
    if (!use.ok) throw linkRefused('used');
    return readEverythingAbout(tx, use.emailNormalized);
  });
}

/**
 * Confirms the subscription of the address a confirmation link was sent to: records when and
 * the consent text agreed to, and (the first time) stores the `email.confirmed.v1` event, all
 * with the use of the link in one transaction.
 */
export async function confirmByLink(db: Database, secret: Buffer, request: EmailConfirmationRequest, now?: Date): Promise<Date> {
  const linkId = requireLinkToken(secret, 'confirm', request.token, now);
  return db.withTransaction(async (tx) => {
    const use = await useLinkToken(tx, linkId, 'confirm');
    if (!use.ok) throw linkRefused('used');
    const consent = { id: request.consent_id, text: CONSENT_TEXTS[request.consent_id] };
    const subscriber = await confirmSubscriber(tx, use.emailNormalized, consent);
    if (!subscriber) throw linkRefused('used');
    if (subscriber.newlyConfirmed) {
      const payload: EmailConfirmedV1 = {
        event_id: randomUUID(),
        type: 'email.confirmed',
        version: 1,
        occurred_at: subscriber.confirmedAt.toISOString(),
        subscriber_id: subscriber.id,
        email: subscriber.email,
        consent_id: consent.id,
        consent_text: consent.text,
      };
      await insertOutboxEvent(tx, { eventId: payload.event_id, topic: EMAIL_CONFIRMED_TOPIC, key: subscriber.id, payload });
    }
    return subscriber.confirmedAt;
  });
}
