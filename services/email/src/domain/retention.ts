import type { Database, Logger } from '@aiapp/kit';
import { deleteContactMessagesBefore } from '../data-access/contact-repository';
import { anonymiseCapturesBefore, deleteSubscriber, lockSubscribersLastSeenBefore } from '../data-access/erasure-repository';
import { lockUnconfirmedSubscribersBefore } from '../data-access/consent-repository';
import { deleteLinksAndMailOf, deleteLinksExpiredBefore } from '../data-access/link-repository';
import { deleteFailedMailJobsBefore } from '../data-access/mail-job-repository';
import { deleteOutboxRowsCreatedBefore, deletePublishedBefore } from '../data-access/outbox-repository';
import { eraseAddressIn, recordErasure } from './erase-address';

/** Rows per transaction: short transactions, few locks held at a time. */
const BATCH = 200;

export interface RetentionOutcome {
  anonymisedCaptures: number;
  erasedSubscribers: number;
  deletedContactMessages: number;
  erasedUnconfirmed: number;
  deletedLinks: number;
  deletedFailedMails: number;
  /** Outbox rows deleted by age (published ones past their retention, any row past the maximum age). */
  deletedOutboxRows: number;
  /** Of those, rows that had never been published (the relay off or Kafka away all that time). */
  droppedUnpublishedEvents: number;
}

/** How long outbox rows may stay, whether or not the relay runs. */
export interface OutboxAging {
  /** Published rows older than this go. */
  publishedMs: number;
  /** Any row older than this goes, published or not. */
  maxAgeMs: number;
}

/** Mails given up are kept this long for the operator to see why, then deleted (they hold an address). */
export const FAILED_MAIL_RETENTION_MS = 7 * 86_400_000;

/**
 * Applies the retention once: captures older than `retentionMs` lose their subscriber (tool and
 * time stay for the counter); a subscriber with no newer capture is erased, and a contact message
 * older than that is deleted, each with an `email.erased.v1` event (reason `retention`) like an
 * erasure on request. Addresses never confirmed are erased `unconfirmedRetentionMs` after they were
 * first given, the same way; expired links and mails given up long ago are deleted. Works in
 * batches and stops between them when asked to.
 */
