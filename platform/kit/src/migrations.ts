import type { Database } from './database';

export interface Migration {
  id: string;
  sql: string;
}

/**
 * Applies the service's migrations in order, once each, inside one transaction per
 * migration. An advisory lock keeps two replicas starting together from racing.
 */
/** A migration may build an index or wait for another replica's lock: far longer than a request's statement. */
const MIGRATION_TIMEOUT_MS = 10 * 60_000;

export async function runMigrations(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  return db.withTransaction(
    async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`migrations:${db.schema}`]);
      await tx.query(`CREATE SCHEMA IF NOT EXISTS "${db.schema}"`);
      await tx.query(
        `CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
      );
      const done = new Set((await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => row.id));
      const applied: string[] = [];
      for (const migration of migrations) {
        if (done.has(migration.id)) continue;
        await tx.query(migration.sql);
        await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
        applied.push(migration.id);
      }
      return applied;
    },
    { timeoutMs: MIGRATION_TIMEOUT_MS },
  );
}
