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
import { captureEmail } from './domain/capture-email';

export interface EmailAppDeps {
  logger: Logger;
  db: Database;
  /** False until migrations have run; captures answer 503 meanwhile. */
  isSchemaReady: () => boolean;
  health?: HealthState;
  /** Called after a capture committed its event, so the relay publishes without waiting for its next poll. */
  onEventStored?: () => void;
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
          await deps.db.ping();
        },
      },
    ],
    routes: (router) => {
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
