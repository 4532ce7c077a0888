import { connectTo, dropSchema, provideDatabaseServer, uniqueSchema, type TestDatabaseServer } from '@aiapp/test-support';
import type { Database } from '../src';

describe('Hot statements (Database.statement)', () => {
  let server: TestDatabaseServer;
  const databases: Database[] = [];

  beforeAll(async () => {
    server = await provideDatabaseServer();
  });
  afterAll(async () => {
    const [first] = databases;
    if (first) await dropSchema(first);
    await Promise.all(databases.map((db) => db.close()));
    await server.stop();
  });

  it('When two services run the same and different statements on many connections at once, then every call answers and counts: prepared names never collide', async () => {
    const schema = uniqueSchema('kit_statements');
    const [a, b] = [connectTo(server, schema), connectTo(server, schema)] as [Database, Database];
    databases.push(a, b);
    await a.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await a.query(`CREATE TABLE counters (name text PRIMARY KEY, n integer NOT NULL)`);

    const bump = `INSERT INTO counters AS c (name, n) VALUES ($1, 1) ON CONFLICT (name) DO UPDATE SET n = c.n + 1 RETURNING n`;
    const read = `SELECT n FROM counters WHERE name = $1`;
    const calls = Array.from({ length: 80 }, (_, i) => {
      const db = i % 2 === 0 ? a : b;
      return i % 4 < 3 ? db.statement<{ n: number }>(bump, ['hits']) : db.statement<{ n: number }>(read, ['hits']);
    });
    const results = await Promise.all(calls);

    expect(results.every((rows) => rows.length <= 1)).toBe(true);
    const [final] = await a.statement<{ n: number }>(read, ['hits']);
    expect(final?.n).toBe(60);
  });
});
