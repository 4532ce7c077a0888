import path from 'node:path';
import { z } from 'zod';
import { GATEWAY_PORT, SERVICE_NAMES, SERVICES, type ServiceName } from '@aiapp/contracts';
import { serviceMain } from '@aiapp/kit';
import { createGatewayApp } from './app';
import { DEFAULT_MAX_CALLS_IN_FLIGHT_PER_CLIENT } from './api-calls';
import { DEFAULT_MODEL_BUDGET, defaultLimitText, limitsFrom, openRateLimits, parseRateLimit } from './rate-limit';

const upstreamSettings = Object.fromEntries(
  SERVICE_NAMES.map((name) => [SERVICES[name].urlEnv, z.url().default(`http://127.0.0.1:${SERVICES[name].port}`)]),
) as Record<string, z.ZodDefault<z.ZodURL>>;

/** An empty value counts as not set, so `CONTACT_EMAIL=` in a compose file means "none". */
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

serviceMain({
  name: 'gateway',
  defaultPort: GATEWAY_PORT,
  config: {
    ...upstreamSettings,
    WEB_DIST_DIR: z.string().default(path.resolve(__dirname, '../../web/dist')),
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    // Where the site is served, for canonical links and the sitemap (e.g. https://toolkit.example.com).
    PUBLIC_BASE_URL: z.preprocess(emptyAsUnset, z.url({ protocol: /^https?$/ }).optional()),
    // The operator's address shown on /contact.
    CONTACT_EMAIL: z.preprocess(emptyAsUnset, z.email().optional()),
    // Where rate-limit counters are shared by every replica; without it each process counts alone.
    DATABASE_URL: z.string().min(1).optional(),
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/)
      .default('gateway'),
    RATE_LIMIT_EMAIL_CAPTURE: z.string().default(defaultLimitText('email-capture')).transform(parseRateLimit),
    RATE_LIMIT_MESSAGE: z.string().default(defaultLimitText('message')).transform(parseRateLimit),
    RATE_LIMIT_IMAGE: z.string().default(defaultLimitText('image')).transform(parseRateLimit),
    RATE_LIMIT_MODEL: z.string().default(defaultLimitText('model')).transform(parseRateLimit),
    RATE_LIMIT_STORE_LOOKUP: z.string().default(defaultLimitText('store-lookup')).transform(parseRateLimit),
    RATE_LIMIT_PRIVACY_LINK: z.string().default(defaultLimitText('privacy-link')).transform(parseRateLimit),
    // Model calls the whole site may make per UTC day, or off; past it the built-in engine answers.
    MODEL_DAILY_BUDGET: z
      .union([z.literal('off'), z.coerce.number().int().min(1)])
      .default(DEFAULT_MODEL_BUDGET.dailyBudget ?? 'off')
      .transform((value) => (value === 'off' ? null : value)),
    MODEL_MAX_IN_FLIGHT_PER_CLIENT: z.coerce.number().int().min(1).max(100).default(DEFAULT_MODEL_BUDGET.inFlightPerClient),
    MAX_CALLS_IN_FLIGHT_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_MAX_CALLS_IN_FLIGHT_PER_CLIENT),
  },
  start: async (config, { logger, health }) => {
    const upstreams = Object.fromEntries(
      SERVICE_NAMES.map((name) => [name, (config as unknown as Record<string, string>)[SERVICES[name].urlEnv]]),
    ) as Record<ServiceName, string>;
    const site = { publicBaseUrl: config.PUBLIC_BASE_URL, contactEmail: config.CONTACT_EMAIL };
    const limits = limitsFrom(config);
    const { rateLimits, close } = openRateLimits({
      databaseUrl: config.DATABASE_URL,
      schema: config.DATABASE_SCHEMA,
      limits,
      logger,
    });
    return {
      app: createGatewayApp({
        logger,
        health,
        upstreams,
        webDist: config.WEB_DIST_DIR,
        trustProxyHops: config.TRUST_PROXY_HOPS,
        site,
        rateLimits: {
          ...rateLimits,
          model: { dailyBudget: config.MODEL_DAILY_BUDGET, inFlightPerClient: config.MODEL_MAX_IN_FLIGHT_PER_CLIENT },
        },
        maxCallsInFlightPerClient: config.MAX_CALLS_IN_FLIGHT_PER_CLIENT,
      }),
      close,
    };
  },
});
