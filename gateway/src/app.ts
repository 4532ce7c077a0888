import type { RequestListener } from 'node:http';
import compression from 'compression';
import express from 'express';
import { ROUTE_LIST, type RouteContract, type ServiceName } from '@aiapp/contracts';
import { errorHandler, mountHealth, notFoundHandler, requestLog, type HealthState, type Logger } from '@aiapp/kit';
import { apiDocsRouter } from './api-docs';
import { createApiCalls } from './api-calls';
import { createRateLimiter, type RateLimiterOptions } from './rate-limit';
import { securityHeaders } from './security-headers';
import { spaRouter } from './spa';
import type { SiteSettings } from './site-settings';

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
  /** API calls one client may have in flight at once (default DEFAULT_MAX_CALLS_IN_FLIGHT_PER_CLIENT). */
  maxCallsInFlightPerClient?: number;
}

/**
 * Routes /api calls to their services (from the route table) and serves the SPA, the API docs
 * and health. Holds no business logic. The calls take the hot path in api-calls.ts; everything
 * else goes through express.
 */
export function createGatewayApp(deps: GatewayDeps): RequestListener {
  const rateLimitFor = deps.rateLimits ? createRateLimiter({ ...deps.rateLimits, logger: deps.logger }) : () => undefined;
  const apiCalls = createApiCalls({
    routes: deps.routes ?? ROUTE_LIST,
    upstreams: deps.upstreams,
    trustProxyHops: deps.trustProxyHops,
    logger: deps.logger,
    limiterFor: rateLimitFor,
    maxCallsInFlightPerClient: deps.maxCallsInFlightPerClient,
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'strong');
  app.set('trust proxy', deps.trustProxyHops);
  app.use(requestLog(deps.logger));
  app.use(securityHeaders);
  app.use(compression());

  const health = express.Router();
  mountHealth(health, deps.health ?? { shuttingDown: false }, []);
  app.use(health);
  app.use(apiDocsRouter());

  app.use('/api', notFoundHandler);
  app.use(spaRouter(deps.webDist, deps.site));
  app.use(notFoundHandler);
  app.use(errorHandler(deps.logger));
  return (req, res) => {
    if (!apiCalls(req, res)) app(req, res);
  };
}
