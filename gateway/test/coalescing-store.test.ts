import { runMigrations, type Database } from '@aiapp/kit';
import { connectTo, dropSchema, provideDatabaseServer, uniqueSchema, type TestDatabaseServer } from '@aiapp/test-support';
import { coalescingRateLimitStore, GATEWAY_MIGRATIONS, postgresRateLimitStore, type RateLimitStore } from '../src/rate-limit';

/** Counts the statements a store is asked for. */
function counted(store: RateLimitStore): RateLimitStore & { calls: number[] } {
  const calls: number[] = [];
  return {
    calls,
    hit: (bucket, client, windowSeconds, requests = 1) => {
      calls.push(requests);
      return store.hit(bucket, client, windowSeconds, requests);
    },
  };
}

describe('Coalescing rate-limit counts', () => {
  let server: TestDatabaseServer;
  let db: Database;

  beforeAll(async () => {
    server = await provideDatabaseServer();
    db = connectTo(server, uniqueSchema('gateway_coalesce'));
    await runMigrations(db, GATEWAY_MIGRATIONS);
  });
  afterAll(async () => {
    await dropSchema(db);
    await db.close();
    await server.stop();
  });

  it('When one client sends 60 requests at once through two replicas, then each request gets its own place 1…60 in the window while far fewer counts reach Postgres', async () => {
    const [a, b] = [counted(postgresRateLimitStore(db)), counted(postgresRateLimitStore(db))];
    const replicas = [coalescingRateLimitStore(a), coalescingRateLimitStore(b)];

    const counts = await Promise.all(
      Array.from({ length: 60 }, (_, i) => replicas[i % 2]!.hit('email-capture', '203.0.113.9', 600)),
    );

    expect(counts.map((count) => count.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(counts.every((count) => count.resetSeconds >= 1 && count.resetSeconds <= 600)).toBe(true);
    const [row] = await db.query<{ hits: number }>(`SELECT hits FROM rate_limit_windows WHERE client = '203.0.113.9'`);
    expect(row?.hits).toBe(60);
    // One count goes at once per replica; everything that arrived meanwhile goes in the next one.
    expect(a.calls.length + b.calls.length).toBeLessThanOrEqual(4);
    expect([...a.calls, ...b.calls].reduce((sum, n) => sum + n, 0)).toBe(60);
  });

  it('When different clients or buckets count at once, then none of them waits for or shares a count with another', async () => {
    const store = counted(postgresRateLimitStore(db));
    const coalescing = coalescingRateLimitStore(store);
    const counts = await Promise.all([
      coalescing.hit('image', '198.51.100.1', 600),
      coalescing.hit('image', '198.51.100.2', 600),
      coalescing.hit('model', '198.51.100.1', 600),
    ]);
    expect(counts.map((count) => count.hits)).toEqual([1, 1, 1]);
    expect(store.calls).toEqual([1, 1, 1]);
  });

  it('When a count fails, then every request waiting on it fails with it and the next request counts afresh', async () => {
    let fail = true;
    const flaky: RateLimitStore = {
      hit: async (_bucket, _client, _windowSeconds, requests = 1) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (fail) throw new Error('connect ECONNREFUSED');
        return { hits: requests, resetSeconds: 60 };
      },
    };
    const coalescing = coalescingRateLimitStore(flaky);
    const outcomes = await Promise.allSettled([1, 2, 3].map(() => coalescing.hit('image', 'c', 60)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    fail = false;
    await expect(coalescing.hit('image', 'c', 60)).resolves.toEqual({ hits: 1, resetSeconds: 60 });
  });

  it('When a count never answers, then its requests fail after the timeout and the client’s next requests are counted again', async () => {
    let hang = true;
    const store: RateLimitStore = {
      hit: (_bucket, _client, _windowSeconds, requests = 1) =>
        hang ? new Promise(() => undefined) : Promise.resolve({ hits: requests, resetSeconds: 60 }),
    };
    const coalescing = coalescingRateLimitStore(store, 50);
    const stuck = coalescing.hit('image', 'c', 60);
    const queued = coalescing.hit('image', 'c', 60);
    hang = false;
    await expect(stuck).rejects.toThrow(/took over 50 ms/);
    await expect(queued).resolves.toEqual({ hits: 1, resetSeconds: 60 });
  });
});
