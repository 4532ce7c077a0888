import type { Logger } from 'pino';
import { createDatabase, databaseUnavailable, type Database } from './database';
import type { ReadinessCheck } from './health';
import { runMigrations, type Migration } from './migrations';
import { retryUntilDone } from './retry';

export interface ServiceDatabase {
  db: Database;
  isSchemaReady: () => boolean;
  /** Runs `work` once the schema is in place (at once if it already is), e.g. background work that needs it. */
  whenMigrated: (work: () => void) => void;
  close: () => Promise<void>;
}

/**
 * A service's own schema, migrated in the background with retries: the service starts serving
 * at once, and a Postgres that comes up later needs no restart.
 */
export function openServiceDatabase(options: {
  connectionString: string;
  schema: string;
  migrations: readonly Migration[];
  logger: Logger;
}): ServiceDatabase {
  const { logger } = options;
  const db = createDatabase({ connectionString: options.connectionString, schema: options.schema, logger });
  let schemaReady = false;
  const waiting: (() => void)[] = [];
  const migrating = retryUntilDone(
    async () => {
      const applied = await runMigrations(db, options.migrations);
      schemaReady = true;
      logger.info({ applied }, 'database schema up to date');
      for (const work of waiting.splice(0)) work();
    },
    { onRetry: (error, delayMs) => logger.warn({ err: error, delayMs }, 'migrations failed: retrying') },
  );
  return {
    db,
    isSchemaReady: () => schemaReady,
    whenMigrated: (work) => {
      if (schemaReady) work();
      else waiting.push(work);
    },
    close: async () => {
      migrating.cancel();
      await db.close();
    },
  };
}

/** Throws the 503 a visitor sees while the schema is not in place yet. */
export function requireSchema(isSchemaReady: () => boolean): void {
  if (!isSchemaReady()) {
    throw databaseUnavailable();
  }
}

/** Ready once migrations have run and Postgres answers. */
export function databaseReadiness(db: Database, isSchemaReady: () => boolean): ReadinessCheck {
  return {
    name: 'database',
    check: async () => {
      if (!isSchemaReady()) throw new Error('migrations have not run yet');
      await db.ping();
    },
  };
}
