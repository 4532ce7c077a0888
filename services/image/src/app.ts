import type { Express } from 'express';
import { ROUTES } from '@aiapp/contracts';
import { createServiceApp, mountContract, type HealthState, type Logger } from '@aiapp/kit';
import { buildIconSet } from './domain/icons/build-icon-set';
import { buildLogo } from './domain/logo';
import { resizeScreenshots } from './domain/screenshots/resize-screenshots';

export interface ImageAppDeps {
  logger: Logger;
  health?: HealthState;
}

export function createApp(deps: ImageAppDeps): Express {
  return createServiceApp({
    logger: deps.logger,
    health: deps.health,
    routes: (router) => {
      mountContract(router, ROUTES.generateLogo, (body) => buildLogo(body));
      mountContract(router, ROUTES.generateIcons, (body) => buildIconSet(body));
      mountContract(router, ROUTES.resizeScreenshots, (body) => resizeScreenshots(body));
    },
  });
}
