import { connectTo, dropSchema, provideDatabaseServer, uniqueSchema, type TestDatabaseServer } from '@aiapp/test-support';
import type { Database } from '../src';

describe('Each pool in its own schema, per connection', () => {
  let server: TestDatabaseServer;
  const databases: Database[] = [];

  beforeAll(async () => {
    server = await provideDatabaseServer();
  });
  afterAll(async () => {
    for (const db of databases) await dropSchema(db);
    await Promise.all(databases.map((db) => db.close()));
  });

  async function serviceWithNotes(note: string): Promise<Database> {
    const db = connectTo(server, uniqueSchema('kit_path'));
    databases.push(db);
    await db.query(`CREATE SCHEMA "${db.schema}"`);
    await db.query('CREATE TABLE notes (text text NOT NULL)');
    await db.query('INSERT INTO notes (text) VALUES ($1)', [note]);
    return db;
  }

  it('When two services name the same table at once on one server, then each reads its own schema, by query, statement and transaction alike', async () => {
    const [a, b] = await Promise.all([serviceWithNotes('from a'), serviceWithNotes('from b')]);
    const read = (db: Database) => [
      db.query<{ text: string }>('SELECT text FROM notes'),
      db.statement<{ text: string }>('SELECT text FROM notes'),
      db.withTransaction((tx) => tx.query<{ text: string }>('SELECT text FROM notes')),
    ];
    // Three rounds at once keep each pool within its ten connections, so no call waits out the pool's connect timeout.
    const answers = await Promise.all(Array.from({ length: 3 }, () => [...read(a), ...read(b)]).flat());
    const texts = answers.map((rows) => rows.map((row) => row.text).join());
    expect(texts).toEqual(Array.from({ length: 3 }, () => ['from a', 'from a', 'from a', 'from b', 'from b', 'from b']).flat());
  });

  it('When a service runs a single query, then no transaction wraps it (statements refused inside one run)', async () => {
    const [db] = databases as [Database];
    // CREATE INDEX CONCURRENTLY cannot run inside a transaction block.
    await expect(db.query('CREATE INDEX CONCURRENTLY notes_text ON notes (text)')).resolves.toEqual([]);
    await expect(db.withTransaction((tx) => tx.query('CREATE INDEX CONCURRENTLY notes_text_2 ON notes (text)'))).rejects.toThrow(
      /transaction block/,
    );
  });
});
