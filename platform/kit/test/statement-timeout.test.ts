import { connectTo, dropSchema, provideDatabaseServer, uniqueSchema, type TestDatabaseServer } from '@aiapp/test-support';
import { AppError, DEFAULT_STATEMENT_TIMEOUT_MS, type Database } from '../src';

describe('Statement timeout on every connection', () => {
  let server: TestDatabaseServer;
  let db: Database;

  beforeAll(async () => {
    server = await provideDatabaseServer();
    db = connectTo(server, uniqueSchema('kit_timeout'));
    await db.query(`CREATE SCHEMA "${db.schema}"`);
  });
  afterAll(async () => {
    await dropSchema(db);
    await db.close();
  });

  it('When a statement runs past the timeout, then Postgres cancels it and the caller gets 503 database_unavailable', async () => {
    const [setting] = await db.query<{ statement_timeout: string }>('SHOW statement_timeout');
    expect(setting?.statement_timeout).toBe(`${DEFAULT_STATEMENT_TIMEOUT_MS / 1000}s`);

    const failure = await db.query('SELECT pg_sleep(30)').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 503, code: 'database_unavailable' });
    await expect(db.query<{ one: number }>('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
  });

  it('When a transaction asks for a longer timeout (as migrations do), then its statements get it and the next query has the default again', async () => {
    const inside = await db.withTransaction((tx) => tx.query<{ statement_timeout: string }>('SHOW statement_timeout'), {
      timeoutMs: 600_000,
    });
    const after = await db.query<{ statement_timeout: string }>('SHOW statement_timeout');

    expect(inside[0]?.statement_timeout).toBe('10min');
    expect(after[0]?.statement_timeout).toBe(`${DEFAULT_STATEMENT_TIMEOUT_MS / 1000}s`);
  });
});
