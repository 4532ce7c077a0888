import { z } from 'zod';
import { SERVICES } from '@aiapp/contracts';
import { createDatabase, retryUntilDone, runMigrations, serviceMain } from '@aiapp/kit';
import { createApp } from './app';
import { SEO_TRACKER_MIGRATIONS } from './data-access/migrations';
import { createStoreClients } from './store-clients';

const count = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

serviceMain({
  name: 'seo-tracker',
  defaultPort: SERVICES['seo-tracker'].port,
  config: {
    DATABASE_URL: z.string().min(1, 'DATABASE_URL is required (e.g. postgres://user@127.0.0.1:5432/db)'),
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/)
      .default('seo_tracker'),
    ITUNES_BASE_URL: z.url().default('https://itunes.apple.com'),
    ITUNES_HINTS_BASE_URL: z.url().default('https://search.itunes.apple.com'),
    PLAY_BASE_URL: z.url().default('https://play.google.com'),
    ITUNES_REQUESTS_PER_MINUTE: count(20, 600),
    PLAY_REQUESTS_PER_MINUTE: count(30, 600),
    STORE_CONCURRENCY: count(3, 16),
    STORE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3_600),
    STORE_TIMEOUT_MS: count(8_000, 60_000),
    TRACKING_BUDGET_MS: count(45_000, 55_000),
  },
  start: async (config, { logger, health }) => {
    const db = createDatabase({ connectionString: config.DATABASE_URL, schema: config.DATABASE_SCHEMA, logger });
    let schemaReady = false;
    // Start serving at once; tracking answers 503 until Postgres is reachable and migrated.
    const migrating = retryUntilDone(
      async () => {
        const applied = await runMigrations(db, SEO_TRACKER_MIGRATIONS);
        schemaReady = true;
        logger.info({ applied }, 'database schema up to date');
      },
      { onRetry: (error, delayMs) => logger.warn({ err: error, delayMs }, 'migrations failed: retrying') },
    );
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
    return {
      app: createApp({
        logger,
        db,
        health,
        isSchemaReady: () => schemaReady,
        stores,
        trackingBudgetMs: config.TRACKING_BUDGET_MS,
      }),
      close: async () => {
        migrating.cancel();
        await db.close();
      },
    };
  },
});
