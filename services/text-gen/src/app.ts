import type { Express } from 'express';
import { ROUTES } from '@aiapp/contracts';
import { createServiceApp, mountContract, type HealthState, type Logger } from '@aiapp/kit';
import type { ModelClient } from './domain/engines/model-client';
import { generateAppNames } from './domain/app-names';
import { generateStoreDescription } from './domain/store-description';

export interface TextGenAppDeps {
  logger: Logger;
  health?: HealthState;
  /** The OpenAI-compatible model; absent means every text comes from the built-in engine. */
  model?: ModelClient;
}

export function createApp(deps: TextGenAppDeps): Express {
  const { logger, model } = deps;
  return createServiceApp({
    logger,
    health: deps.health,
    routes: (router) => {
      mountContract(router, ROUTES.generateStoreDescription, (body) => generateStoreDescription(body, { model, logger }));
      mountContract(router, ROUTES.generateAppNames, (body) => generateAppNames(body, { model, logger }));
    },
  });
}
