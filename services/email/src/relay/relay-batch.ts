import type { Database, Logger } from '@aiapp/kit';
import {
  claimOutboxBatch,
  markPublished,
  recordRejection,
  releaseClaims,
  setAside,
  type ClaimedEvent,
} from '../data-access/outbox-repository';
import { publishFailureOf, toOutboundEvent, type EventPublisher } from './event-publisher';

export interface BatchSettings {
  batchSize: number;
  /** How long a claim holds; must exceed the publisher's own time limit. */
  leaseMs: number;
  /** Claims an event may use before it is set aside. */
  maxAttempts: number;
  /** Pause before a refused event (and its key) is tried again. */
  rejectedRetryMs: number;
}

/** Hooks for metrics; every one optional. */
export interface RelayObserver {
  published?(events: readonly ClaimedEvent[]): void;
  setAside?(event: ClaimedEvent, reason: string): void;
}

export interface BatchContext {
  db: Database;
  publisher: EventPublisher;
  logger: Logger;
  settings: BatchSettings;
  observer?: RelayObserver;
}

export type BatchOutcome =
  { kind: 'empty' } | { kind: 'done'; published: number; setAside: number } | { kind: 'kafka_unavailable'; error: unknown };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1_000);

async function putAside(context: BatchContext, event: ClaimedEvent, reason: string): Promise<void> {
  await setAside(context.db, event.id, reason);
  context.logger.error(
    { eventId: event.eventId, topic: event.topic, attempts: event.attempts, reason },
    'outbox event set aside: it will not be retried',
  );
  context.observer?.setAside?.(event, reason);
}

async function publish(context: BatchContext, events: readonly ClaimedEvent[]): Promise<void> {
  await context.publisher.publish(events.map(toOutboundEvent));
  await markPublished(
    context.db,
    events.map((event) => event.id),
  );
  context.observer?.published?.(events);
}

/**
 * Claims one batch, publishes it, marks it published. No transaction stays open across
 * the broker call: the lease alone guards the rows, and a relay that dies mid-batch leaves
 * them to be claimed again once the lease runs out (published twice at worst, never lost).
 */
export async function relayOneBatch(context: BatchContext): Promise<BatchOutcome> {
  const { db, settings } = context;
  const claimed = await claimOutboxBatch(db, { limit: settings.batchSize, leaseMs: settings.leaseMs });
  if (claimed.length === 0) return { kind: 'empty' };

  // More claims than allowed means earlier claims never finished: the relay died on them.
  const stuck = claimed.filter((event) => event.attempts > settings.maxAttempts);
  for (const event of stuck)
    await putAside(context, event, `the relay stopped ${event.attempts - 1} times while publishing this event`);
  const ready = claimed.filter((event) => event.attempts <= settings.maxAttempts);
  if (ready.length === 0) return { kind: 'done', published: 0, setAside: stuck.length };

  try {
    await publish(context, ready);
    return { kind: 'done', published: ready.length, setAside: stuck.length };
  } catch (error) {
    if (publishFailureOf(error) === 'unavailable') {
      await releaseClaims(
        db,
        ready.map((event) => event.id),
        messageOf(error),
      );
      return { kind: 'kafka_unavailable', error };
    }
  }
  return publishOneByOne(context, ready, stuck.length);
}

/** The broker refused the batch: send its events one by one to find the ones it refuses. */
async function publishOneByOne(
  context: BatchContext,
  events: readonly ClaimedEvent[],
  alreadySetAside: number,
): Promise<BatchOutcome> {
  let published = 0;
  let setAsideCount = alreadySetAside;
  for (const [index, event] of events.entries()) {
    try {
      await publish(context, [event]);
      published += 1;
    } catch (error) {
      if (publishFailureOf(error) === 'unavailable') {
        const rest = events.slice(index).map((left) => left.id);
        await releaseClaims(context.db, rest, messageOf(error));
        return { kind: 'kafka_unavailable', error };
      }
      const reason = messageOf(error);
      const { rejectedRetryMs, maxAttempts } = context.settings;
      const wasSetAside = await recordRejection(context.db, event.id, reason, { retryAfterMs: rejectedRetryMs, maxAttempts });
      if (wasSetAside) {
        setAsideCount += 1;
        context.logger.error(
          { eventId: event.eventId, topic: event.topic, attempts: event.attempts, reason },
          'outbox event set aside: Kafka refused it every time',
        );
        context.observer?.setAside?.(event, reason);
      } else {
        context.logger.warn(
          { eventId: event.eventId, topic: event.topic, attempts: event.attempts, reason },
          'Kafka refused an outbox event: will retry',
        );
      }
    }
  }
  return { kind: 'done', published, setAside: setAsideCount };
}
