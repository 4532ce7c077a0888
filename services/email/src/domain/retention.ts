import type { Database, Logger } from '@aiapp/kit';
import { deleteContactMessagesBefore } from '../data-access/contact-repository';
import { anonymiseCapturesBefore, deleteSubscriber, lockSubscribersLastSeenBefore } from '../data-access/erasure-repository';
import { recordErasure } from './erase-address';

/** Rows per transaction: short transactions, few locks held at a time. */
const BATCH = 200;

export interface RetentionOutcome {
  anonymisedCaptures: number;
  erasedSubscribers: number;
  deletedContactMessages: number;
}

/**
 * Applies the retention once: captures older than `retentionMs` lose their subscriber (tool and
 * time stay for the counter); a subscriber with no newer capture is erased, and a contact message
 * older than that is deleted, each with an `email.erased.v1` event (reason `retention`) like an
 * erasure on request. Works in batches and stops between them when asked to.
 */
export async function applyRetention(
  db: Database,
  options: { retentionMs: number; now?: Date; shouldStop?: () => boolean },
): Promise<RetentionOutcome> {
  const at = options.now ?? new Date();
  const cutoff = new Date(at.getTime() - options.retentionMs);
  const shouldStop = options.shouldStop ?? (() => false);
  const outcome: RetentionOutcome = { anonymisedCaptures: 0, erasedSubscribers: 0, deletedContactMessages: 0 };

  for (let batch = BATCH; batch === BATCH && !shouldStop();) {
    batch = await db.withTransaction((tx) => anonymiseCapturesBefore(tx, cutoff, BATCH));
    outcome.anonymisedCaptures += batch;
  }
  for (let batch = BATCH; batch === BATCH && !shouldStop();) {
    batch = await db.withTransaction(async (tx) => {
      const subscriberIds = await lockSubscribersLastSeenBefore(tx, cutoff, BATCH);
      for (const subscriberId of subscriberIds) {
        await deleteSubscriber(tx, subscriberId);
        await recordErasure(tx, { reason: 'retention', subscriberId, contactMessageIds: [], at });
      }
      return subscriberIds.length;
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
  return outcome;
}

export interface RetentionJob {
  stop(): Promise<void>;
}

/**
 * Runs `applyRetention` now and then every `intervalMs` until stopped. A failed round (the
 * database away) is logged and tried again at the next interval.
 */
export function startRetentionJob(deps: { db: Database; logger: Logger; retentionMs: number; intervalMs: number }): RetentionJob {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const round = async () => {
    try {
      const outcome = await applyRetention(deps.db, { retentionMs: deps.retentionMs, shouldStop: () => stopping });
      if (outcome.anonymisedCaptures + outcome.erasedSubscribers + outcome.deletedContactMessages > 0) {
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
