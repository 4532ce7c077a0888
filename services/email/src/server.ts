import { z } from 'zod';
import { SERVICES } from '@aiapp/contracts';
import { createDatabase, retryUntilDone, runMigrations, serviceMain } from '@aiapp/kit';
import { createApp } from './app';
import { EMAIL_MIGRATIONS } from './data-access/migrations';

serviceMain({
  name: 'email',
  defaultPort: SERVICES.email.port,
  config: {
    DATABASE_URL: z.string().min(1, 'DATABASE_URL is required (e.g. postgres://user@127.0.0.1:5432/db)'),
    DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).default('email'),
    STATS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  },
  start: async (config, { logger, health }) => {
    const db = createDatabase({ connectionString: config.DATABASE_URL, schema: config.DATABASE_SCHEMA, logger });
    let schemaReady = false;
    // Start serving at once; captures answer 503 until Postgres is reachable and migrated.
    const migrating = retryUntilDone(
      async () => {
        const applied = await runMigrations(db, EMAIL_MIGRATIONS);
        schemaReady = true;
        logger.info({ applied }, 'database schema up to date');
      },
      { onRetry: (error, delayMs) => logger.warn({ err: error, delayMs }, 'migrations failed: retrying') },
    );
    return {
      app: createApp({ logger, db, health, isSchemaReady: () => schemaReady, statsMaxAgeMs: config.STATS_MAX_AGE_SECONDS * 1000 }),
      close: async () => {
        migrating.cancel();
        await db.close();
      },
    };
  },
});
