import type { Express } from 'express';
import { ROUTES } from '@aiapp/contracts';
import { createServiceApp, databaseReadiness, mountContract, requestIdOfRequest, requireSchema, type Database, type HealthState, type Logger } from '@aiapp/kit';
import { countCapturesByTool } from './data-access/stats-repository';
import { captureEmail } from './domain/capture-email';
import { createStatsReader } from './domain/delivered-results';

export interface EmailAppDeps {
  logger: Logger;
  db: Database;
  /** False until migrations have run; captures and stats answer 503 meanwhile. */
  isSchemaReady: () => boolean;
  health?: HealthState;
  /** How long GET /api/stats reuses one count; 30 s unless configured. */
  statsMaxAgeMs?: number;
}

const DEFAULT_STATS_MAX_AGE_MS = 30_000;

export function createApp(deps: EmailAppDeps): Express {
  const readStats = createStatsReader({
    load: () => countCapturesByTool(deps.db),
    maxAgeMs: deps.statsMaxAgeMs ?? DEFAULT_STATS_MAX_AGE_MS,
  });

  return createServiceApp({
    logger: deps.logger,
    health: deps.health,
    readiness: [databaseReadiness(deps.db, deps.isSchemaReady)],
    routes: (router) => {
      mountContract(router, ROUTES.emailCapture, async (body, req) => {
        requireSchema(deps.isSchemaReady);
        await captureEmail(deps.db, body, { requestId: requestIdOfRequest(req) });
        return { captured: true as const };
      });
      mountContract(router, ROUTES.stats, async () => {
        requireSchema(deps.isSchemaReady);
        return readStats();
      });
    },
  });
}
