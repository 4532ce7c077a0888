import type { Express } from 'express';
import { ROUTES } from '@aiapp/contracts';
import {
  createServiceApp,
  databaseReadiness,
  mountContract,
  requireSchema,
  type Database,
  type HealthState,
  answerWithModel,
  type Logger,
  type ModelClient,
} from '@aiapp/kit';
import { optimizeAso } from './domain/aso/optimize-aso';
import type { Store, StoreClient } from './domain/tracking/store-client';
import { trackKeywords } from './domain/tracking/track-keywords';

export interface SeoTrackerAppDeps {
  logger: Logger;
  db: Database;
  /** False until migrations have run; tracking answers 503 meanwhile. */
  isSchemaReady: () => boolean;
  /** Store search and autocomplete, already throttled and cached (see store-clients/). */
  stores: Record<Store, StoreClient>;
  /** How long one tracking call may spend on store requests. */
  trackingBudgetMs: number;
  now?: () => Date;
  health?: HealthState;
  /** The OpenAI-compatible model; absent means the ASO optimizer's built-in engine only. */
  model?: ModelClient;
}

export function createApp(deps: SeoTrackerAppDeps): Express {
  return createServiceApp({
    logger: deps.logger,
    health: deps.health,
    readiness: [databaseReadiness(deps.db, deps.isSchemaReady)],
    routes: (router) => {
      mountContract(router, ROUTES.trackKeywords, async (body) => {
        requireSchema(deps.isSchemaReady);
        return trackKeywords(body, { db: deps.db, stores: deps.stores, budgetMs: deps.trackingBudgetMs, now: deps.now });
      });
      mountContract(router, ROUTES.optimizeAso, (body, req) =>
        answerWithModel(req, deps.model, (model) => optimizeAso(body, { model, logger: deps.logger })),
      );
    },
  });
}
