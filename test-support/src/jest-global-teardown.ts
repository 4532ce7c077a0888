import { RUN_ID_VARIABLE, sharedSchemaPattern } from './shared-schemas';

/**
 * Stops the stacks the browser files shared when they ran in this process, drops their schemas
 * (they outlive every file, and a worker's stacks die with it without dropping them), then stops
 * the server jest-global-setup started, if it started one.
 */
export default async function stopTestDatabase(): Promise<void> {
  // Set by browser-environment.ts when it ran in this process (a run in band).
  await (globalThis as { stopSharedBrowserStacks?: () => Promise<void> }).stopSharedBrowserStacks?.();
  const runId = process.env[RUN_ID_VARIABLE];
  const url = process.env.TEST_DATABASE_URL;
  if (runId && url) {
    // Loaded here: a run without a database server never needs the driver.
    const { Client } = await import('pg');
    const client = new Client({ connectionString: url });
    try {
      await client.connect();
      const { rows } = await client.query<{ name: string }>('SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE $1', [
        sharedSchemaPattern(runId),
      ]);
      for (const { name } of rows) await client.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  await (globalThis as { stopTestDatabase?: () => Promise<void> }).stopTestDatabase?.();
}
