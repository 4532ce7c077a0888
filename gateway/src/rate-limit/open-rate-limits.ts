import type { RateLimit, RateLimitClass } from '@aiapp/contracts';
import { openServiceDatabase, type Logger } from '@aiapp/kit';
import { coalescingRateLimitStore } from './coalescing-store';
import { GATEWAY_MIGRATIONS, postgresRateLimitStore } from './postgres-store';
import type { RateLimiterOptions } from './rate-limiter';
import { memoryRateLimitStore } from './store';

const EXPIRED_WINDOWS_CLEANUP_MS = 60_000;

/**
 * The gateway's rate-limit store: counters in Postgres shared by every replica (migrated in the
 * background, so the gateway serves before Postgres is up), expired windows deleted every
 * minute; per process when no database is configured.
 */
export function openRateLimits(options: {
  databaseUrl: string | undefined;
  schema: string;
  limits: Record<RateLimitClass, RateLimit | null>;
  logger: Logger;
}): { rateLimits: Omit<RateLimiterOptions, 'logger'>; close: () => Promise<void> } {
  const { databaseUrl, schema, limits, logger } = options;
  if (!databaseUrl) {
    logger.warn('DATABASE_URL is not set: rate limits are counted per gateway process, not across replicas');
    return { rateLimits: { store: memoryRateLimitStore(), limits }, close: async () => undefined };
  }
  const database = openServiceDatabase({ connectionString: databaseUrl, schema, migrations: GATEWAY_MIGRATIONS, logger });
  const store = postgresRateLimitStore(database.db);
  const cleanup = setInterval(() => {
    if (!database.isSchemaReady()) return;
    store.deleteExpired().catch((error: unknown) => logger.warn({ err: error }, 'expired rate-limit windows not deleted'));
  }, EXPIRED_WINDOWS_CLEANUP_MS);
  cleanup.unref();
  return {
    rateLimits: { store: coalescingRateLimitStore(store), limits },
    close: async () => {
      clearInterval(cleanup);
      await database.close();
    },
  };
}
