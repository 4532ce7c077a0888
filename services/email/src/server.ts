import { z } from 'zod';
import { SERVICES } from '@aiapp/contracts';
import { openServiceDatabase, serviceMain } from '@aiapp/kit';
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
    const database = openServiceDatabase({
      connectionString: config.DATABASE_URL,
      schema: config.DATABASE_SCHEMA,
      migrations: EMAIL_MIGRATIONS,
      logger,
    });
    return {
      app: createApp({
        logger,
        db: database.db,
        health,
        isSchemaReady: database.isSchemaReady,
        statsMaxAgeMs: config.STATS_MAX_AGE_SECONDS * 1000,
      }),
      close: database.close,
    };
  },
});
