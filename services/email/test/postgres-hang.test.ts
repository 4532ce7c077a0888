import { ErrorResponse, ROUTES, SERVICE_NAMES, type ServiceName } from '@aiapp/contracts';
import { createDatabase, runMigrations, type Database } from '@aiapp/kit';
import {
  dropSchema,
  listen,
  provideDatabaseServer,
  silentLogger,
  startTcpProxy,
  uniqueSchema,
  viaPort,
  waitFor,
  type Listening,
  type TcpProxy,
  type TestDatabaseServer,
} from '@aiapp/test-support';
import { createGatewayApp } from '@aiapp/gateway';
import { createApp } from '../src/app';
import { EMAIL_MIGRATIONS } from '../src/data-access/migrations';

/**
 * Beside the reset of postgres-outage-under-load.test.ts: here Postgres hangs. The relay in front
 * of it keeps every connection open and accepts new ones but forwards nothing, as a stuck server
 * or a network that drops packets would, so only timeouts can end a capture.
 */
describe('Postgres hangs while visitors give their address', () => {
  let server: TestDatabaseServer;
  let proxy: TcpProxy;
  let db: Database;
  let direct: Database;
  let service: Listening;
  let gateway: Listening;
  let sent = 0;

  const capture = async () => {
    const res = await fetch(`${gateway.url}${ROUTES.emailCapture.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `hung-${(sent += 1)}@example.com`, tool_used: 'logo-maker' }),
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as unknown };
  };

  beforeAll(async () => {
    server = await provideDatabaseServer();
    const address = new URL(server.connectionString);
    proxy = await startTcpProxy(address.hostname, Number(address.port || 5432));
    const schema = uniqueSchema('email_hang');
    db = createDatabase({ connectionString: viaPort(server.connectionString, proxy.port), schema, logger: silentLogger });
    direct = createDatabase({ connectionString: server.connectionString, schema, logger: silentLogger });
    await runMigrations(direct, EMAIL_MIGRATIONS);
    service = await listen(createApp({ logger: silentLogger, db, isSchemaReady: () => true }));
    const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, service.url])) as Record<ServiceName, string>;
    gateway = await listen(createGatewayApp({ logger: silentLogger, upstreams, webDist: '/nonexistent', trustProxyHops: 0 }));
  });
  afterAll(async () => {
    await gateway.close();
    await service.close();
    proxy.restore();
    await db.close();
    await dropSchema(direct);
    await direct.close();
    await proxy.close();
    await server.stop();
  });

  it('Then 25 captures at once, on open connections and new ones, are each answered 503 database_unavailable with Retry-After, none 504, and captures work again once it answers', async () => {
    // Open pooled connections first, so some captures hang on a connection that was fine a moment ago.
    expect((await Promise.all([capture(), capture(), capture()])).map((answer) => answer.status)).toEqual([200, 200, 200]);
    proxy.hang();

    const answers = await Promise.all(Array.from({ length: 25 }, capture));

    expect(answers.map((answer) => answer.status)).toEqual(Array(25).fill(503));
    for (const answer of answers) {
      expect(ErrorResponse.parse(answer.body).error.code).toBe('database_unavailable');
      expect(answer.retryAfter).toBe('5');
    }

    proxy.restore();
    // The connections that hung were discarded; new ones work at once.
    await waitFor(async () => (await capture()).status === 200, 'a capture after Postgres answers again');
    expect((await Promise.all([capture(), capture(), capture()])).map((answer) => answer.status)).toEqual([200, 200, 200]);
  });
});
