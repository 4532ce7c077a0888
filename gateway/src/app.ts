import http from 'node:http';
import compression from 'compression';
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import { ROUTE_LIST, type RouteContract, type ServiceName } from '@aiapp/contracts';
import { errorHandler, mountHealth, notFoundHandler, REQUEST_ID_HEADER, requestIdOf, type HealthState, type Logger } from '@aiapp/kit';
import { apiDocsRouter } from './api-docs';
import { bodyLimit } from './body-limit';
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

  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 });
  for (const contract of deps.routes ?? ROUTE_LIST) {
    const method = contract.method === 'GET' ? 'get' : 'post';
    app[method](contract.path, bodyLimit(contract), proxyFor(contract, deps.upstreams[contract.service], agent, deps.logger));
  }
  app.use('/api', notFoundHandler);
  app.use(spaRouter(deps.webDist, deps.site));
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
