import type { Express } from 'express';
import { ROUTES } from '@aiapp/contracts';
import { createServiceApp, limitConcurrentJobs, mountContract, type HealthState, type JobLimits, type Logger } from '@aiapp/kit';
import { buildIconSet } from './domain/icons/build-icon-set';
import { buildLogo } from './domain/logo';
import { resizeScreenshots } from './domain/screenshots/resize-screenshots';

export interface ImageAppDeps {
  logger: Logger;
  health?: HealthState;
  /** Icon sets and screenshot batches at once, and waiting; 2 and 64 unless configured. */
  imageJobs?: JobLimits;
}

const DEFAULT_IMAGE_JOBS: JobLimits = { concurrency: 2, maxWaiting: 64 };

export function createApp(deps: ImageAppDeps): Express {
  return createServiceApp({
    logger: deps.logger,
    health: deps.health,
    routes: (router) => {
      mountContract(router, ROUTES.generateLogo, (body) => buildLogo(body));
      // Icons and screenshots share one limit: each job holds its upload and decoded pixels in memory.
      const jobs = { before: [limitConcurrentJobs(deps.imageJobs ?? DEFAULT_IMAGE_JOBS)] };
      mountContract(router, ROUTES.generateIcons, (body) => buildIconSet(body), jobs);
      mountContract(router, ROUTES.resizeScreenshots, (body) => resizeScreenshots(body), jobs);
    },
  });
}
