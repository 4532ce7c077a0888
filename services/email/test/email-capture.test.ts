import { randomUUID } from 'node:crypto';
import { EmailCapturedV1, EMAIL_CAPTURED_TOPIC } from '@aiapp/contracts';
import { runMigrations, type Database } from '@aiapp/kit';
import {
  FROZEN_TIMERS,
  listen,
  provideMigratedDatabase,
  silentLogger,
  type Listening,
  type MigratedTestDatabase,
  type TcpProxy,
} from '@aiapp/test-support';
import { createApp } from '../src/app';
import { storeCaptures, type NewCapture } from '../src/data-access/capture-repository';
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

  it('When 120 captures arrive at once, some repeating an address in another case, then each is stored once with its own valid event, one subscriber per address, events in arrival order per subscriber', async () => {
    const addresses = Array.from({ length: 40 }, (_, i) => `crowd${i}@example.com`);
    const bodies = Array.from({ length: 120 }, (_, i) => ({
      email: i % 3 === 0 ? addresses[i % 40]!.toUpperCase() : addresses[i % 40]!,
      tool_used: i % 2 === 0 ? 'logo-maker' : 'icon-generator-pro',
    }));
    const statuses = await Promise.all(bodies.map(async (body) => (await capture(body)).status));
    expect(statuses.every((status) => status === 200)).toBe(true);

    const subscribers = await db.query<{ id: string; email_normalized: string; first_captured_at: Date; last_captured_at: Date }>(
      `SELECT id, email_normalized, first_captured_at, last_captured_at FROM subscribers WHERE email_normalized LIKE 'crowd%'`,
    );
    expect(subscribers).toHaveLength(40);
    expect(subscribers.every((row) => row.first_captured_at <= row.last_captured_at)).toBe(true);
    const [captured] = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM captures c JOIN subscribers s ON s.id = c.subscriber_id WHERE s.email_normalized LIKE 'crowd%'`,
    );
    expect(Number(captured?.n)).toBe(120);
    const events = await db.query<{ id: string; message_key: string; payload: unknown }>(
      `SELECT o.id, o.message_key, o.payload FROM outbox o JOIN subscribers s ON s.id::text = o.message_key WHERE s.email_normalized LIKE 'crowd%' ORDER BY o.id`,
    );
    expect(events).toHaveLength(120);
    const owners = new Map(subscribers.map((row) => [row.id, row.email_normalized]));
    for (const event of events) {
      const payload = EmailCapturedV1.parse(event.payload);
      expect(payload.subscriber_id).toBe(event.message_key);
      expect(payload.email.toLowerCase()).toBe(owners.get(event.message_key));
    }
    expect(new Set(events.map((event) => EmailCapturedV1.parse(event.payload).event_id)).size).toBe(120);
    // Per subscriber, outbox order follows the order in which its captures happened.
    for (const id of owners.keys()) {
      const times = events
        .filter((event) => event.message_key === id)
        .map((event) => EmailCapturedV1.parse(event.payload).occurred_at);
      expect(times).toEqual([...times].sort());
    }
  });

  it('When one batch holds the same address twice, then it stores one subscriber (first spelling, earliest and latest times) with two captures and two events in order', async () => {
    const at = (second: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, second));
    const make = (email: string, second: number): NewCapture => ({
      subscriberId: randomUUID(),
      email,
      emailNormalized: email.toLowerCase(),
      toolUsed: 'logo-maker',
      capturedAt: at(second),
      requestId: undefined,
      eventPayload: {
        event_id: randomUUID(),
        type: 'email.captured',
        version: 1,
        occurred_at: at(second).toISOString(),
        email,
        tool_used: 'logo-maker',
      },
    });
    const batch = [make('Twice@Example.com', 1), make('once@example.com', 2), make('twice@example.com', 3)];
    const owners = await storeCaptures(db, batch, EMAIL_CAPTURED_TOPIC);

    expect(owners[0]).toBe(owners[2]);
    expect(owners[1]).not.toBe(owners[0]);
    const [subscriber] = await db.query<{ email: string; first_captured_at: Date; last_captured_at: Date }>(
      `SELECT email, first_captured_at, last_captured_at FROM subscribers WHERE email_normalized = 'twice@example.com'`,
    );
    expect(subscriber).toEqual({ email: 'Twice@Example.com', first_captured_at: at(1), last_captured_at: at(3) });
    const events = await db.query<{ event_id: string }>(`SELECT event_id FROM outbox WHERE message_key = $1 ORDER BY id`, [
      owners[0],
    ]);
    expect(events.map((event) => event.event_id)).toEqual([batch[0]!.eventPayload.event_id, batch[2]!.eventPayload.event_id]);
  });

  it('When Postgres is down, then 503 JSON quickly, nothing half-written, and recovery needs no restart', async () => {
    const before = { subscribers: await count('subscribers'), captures: await count('captures'), outbox: await count('outbox') };
    proxy.cut();
    // "Quickly" without a clock: the answer may not wait on any timer (the pool's connection timeout,
    // a query timeout, a back-off). With timers frozen, an answer that needed one never comes and
    // the test fails at jest's timeout; the refused connection itself answers at once.
    jest.useFakeTimers(FROZEN_TIMERS);
    let res: Response;
    try {
      res = await capture({ email: 'down@example.com', tool_used: 'logo-maker' });
    } finally {
      jest.useRealTimers();
    }
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect((await res.json()).error.code).toBe('database_unavailable');

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
