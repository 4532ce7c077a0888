import { z } from 'zod';
import { SERVICES } from '@aiapp/contracts';
import { createLogger, modelFromConfig, modelSettings, openServiceDatabase, serviceMain, warmThroughHttp } from '@aiapp/kit';
import { warmListingClaims } from '@aiapp/listing-copy';
import { createApp } from './app';
import { SEO_TRACKER_MIGRATIONS } from './data-access/migrations';
import { startTaggingThread } from './domain/text/tagged-terms';
import { createStoreClients } from './store-clients';
import { ASO_WARM_UP_REQUESTS } from './warm-up-requests';

const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

serviceMain({
  name: 'seo-tracker',
  defaultPort: SERVICES['seo-tracker'].port,
  config: {
    ...modelSettings('seo-tracker'),
    DATABASE_URL: z.string().min(1, 'DATABASE_URL is required (e.g. postgres://user@127.0.0.1:5432/db)'),
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/)
      .default('seo_tracker'),
    ITUNES_BASE_URL: z.url().default('https://itunes.apple.com'),
    ITUNES_HINTS_BASE_URL: z.url().default('https://search.itunes.apple.com'),
    PLAY_BASE_URL: z.url().default('https://play.google.com'),
    ITUNES_REQUESTS_PER_MINUTE: positiveInt(600).default(20),
    PLAY_REQUESTS_PER_MINUTE: positiveInt(600).default(30),
    STORE_CONCURRENCY: positiveInt(16).default(3),
    STORE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3_600),
    STORE_TIMEOUT_MS: positiveInt(60_000).default(8_000),
    TRACKING_BUDGET_MS: positiveInt(55_000).default(45_000),
  },
  start: async (config, { logger, health }) => {
    // The stock lines' words are tagged now, not on a visitor's first ASO request; long descriptions are tagged on a thread of their own.
    warmListingClaims();
    startTaggingThread();
    const database = openServiceDatabase({
      connectionString: config.DATABASE_URL,
      schema: config.DATABASE_SCHEMA,
      migrations: SEO_TRACKER_MIGRATIONS,
      logger,
    });
    const stores = createStoreClients({
      itunesBaseUrl: config.ITUNES_BASE_URL,
      itunesHintsBaseUrl: config.ITUNES_HINTS_BASE_URL,
      playBaseUrl: config.PLAY_BASE_URL,
      itunesRequestsPerMinute: config.ITUNES_REQUESTS_PER_MINUTE,
      playRequestsPerMinute: config.PLAY_REQUESTS_PER_MINUTE,
      concurrency: config.STORE_CONCURRENCY,
      cacheTtlMs: config.STORE_CACHE_TTL_SECONDS * 1000,
      timeoutMs: config.STORE_TIMEOUT_MS,
    });
    const appDeps = {
      db: database.db,
      isSchemaReady: database.isSchemaReady,
      stores,
      trackingBudgetMs: config.TRACKING_BUDGET_MS,
    };
    // The optimizer runs through the HTTP stack on two listings before the service listens;
    // the warm-up's app has no model, so no model is asked.
    await warmThroughHttp(
      createApp({ ...appDeps, logger: createLogger('seo-tracker', 'silent'), health: { shuttingDown: false } }),
      ASO_WARM_UP_REQUESTS,
      logger,
    );
    const model = await modelFromConfig(config, logger);
    return {
      app: createApp({ ...appDeps, logger, ...(model ? { model } : {}), health }),
      close: database.close,
    };
  },
});
