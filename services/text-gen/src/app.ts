import type { Express } from 'express';
import { createServiceApp, type HealthState, type Logger } from '@aiapp/kit';

export interface AppDeps {
  logger: Logger;
  health?: HealthState;
}

/** The text-gen service. Its calls are mounted here as they land. */
export function createApp(deps: AppDeps): Express {
  return createServiceApp({ logger: deps.logger, health: deps.health, routes: () => undefined });
}