export async function applyRetention(
  db: Database,
  options: {
    retentionMs: number;
    /** Addresses never confirmed are erased this long after they were first given; undefined: never. */
    unconfirmedRetentionMs?: number;
    /** Ages the outbox out here too, so it happens also while the relay is off; undefined: left to the relay. */
    outbox?: OutboxAging;
    now?: Date;
    shouldStop?: () => boolean;
  },
): Promise<RetentionOutcome> {
  const at = options.now ?? new Date();
  const cutoff = new Date(at.getTime() - options.retentionMs);
  const shouldStop = options.shouldStop ?? (() => false);
  const outcome: RetentionOutcome = {
    anonymisedCaptures: 0,
    erasedSubscribers: 0,
    deletedContactMessages: 0,
    erasedUnconfirmed: 0,
    deletedLinks: 0,
    deletedFailedMails: 0,
    deletedOutboxRows: 0,
    droppedUnpublishedEvents: 0,
  };

  for (let batch = BATCH; batch === BATCH && !shouldStop();) {
    batch = await db.withTransaction((tx) => anonymiseCapturesBefore(tx, cutoff, BATCH));
    outcome.anonymisedCaptures += batch;
  }
  for (let batch = BATCH; batch === BATCH && !shouldStop();) {
    batch = await db.withTransaction(async (tx) => {
      const subscribers = await lockSubscribersLastSeenBefore(tx, cutoff, BATCH);
      for (const { id: subscriberId, emailNormalized } of subscribers) {
        await deleteSubscriber(tx, subscriberId);
        await deleteLinksAndMailOf(tx, emailNormalized);
        await recordErasure(tx, { reason: 'retention', subscriberId, contactMessageIds: [], at });
      }
      return subscribers.length;
    });
    outcome.erasedSubscribers += batch;
  }
  for (let batch = BATCH; batch === BATCH && !shouldStop();) {
    batch = await db.withTransaction(async (tx) => {
      const contactMessageIds = await deleteContactMessagesBefore(tx, cutoff, BATCH);
      await recordErasure(tx, { reason: 'retention', subscriberId: undefined, contactMessageIds, at });
      return contactMessageIds.length;
    });
    outcome.deletedContactMessages += batch;
  }
  if (options.unconfirmedRetentionMs !== undefined) {
    const unconfirmedCutoff = new Date(at.getTime() - options.unconfirmedRetentionMs);
    for (let batch = BATCH; batch === BATCH && !shouldStop();) {
      batch = await db.withTransaction(async (tx) => {
        const subscribers = await lockUnconfirmedSubscribersBefore(tx, unconfirmedCutoff, BATCH);
        for (const subscriber of subscribers) await eraseAddressIn(tx, subscriber.emailNormalized, 'retention', at);
        return subscribers.length;
      });
      outcome.erasedUnconfirmed += batch;
    }
  }
  for (let batch = BATCH; batch === BATCH && !shouldStop();) {
    batch = await deleteLinksExpiredBefore(db, at, BATCH);
    outcome.deletedLinks += batch;
  }
  const failedCutoff = new Date(at.getTime() - FAILED_MAIL_RETENTION_MS);
  for (let batch = BATCH; batch === BATCH && !shouldStop();) {
    batch = await deleteFailedMailJobsBefore(db, failedCutoff, BATCH);
    outcome.deletedFailedMails += batch;
  }
  if (options.outbox) {
    const publishedCutoff = new Date(at.getTime() - options.outbox.publishedMs);
    for (let batch = BATCH; batch === BATCH && !shouldStop();) {
      batch = await deletePublishedBefore(db, publishedCutoff, BATCH);
      outcome.deletedOutboxRows += batch;
    }
    const maxAgeCutoff = new Date(at.getTime() - options.outbox.maxAgeMs);
    for (let batch = BATCH; batch === BATCH && !shouldStop();) {
      const round = await deleteOutboxRowsCreatedBefore(db, maxAgeCutoff, BATCH);
      batch = round.deleted;
      outcome.deletedOutboxRows += round.deleted;
      outcome.droppedUnpublishedEvents += round.unpublished;
    }
  }
  return outcome;
}

export interface RetentionJob {
  stop(): Promise<void>;
}

/**
 * Runs `applyRetention` now and then every `intervalMs` until stopped. A failed round (the
 * database away) is logged and tried again at the next interval.
 */
export function startRetentionJob(deps: {
  db: Database;
  logger: Logger;
  retentionMs: number;
  unconfirmedRetentionMs?: number;
  outbox?: OutboxAging;
  intervalMs: number;
}): RetentionJob {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const round = async () => {
    try {
      const outcome = await applyRetention(deps.db, {
        retentionMs: deps.retentionMs,
        unconfirmedRetentionMs: deps.unconfirmedRetentionMs,
        outbox: deps.outbox,
        shouldStop: () => stopping,
      });
      if (outcome.droppedUnpublishedEvents > 0) {
        deps.logger.warn(
          { dropped: outcome.droppedUnpublishedEvents },
          'deleted outbox events older than OUTBOX_MAX_AGE_DAYS that were never published (is KAFKA_BROKERS set?)',
        );
      }
      if (Object.values(outcome).some((count) => count > 0)) {
        deps.logger.info(outcome, 'applied the capture retention');
      }
    } catch (error) {
      deps.logger.warn({ err: error }, 'capture retention failed: will try again');
    }
  };
  const schedule = () => {
    if (stopping) return;
    timer = setTimeout(() => {
      running = round().then(schedule);
    }, deps.intervalMs);
    timer.unref();
  };
  running = round().then(schedule);
  return {
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
