import type { Express } from 'express';
import { ROUTES } from '@aiapp/contracts';
import {
  createServiceApp,
  mountContract,
  requestIdOfRequest,
  requireSchema,
  type Database,
  type HealthState,
  type Logger,
} from '@aiapp/kit';
import { countCapturesByTool } from './data-access/stats-repository';
import { createCaptureWriter } from './domain/capture-email';
import { receiveContactMessage } from './domain/contact-message';
import { eraseAddress } from './domain/erase-address';
import { createStatsReader } from './domain/delivered-results';
import { databaseWithOutboxReadiness, relayReadiness } from './observability/readiness';
import type { ServiceMetrics } from './observability/service-metrics';
import type { RelayStatus } from './relay/outbox-relay';

export interface EmailAppDeps {
  logger: Logger;
  db: Database;
  /** False until migrations have run; captures and stats answer 503 meanwhile. */
  isSchemaReady: () => boolean;
  health?: HealthState;
  /** How long GET /api/stats reuses one count; 30 s unless configured. */
  statsMaxAgeMs?: number;
  /** Called after a capture, an erasure or a message committed its event, so the relay publishes without waiting for its next poll. */
  onEventStored?: () => void;
  /** The relay's state for readiness details; undefined while the relay is off. */
  relayStatus?: () => RelayStatus | undefined;
  /** Serves GET /metrics when given. */
  metrics?: ServiceMetrics;
}

const DEFAULT_STATS_MAX_AGE_MS = 30_000;

export function createApp(deps: EmailAppDeps): Express {
  const capture = createCaptureWriter(deps.db);
  const readStats = createStatsReader({
    load: () => countCapturesByTool(deps.db),
    maxAgeMs: deps.statsMaxAgeMs ?? DEFAULT_STATS_MAX_AGE_MS,
  });

  return createServiceApp({
    logger: deps.logger,
    health: deps.health,
    readiness: [databaseWithOutboxReadiness(deps.db, deps.isSchemaReady), relayReadiness(deps.relayStatus)],
    routes: (router) => {
      const { metrics } = deps;
      if (metrics) {
        router.get('/metrics', async (_req, res) => {
          const { contentType, body } = await metrics.render();
          res.type(contentType).send(body);
        });
      }
      mountContract(router, ROUTES.emailCapture, async (body, req) => {
        requireSchema(deps.isSchemaReady);
        await capture(body, { requestId: requestIdOfRequest(req) });
        deps.onEventStored?.();
        return { captured: true as const };
      });
      mountContract(router, ROUTES.emailErasure, async (body) => {
        requireSchema(deps.isSchemaReady);
        await eraseAddress(deps.db, body);
        deps.onEventStored?.();
        return { erased: true as const };
      });
      mountContract(router, ROUTES.contact, async (body, req) => {
        requireSchema(deps.isSchemaReady);
        await receiveContactMessage(deps.db, body, { requestId: requestIdOfRequest(req) });
        deps.onEventStored?.();
        return { received: true as const };
      });
      mountContract(router, ROUTES.stats, async () => {
        requireSchema(deps.isSchemaReady);
        return readStats();
      });
    },
  });
}
