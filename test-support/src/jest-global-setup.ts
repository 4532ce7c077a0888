import { randomBytes } from 'node:crypto';
import { startEmbeddedPostgres } from './embedded-postgres';
import { RUN_ID_VARIABLE } from './shared-schemas';

/**
 * One PostgreSQL server for the whole jest run (each test file takes a schema of its own):
 * TEST_DATABASE_URL when set (CI points it at the machine's server); a Testcontainers Postgres
 * when TEST_DATABASE=testcontainers asks for one and it starts; else embedded PostgreSQL. The URL
 * reaches the test workers through TEST_DATABASE_URL, which they inherit.
 */
export default async function startTestDatabase(): Promise<void> {
  // Names the schemas of the stacks the browser files share (shared-schemas.ts); workers inherit it.
  process.env[RUN_ID_VARIABLE] = randomBytes(4).toString('hex');
  if (process.env.TEST_DATABASE_URL) {
    process.env.TEST_DATABASE_KIND ??= 'TEST_DATABASE_URL';
    return;
  }
  if (process.env.TEST_DATABASE === 'testcontainers') {
    try {
      const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
      const container = await new PostgreSqlContainer(process.env.TEST_DATABASE_IMAGE ?? 'postgres:17-alpine').start();
      useServer(container.getConnectionUri(), 'testcontainers', async () => void (await container.stop()));
      return;
    } catch (error) {
      // Asked for, but a Docker engine that cannot pull (or none at all) must not fail the run.
      process.stderr.write(`\nTestcontainers Postgres did not start (${String(error)}); using embedded PostgreSQL.\n`);
    }
  }
  const embedded = await startEmbeddedPostgres();
  useServer(embedded.connectionString, 'embedded PostgreSQL', embedded.stop);
}

export type TestDatabaseKind = 'TEST_DATABASE_URL' | 'testcontainers' | 'embedded PostgreSQL';

function useServer(url: string, kind: TestDatabaseKind, stop: () => Promise<void>): void {
  process.env.TEST_DATABASE_URL = url;
  process.env.TEST_DATABASE_KIND = kind;
  (globalThis as { stopTestDatabase?: () => Promise<void> }).stopTestDatabase = stop;
}
