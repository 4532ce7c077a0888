import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { createDatabase, runMigrations, type Database, type Migration } from '@aiapp/kit';
import { startTcpProxy, viaPort, type TcpProxy } from './tcp-proxy';
import type { TestDatabaseKind } from './jest-global-setup';

export interface TestDatabaseServer {
  connectionString: string;
  kind: TestDatabaseKind;
  /** The server outlives every file (jest-global-teardown stops it): nothing to do per file. */
  stop(): Promise<void>;
}

/** The run's one Postgres, which jest-global-setup started or found in TEST_DATABASE_URL. */
export async function provideDatabaseServer(): Promise<TestDatabaseServer> {
  const connectionString = process.env.TEST_DATABASE_URL;
  if (!connectionString) {
    throw new Error('No test database: run the tests with jest (its globalSetup starts one) or set TEST_DATABASE_URL.');
  }
  const kind = (process.env.TEST_DATABASE_KIND ?? 'TEST_DATABASE_URL') as TestDatabaseKind;
  return { connectionString, kind, stop: async () => undefined };
}

export const silentLogger = pino({ level: 'silent' });

/** A schema of its own for one test file, so files never see each other's rows. */
export function uniqueSchema(prefix: string): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

/** Dropping many tables takes long on a busy machine: past the pool's statement timeout, which guards requests. */
const DROP_SCHEMA_TIMEOUT_MS = 60_000;

export async function dropSchema(db: Database): Promise<void> {
  await db.withTransaction((tx) => tx.query(`DROP SCHEMA IF EXISTS "${db.schema}" CASCADE`), {
    timeoutMs: DROP_SCHEMA_TIMEOUT_MS,
  });
}

export function connectTo(server: TestDatabaseServer, schema: string): Database {
  return createDatabase({ connectionString: server.connectionString, schema, logger: silentLogger });
}

export interface MigratedTestDatabase {
  db: Database;
  /** Sits between the pool and Postgres: `cut()` takes the database "down", `restore()` brings it back. */
  proxy: TcpProxy;
  /** Drops the schema and closes everything. */
  stop(): Promise<void>;
}

/** A freshly migrated schema of its own for one test file, reached through a switchable TCP proxy. */
export async function provideMigratedDatabase(prefix: string, migrations: readonly Migration[]): Promise<MigratedTestDatabase> {
  const server = await provideDatabaseServer();
  const direct = new URL(server.connectionString);
  const proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
  const db = createDatabase({
    connectionString: viaPort(server.connectionString, proxy.port),
    schema: uniqueSchema(prefix),
    logger: silentLogger,
  });
  await runMigrations(db, migrations);
  return {
    db,
    proxy,
    stop: async () => {
      proxy.restore();
      await dropSchema(db);
      await db.close();
      await proxy.close();
      await server.stop();
    },
  };
}
