import { EmailCapturedV1, EMAIL_CAPTURED_TOPIC } from '@aiapp/contracts';
import { runMigrations, type Database } from '@aiapp/kit';
import {
  listen,
  provideMigratedDatabase,
  silentLogger,
  type Listening,
  type MigratedTestDatabase,
  type TcpProxy,
} from '@aiapp/test-support';
import { createApp } from '../src/app';
import { EMAIL_MIGRATIONS } from '../src/data-access/migrations';

describe('e-mail capture', () => {
  let database: MigratedTestDatabase;
  let proxy: TcpProxy;
  let db: Database;
  let service: Listening;
  let schemaReady = true;

  beforeAll(async () => {
    database = await provideMigratedDatabase('email', EMAIL_MIGRATIONS);
    ({ db, proxy } = database);
    service = await listen(createApp({ logger: silentLogger, db, isSchemaReady: () => schemaReady }));
  });
  afterAll(async () => {
    await service.close();
    await database.stop();
  });

  const capture = (body: unknown) =>
    fetch(`${service.url}/api/email-capture`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const count = async (table: string) => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);

  it('When an e-mail is captured, then the subscriber, the capture and its outbox event are stored', async () => {
    const res = await capture({ email: '  ada@example.com ', tool_used: 'logo-maker' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ captured: true });
    const [row] = await db.query<{ email: string; tool_used: string }>(
      `SELECT s.email, c.tool_used FROM captures c JOIN subscribers s ON s.id = c.subscriber_id WHERE s.email_normalized = 'ada@example.com'`,
    );
    expect(row).toEqual({ email: 'ada@example.com', tool_used: 'logo-maker' });
    const [event] = await db.query<{ topic: string; message_key: string; payload: unknown }>(
      `SELECT o.topic, o.message_key, o.payload FROM outbox o JOIN subscribers s ON s.id::text = o.message_key WHERE s.email_normalized = 'ada@example.com'`,
    );
    expect(event?.topic).toBe(EMAIL_CAPTURED_TOPIC);
    expect(EmailCapturedV1.parse(event?.payload)).toMatchObject({
      email: 'ada@example.com',
      tool_used: 'logo-maker',
      subscriber_id: event?.message_key,
    });
  });

  it('When the same address is given twice, then there is one subscriber, two captures, and the answers are identical', async () => {
    const first = await capture({ email: 'Grace@Example.com', tool_used: 'logo-maker' });
    const second = await capture({ email: 'grace@example.com', tool_used: 'logo-maker' });
    expect(second.status).toBe(first.status);
    expect(await second.text()).toBe(await first.text());
    const [{ subscribers, captures }] = (await db.query<{ subscribers: string; captures: string }>(
      `SELECT count(DISTINCT s.id) AS subscribers, count(c.id) AS captures
       FROM subscribers s JOIN captures c ON c.subscriber_id = s.id WHERE s.email_normalized = 'grace@example.com'`,
    )) as [{ subscribers: string; captures: string }];
    expect([Number(subscribers), Number(captures)]).toEqual([1, 2]);
  });

  it.each([
    ['no address', { tool_used: 'logo-maker' }],
    ['a blank address', { email: '   ', tool_used: 'logo-maker' }],
    ['an address without a domain', { email: 'ada@', tool_used: 'logo-maker' }],
    ['an address with spaces inside', { email: 'ada lovelace@example.com', tool_used: 'logo-maker' }],
    ['an address over 254 characters', { email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com`, tool_used: 'logo-maker' }],
    ['a number for the address', { email: 42, tool_used: 'logo-maker' }],
    ['an unknown tool', { email: 'ada@example.com', tool_used: 'crypto-miner' }],
    ['no tool', { email: 'ada@example.com' }],
  ])('When the body has %s, then 400 with the zod details and nothing stored', async (_case, body) => {
    const before = await count('captures');
    const res = await capture(body);
    expect(res.status).toBe(400);
    const error = (await res.json()).error;
    expect(error.code).toBe('validation_failed');
    expect(Array.isArray(error.details)).toBe(true);
    expect(await count('captures')).toBe(before);
  });

  it('When Postgres is down, then 503 JSON quickly, nothing half-written, and recovery needs no restart', async () => {
    const before = { subscribers: await count('subscribers'), captures: await count('captures'), outbox: await count('outbox') };
    proxy.cut();
    const started = Date.now();
    const res = await capture({ email: 'down@example.com', tool_used: 'logo-maker' });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect((await res.json()).error.code).toBe('database_unavailable');
    expect(Date.now() - started).toBeLessThan(5_000);

    proxy.restore();
    expect({ subscribers: await count('subscribers'), captures: await count('captures'), outbox: await count('outbox') }).toEqual(
      before,
    );
    const again = await capture({ email: 'down@example.com', tool_used: 'logo-maker' });
    expect(again.status).toBe(200);
    expect(await count('outbox')).toBe(before.outbox + 1);
  });

  it('When migrations have not run yet, then captures answer 503 and the service is not ready', async () => {
    schemaReady = false;
    try {
      expect((await capture({ email: 'early@example.com', tool_used: 'logo-maker' })).status).toBe(503);
      expect((await fetch(`${service.url}/readyz`)).status).toBe(503);
    } finally {
      schemaReady = true;
    }
  });

  it('When migrations run again, then nothing is applied twice', async () => {
    expect(await runMigrations(db, EMAIL_MIGRATIONS)).toEqual([]);
  });
});
