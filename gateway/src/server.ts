import path from 'node:path';
import { z } from 'zod';
import { GATEWAY_PORT, SERVICE_NAMES, SERVICES, type ServiceName } from '@aiapp/contracts';
import { openServiceDatabase, serviceMain } from '@aiapp/kit';
import { createGatewayApp } from './app';
import {
  defaultLimitText,
  GATEWAY_MIGRATIONS,
  limitsFrom,
  memoryRateLimitStore,
  parseRateLimit,
  postgresRateLimitStore,
} from './rate-limit';

const upstreamSettings = Object.fromEntries(
  SERVICE_NAMES.map((name) => [SERVICES[name].urlEnv, z.url().default(`http://127.0.0.1:${SERVICES[name].port}`)]),
) as Record<string, z.ZodDefault<z.ZodURL>>;

const EXPIRED_WINDOWS_CLEANUP_MS = 60_000;

serviceMain({
  name: 'gateway',
  defaultPort: GATEWAY_PORT,
  config: {
    ...upstreamSettings,
    WEB_DIST_DIR: z.string().default(path.resolve(__dirname, '../../web/dist')),
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    // Where rate-limit counters are shared by every replica; without it each process counts alone.
    DATABASE_URL: z.string().min(1).optional(),
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/)
      .default('gateway'),
    RATE_LIMIT_EMAIL_CAPTURE: z.string().default(defaultLimitText('email-capture')).transform(parseRateLimit),
    RATE_LIMIT_IMAGE: z.string().default(defaultLimitText('image')).transform(parseRateLimit),
    RATE_LIMIT_MODEL: z.string().default(defaultLimitText('model')).transform(parseRateLimit),
    RATE_LIMIT_STORE_LOOKUP: z.string().default(defaultLimitText('store-lookup')).transform(parseRateLimit),
  },
  start: async (config, { logger, health }) => {
    const upstreams = Object.fromEntries(
      SERVICE_NAMES.map((name) => [name, (config as unknown as Record<string, string>)[SERVICES[name].urlEnv]]),
    ) as Record<ServiceName, string>;
    const database = config.DATABASE_URL
      ? openServiceDatabase({
          connectionString: config.DATABASE_URL,
          schema: config.DATABASE_SCHEMA,
          migrations: GATEWAY_MIGRATIONS,
          logger,
        })
      : undefined;
    if (!database) logger.warn('DATABASE_URL is not set: rate limits are counted per gateway process, not across replicas');
    const postgresStore = database ? postgresRateLimitStore(database.db) : undefined;
    const cleanup = setInterval(() => {
      if (database?.isSchemaReady())
        postgresStore
          ?.deleteExpired()
          .catch((error: unknown) => logger.warn({ err: error }, 'expired rate-limit windows not deleted'));
    }, EXPIRED_WINDOWS_CLEANUP_MS);
    cleanup.unref();
    const app = createGatewayApp({
      logger,
      health,
      upstreams,
      webDist: config.WEB_DIST_DIR,
      trustProxyHops: config.TRUST_PROXY_HOPS,
      rateLimits: { store: postgresStore ?? memoryRateLimitStore(), limits: limitsFrom(config) },
    });
    return {
      app,
      close: async () => {
        clearInterval(cleanup);
        await database?.close();
      },
    };
  },
});
