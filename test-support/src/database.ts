import http from 'node:http';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { createDatabase, runMigrations, type Database, type Migration } from '@aiapp/kit';
import { startTcpProxy, viaPort, type TcpProxy } from './tcp-proxy';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface TestDatabaseServer {
  connectionString: string;
  kind: 'TEST_DATABASE_URL' | 'testcontainers' | 'embedded PGlite';
  stop(): Promise<void>;
}

function dockerEngineAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ socketPath: '/var/run/docker.sock', path: '/_ping', timeout: 1_000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => {
      req.destroy();
      resolve(false);
    });
  });
}

/**
 * A Postgres for tests: TEST_DATABASE_URL when set (CI points it at the machine's server),
 * else a Testcontainers Postgres when a Docker engine answers, else embedded PGlite.
 */
export async function provideDatabaseServer(): Promise<TestDatabaseServer> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { connectionString: given, kind: 'TEST_DATABASE_URL', stop: async () => undefined };
  if (await dockerEngineAnswers()) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:17-alpine').start();
    return {
      connectionString: container.getConnectionUri(),
      kind: 'testcontainers',
      stop: async () => void (await container.stop()),
    };
  }
  const embedded = await startEmbeddedPostgres();
  return { ...embedded, kind: 'embedded PGlite' };
}

export const silentLogger = pino({ level: 'silent' });

/** A schema of its own for one test file, so files never see each other's rows. */
export function uniqueSchema(prefix: string): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

export async function dropSchema(db: Database): Promise<void> {
  await db.query(`DROP SCHEMA IF EXISTS "${db.schema}" CASCADE`);
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
