import type { Express } from 'express';
import { ROUTES } from '@aiapp/contracts';
import { createServiceApp, mountContract, type HealthState, type Logger } from '@aiapp/kit';
import { generatePrivacyPolicy } from './domain/generate-privacy-policy';

export interface AppDeps {
  logger: Logger;
  health?: HealthState;
  /** The clock that dates a policy when the request gives no effective date. */
  now?: () => Date;
}

export function createApp(deps: AppDeps): Express {
  const now = deps.now ?? (() => new Date());
  return createServiceApp({
    logger: deps.logger,
    health: deps.health,
    routes: (router) => {
      mountContract(router, ROUTES.generatePrivacyPolicy, (body) => generatePrivacyPolicy(body, now()));
    },
  });
}
