import { ErrorResponse, ROUTES, SERVICE_NAMES, type ServiceName } from '@aiapp/contracts';
import { createDatabase, runMigrations, type Database } from '@aiapp/kit';
import {
  dropSchema,
  FROZEN_TIMERS,
  listen,
  provideDatabaseServer,
  silentLogger,
  startTcpProxy,
  uniqueSchema,
  viaPort,
  type Listening,
  type TcpProxy,
  type TestDatabaseServer,
} from '@aiapp/test-support';
import { createGatewayApp } from '@aiapp/gateway';
import { createApp } from '../src/app';
import { EMAIL_MIGRATIONS } from '../src/data-access/migrations';

const WORKERS = 16;
const TOTAL = 600;
/**
 * The connection to Postgres is cut when this many captures have been answered, and restored at
 * the second. Timers are frozen in between (FROZEN_TIMERS): a refusal that waited on one (the
 * pool's connect timeout, a query timeout, a back-off, the gateway's call deadline) would never
 * come, the restore (reached by answers alone) would never happen, and the load would hang.
 */
const CUT_AT = 150;
const RESTORE_AT = 350;

interface Answer {
  email: string;
  status: number;
  retryAfter: string | null;
  body: unknown;
}

describe('Postgres stopped in the middle of a capture load', () => {
  let server: TestDatabaseServer;
  let proxy: TcpProxy;
  let db: Database;
  let direct: Database;
  let service: Listening;
  let gateway: Listening;
  const answers: Answer[] = [];

  beforeAll(async () => {
    server = await provideDatabaseServer();
    const address = new URL(server.connectionString);
    proxy = await startTcpProxy(address.hostname, Number(address.port || 5432));
    const schema = uniqueSchema('email_outage');
    // The service reaches Postgres through the proxy; the test reads the tables directly.
    db = createDatabase({ connectionString: viaPort(server.connectionString, proxy.port), schema, logger: silentLogger });
    direct = createDatabase({ connectionString: server.connectionString, schema, logger: silentLogger });
    await runMigrations(direct, EMAIL_MIGRATIONS);
    service = await listen(createApp({ logger: silentLogger, db, isSchemaReady: () => true }));
    const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, service.url])) as Record<ServiceName, string>;
    gateway = await listen(createGatewayApp({ logger: silentLogger, upstreams, webDist: '/nonexistent', trustProxyHops: 0 }));

    let sent = 0;
    const worker = async () => {
      for (let n = sent++; n < TOTAL; n = sent++) {
        const email = `visitor-${n}@example.com`;
        const res = await fetch(`${gateway.url}${ROUTES.emailCapture.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, tool_used: 'logo-maker' }),
        });
        const body: unknown = await res.json().catch(() => 'not JSON');
        answers.push({
          email,
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body,
        });
        if (answers.length === CUT_AT) {
          proxy.cut();
          jest.useFakeTimers(FROZEN_TIMERS);
        }
        if (answers.length === RESTORE_AT) {
          jest.useRealTimers();
          proxy.restore();
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
  }, 120_000);
  afterAll(async () => {
    jest.useRealTimers();
    await gateway.close();
    await service.close();
    proxy.restore();
    await db.close();
    await dropSchema(direct);
    await direct.close();
    await proxy.close();
    await server.stop();
  });

  it('Then every capture is answered 200, or 503 database_unavailable JSON with Retry-After, none waiting on a timer: never a 500, a 502/504 or a hang', () => {
    expect(answers).toHaveLength(TOTAL);
    const unexpected = answers.filter((answer) => answer.status !== 200 && answer.status !== 503);
    expect(unexpected).toEqual([]);
    const refused = answers.filter((answer) => answer.status === 503);
    // Every answer of the cut came with the timers frozen (FROZEN_TIMERS): no refusal waited on one.
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(ErrorResponse.parse(answer.body).error.code).toBe('database_unavailable');
      expect(answer.retryAfter).toBe('5');
    }
  });

  it('Then nothing is half-written: every stored capture has its subscriber and exactly one outbox event, and every 200 is stored', async () => {
    const rows = await direct.query<{ email: string; captures: string; events: string }>(
      `SELECT s.email,
              (SELECT count(*) FROM captures c WHERE c.subscriber_id = s.id) AS captures,
              (SELECT count(*) FROM outbox o WHERE o.message_key = s.id::text) AS events
       FROM subscribers s`,
    );
    const stored = new Map(rows.map((row) => [row.email, row]));
    for (const row of rows)
      expect({ email: row.email, captures: Number(row.captures) }).toEqual({ email: row.email, captures: Number(row.events) });
    expect(rows.every((row) => Number(row.captures) === 1)).toBe(true);
    const orphans = await direct.query(
      `SELECT 1 FROM captures c LEFT JOIN subscribers s ON s.id = c.subscriber_id WHERE s.id IS NULL`,
    );
    expect(orphans).toEqual([]);
    const lost = answers.filter((answer) => answer.status === 200 && !stored.has(answer.email));
    expect(lost).toEqual([]);
  });

  it('Then captures succeed again once Postgres is back, without restarting anything', () => {
    const afterRestore = answers.slice(RESTORE_AT + WORKERS);
    expect(afterRestore.length).toBeGreaterThan(200);
    expect(afterRestore.filter((answer) => answer.status !== 200)).toEqual([]);
  });
});
