import type { Express } from 'express';
import { ROUTES } from '@aiapp/contracts';
import {
  AppError,
  createServiceApp,
  limitConcurrentJobs,
  mountContract,
  type HealthState,
  type JobLimits,
  type Logger,
} from '@aiapp/kit';
import { buildIconPreview } from './domain/icons/build-icon-preview';
import { buildIconSet } from './domain/icons/build-icon-set';
import { convertImage } from './domain/image-input/convert-image';
import { generateLogo } from './domain/logo';
import { resizeScreenshots } from './domain/screenshots/resize-screenshots';
import { buildStoreKit } from './domain/store-kit/build-store-kit';
import { httpSiblingServices, type SiblingServiceUrls } from './service-clients/sibling-services';
import { imageJobRunner } from './workers/run-image-job';

export interface ImageAppDeps {
  logger: Logger;
  health?: HealthState;
  /** Icon sets and screenshot batches at once, and waiting; 2 and 64 unless configured. */
  imageJobs?: JobLimits;
  /** Where the store kit finds the legal and text-gen services; without them the kit answers 503. */
  siblings?: SiblingServiceUrls;
}

export const DEFAULT_IMAGE_JOBS: JobLimits = { concurrency: 2, maxWaiting: 64 };

export function createApp(deps: ImageAppDeps): Express {
  return createServiceApp({
    logger: deps.logger,
    health: deps.health,
    routes: (router) => {
      mountContract(router, ROUTES.generateLogo, (body) => generateLogo(body));
      // Icons, screenshots and conversions share one limit: each job holds its upload and decoded pixels in memory.
      const limits = deps.imageJobs ?? DEFAULT_IMAGE_JOBS;
      const before = [limitConcurrentJobs(limits)];
      // Their bodies are parsed, decoded and answered in worker threads: /healthz stays quick during a 10 MB upload.
      const run = imageJobRunner(limits.concurrency, deps.siblings ? { siblings: deps.siblings } : {});
      mountContract(router, ROUTES.generateIcons, (body) => buildIconSet(body), {
        before,
        offThread: (body) => run('generateIcons', body),
      });
      mountContract(router, ROUTES.previewIcon, (body) => buildIconPreview(body), {
        before,
        offThread: (body) => run('previewIcon', body),
      });
      mountContract(router, ROUTES.resizeScreenshots, (body) => resizeScreenshots(body), {
        before,
        offThread: (body) => run('resizeScreenshots', body),
      });
      mountContract(router, ROUTES.convertImage, (body) => convertImage(body), {
        before,
        offThread: (body) => run('convertImage', body),
      });
      const siblings = deps.siblings;
      mountContract(
        router,
        ROUTES.generateStoreKit,
        (body) => {
          if (!siblings) throw new AppError('not_configured', 503, 'The store kit is not available on this server.');
          return buildStoreKit(body, httpSiblingServices(siblings));
        },
        { before, offThread: (body) => run('generateStoreKit', body) },
      );
    },
  });
}
