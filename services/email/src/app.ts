import type { Express } from 'express';
import { ROUTES } from '@aiapp/contracts';
import {
  AppError,
  createServiceApp,
  mountContract,
  requestIdOfRequest,
  type Database,
  type HealthState,
  type Logger,
} from '@aiapp/kit';
import { readOutboxStats } from './data-access/outbox-repository';
import { captureEmail } from './domain/capture-email';
import type { ServiceMetrics } from './observability/service-metrics';
import type { RelayStatus } from './relay/outbox-relay';

export interface EmailAppDeps {
  logger: Logger;
  db: Database;
  /** False until migrations have run; captures answer 503 meanwhile. */
  isSchemaReady: () => boolean;
  health?: HealthState;
  /** Called after a capture committed its event, so the relay publishes without waiting for its next poll. */
  onEventStored?: () => void;
  /** The relay's state for readiness details; undefined while the relay is off. */
  relayStatus?: () => RelayStatus | undefined;
  /** Serves GET /metrics when given. */
  metrics?: ServiceMetrics;
}

export function createApp(deps: EmailAppDeps): Express {
  return createServiceApp({
    logger: deps.logger,
    health: deps.health,
    readiness: [
      {
        name: 'database',
        check: async () => {
          if (!deps.isSchemaReady()) throw new Error('migrations have not run yet');
          const outbox = await readOutboxStats(deps.db);
          return {
            outbox: {
              pending: outbox.pending,
              oldest_pending_age_seconds: Math.round(outbox.oldestPendingAgeSeconds),
              set_aside: outbox.setAside,
            },
          };
        },
      },
      {
        // Reported, never failing: captures do not need Kafka, so Kafka never makes the service unready.
        name: 'event_relay',
        check: async () => {
          const status = deps.relayStatus?.();
          if (!status) return { state: 'off', reason: 'KAFKA_BROKERS is not set: events wait in the outbox' };
          return {
            state: status.state,
            consecutive_failures: status.consecutiveFailures,
            ...(status.lastError ? { last_error: status.lastError } : {}),
            ...(status.lastPublishedAt ? { last_published_at: status.lastPublishedAt.toISOString() } : {}),
          };
        },
      },
    ],
    routes: (router) => {
      const { metrics } = deps;
      if (metrics) {
        router.get('/metrics', async (_req, res) => {
          const { contentType, body } = await metrics.render();
          res.type(contentType).send(body);
        });
      }
      mountContract(router, ROUTES.emailCapture, async (body, req) => {
        if (!deps.isSchemaReady()) {
          throw new AppError(
            'database_unavailable',
            503,
            'Our database is unavailable right now. Please try again in a moment.',
            undefined,
            {
              'Retry-After': '5',
            },
          );
        }
        await captureEmail(deps.db, body, { requestId: requestIdOfRequest(req) });
        deps.onEventStored?.();
        return { captured: true as const };
      });
    },
  });
}
