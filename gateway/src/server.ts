import path from 'node:path';
import { z } from 'zod';
import { GATEWAY_PORT, SERVICE_NAMES, SERVICES, type ServiceName } from '@aiapp/contracts';
import { serviceMain } from '@aiapp/kit';
import { createGatewayApp } from './app';

const upstreamSettings = Object.fromEntries(
  SERVICE_NAMES.map((name) => [SERVICES[name].urlEnv, z.url().default(`http://127.0.0.1:${SERVICES[name].port}`)]),
) as Record<string, z.ZodDefault<z.ZodURL>>;

serviceMain({
  name: 'gateway',
  defaultPort: GATEWAY_PORT,
  config: {
    ...upstreamSettings,
    WEB_DIST_DIR: z.string().default(path.resolve(__dirname, '../../web/dist')),
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  },
  start: async (config, { logger, health }) => {
    const upstreams = Object.fromEntries(
      SERVICE_NAMES.map((name) => [name, (config as unknown as Record<string, string>)[SERVICES[name].urlEnv]]),
    ) as Record<ServiceName, string>;
    return {
      app: createGatewayApp({ logger, health, upstreams, webDist: config.WEB_DIST_DIR, trustProxyHops: config.TRUST_PROXY_HOPS }),
    };
  },
});
