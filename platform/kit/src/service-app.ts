import express, { type Express, type Router } from 'express';
import type { Logger } from 'pino';
import { errorHandler, notFoundHandler } from './error-handler';
import { mountHealth, type HealthState, type ReadinessCheck } from './health';
import { requestLog } from './request-log';

export interface ServiceAppOptions {
  logger: Logger;
  /** Mounts the service's calls. */
  routes: (router: Router) => void;
  readiness?: ReadinessCheck[];
  health?: HealthState;
}

/** The express app every service shares: request ids, logs, health, its calls, JSON errors. */
export function createServiceApp(options: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(requestLog(options.logger));
  const router = express.Router();
  mountHealth(router, options.health ?? { shuttingDown: false }, options.readiness ?? []);
  options.routes(router);
  app.use(router);
  app.use(notFoundHandler);
  app.use(errorHandler(options.logger));
  return app;
}
