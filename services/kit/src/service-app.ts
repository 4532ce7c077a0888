import express, { type Express, type Router } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { errorHandler, notFoundHandler } from './error-handler';
import { mountHealth, type HealthState, type ReadinessCheck } from './health';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';

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
  app.use(
    pinoHttp({
      logger: options.logger,
      genReqId: (req, res) => {
        const id = requestIdOf(req);
        res.setHeader(REQUEST_ID_HEADER, id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    }),
  );
  const router = express.Router();
  mountHealth(router, options.health ?? { shuttingDown: false }, options.readiness ?? []);
  options.routes(router);
  app.use(router);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
