import type { Express } from 'express';
import { ROUTES } from '@aiapp/contracts';
import { createServiceApp, databaseReadiness, mountContract, requestIdOfRequest, requireSchema, type Database, type HealthState, type Logger } from '@aiapp/kit';
import { captureEmail } from './domain/capture-email';

export interface EmailAppDeps {
  logger: Logger;
  db: Database;
  /** False until migrations have run; captures answer 503 meanwhile. */
  isSchemaReady: () => boolean;
  health?: HealthState;
}

export function createApp(deps: EmailAppDeps): Express {
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
    },
  });
}
