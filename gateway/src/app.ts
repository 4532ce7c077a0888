import http from 'node:http';
import compression from 'compression';
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import { ROUTE_LIST, type RouteContract, type ServiceName } from '@aiapp/contracts';
import { errorHandler, mountHealth, notFoundHandler, REQUEST_ID_HEADER, requestIdOf, type HealthState, type Logger } from '@aiapp/kit';
import { apiDocsRouter } from './api-docs';
import { bodyLimit } from './body-limit';
import { createRateLimiter, type RateLimiterOptions } from './rate-limit';
import { securityHeaders } from './security-headers';
import { spaRouter } from './spa';
import type { SiteSettings } from './site-settings';
import { proxyFor } from './upstream-proxy';

export interface GatewayDeps {
  logger: Logger;
  upstreams: Record<ServiceName, string>;
  webDist: string;
  /** How many proxy hops in front of us to trust for the client address. */
  trustProxyHops: number;
  health?: HealthState;
  /** Public address and operator contact, written into the pages; both optional. */
  site?: SiteSettings;
  /** The calls to proxy; the route table unless a test narrows a limit. */
  routes?: readonly RouteContract[];
  /** Per-client limits on the costly calls; none when absent. */
  rateLimits?: Omit<RateLimiterOptions, 'logger'>;
}

/** Routes /api calls to their services (from the route table) and serves the SPA. Holds no business logic. */
export function createGatewayApp(deps: GatewayDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'strong');
  app.set('trust proxy', deps.trustProxyHops);
  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req, res) => {
        const id = requestIdOf(req);
        req.headers[REQUEST_ID_HEADER] = id;
        res.setHeader(REQUEST_ID_HEADER, id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    }),
  );
  app.use(securityHeaders);
  app.use(compression());

  const health = express.Router();
  mountHealth(health, deps.health ?? { shuttingDown: false }, []);
  app.use(health);
  app.use(apiDocsRouter());

  /*
   * Idle pooled connections are dropped after 4 s, long before a service would close them
   * (keepAliveTimeout 65 s): the side that closes an idle connection must be the one that would
   * send on it, or a request sent as the service closes it fails. A stopping service leaves idle
   * connections to us for the same reason (kit drain.ts).
   */
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000, timeout: 4_000 });
  const rateLimitFor = deps.rateLimits ? createRateLimiter({ ...deps.rateLimits, logger: deps.logger }) : () => undefined;
  for (const contract of deps.routes ?? ROUTE_LIST) {
    const method = contract.method === 'GET' ? 'get' : 'post';
    // The size check costs nothing and goes first; a limited request never reaches the service.
    const limit = rateLimitFor(contract);
    const proxy = proxyFor(contract, deps.upstreams[contract.service], agent, deps.logger);
    app[method](contract.path, bodyLimit(contract), ...(limit ? [limit] : []), proxy);
  }
  app.use('/api', notFoundHandler);
  app.use(spaRouter(deps.webDist, deps.site));
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
