import { databaseReadiness, type Database, type ReadinessCheck } from '@aiapp/kit';
import { readOutboxStats } from '../data-access/outbox-repository';
import type { RelayStatus } from '../relay/outbox-relay';

/** The kit's database check, with the outbox figures as its details. */
export function databaseWithOutboxReadiness(db: Database, isSchemaReady: () => boolean): ReadinessCheck {
  const database = databaseReadiness(db, isSchemaReady);
  return {
    name: database.name,
    check: async () => {
      await database.check();
      const outbox = await readOutboxStats(db);
      return {
        outbox: {
          pending: outbox.pending,
          oldest_pending_age_seconds: Math.round(outbox.oldestPendingAgeSeconds),
          set_aside: outbox.setAside,
        },
      };
    },
  };
}

/** Reported, never failing: captures do not need Kafka, so Kafka never makes the service unready. */
export function relayReadiness(relayStatus: (() => RelayStatus | undefined) | undefined): ReadinessCheck {
  return {
    name: 'event_relay',
    check: async () => {
      const status = relayStatus?.();
      if (!status) return { state: 'off', reason: 'KAFKA_BROKERS is not set: events wait in the outbox' };
      return {
        state: status.state,
        consecutive_failures: status.consecutiveFailures,
        ...(status.lastError ? { last_error: status.lastError } : {}),
        ...(status.lastPublishedAt ? { last_published_at: status.lastPublishedAt.toISOString() } : {}),
      };
    },
  };
}
