import { ContactReceivedV1, EMAIL_CAPTURED_TOPIC, EMAIL_ERASED_TOPIC, EmailErasedV1 } from '@aiapp/contracts';
import type { Database } from '@aiapp/kit';
import { listen, provideMigratedDatabase, silentLogger, type Listening, type MigratedTestDatabase } from '@aiapp/test-support';
import { createApp } from '../src/app';
import { EMAIL_MIGRATIONS } from '../src/data-access/migrations';
import { signLinkToken } from '../src/domain/link-tokens';
import { applyRetention } from '../src/domain/retention';

const LINK_SECRET = Buffer.from('erasure-test-secret-erasure-test-secret');
const NOTHING_ELSE = {
  erasedUnconfirmed: 0,
  deletedLinks: 0,
  deletedFailedMails: 0,
  deletedOutboxRows: 0,
  droppedUnpublishedEvents: 0,
};

const DAY_MS = 86_400_000;

describe('e-mail erasure and retention', () => {
  let database: MigratedTestDatabase;
  let db: Database;
  let service: Listening;

  beforeAll(async () => {
    database = await provideMigratedDatabase('email', EMAIL_MIGRATIONS);
    ({ db } = database);
    service = await listen(
      createApp({ logger: silentLogger, db, isSchemaReady: () => true, linkSecret: LINK_SECRET, linkRequestAnswerMs: 0 }),
    );
  });
  afterAll(async () => {
    await service.close();
    await database.stop();
  });

  const post = (path: string, body: unknown) =>
    fetch(`${service.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  /**
   * Asks for an erasure link and follows it, as the address's owner would (the mail itself is
   * read from MailDev in consent-links.test.ts; here the link is signed from its stored row).
   */
  async function eraseViaLink(address: string): Promise<Response> {
    const requested = await post('/api/email-erasure', { email: address });
    expect({ status: requested.status, body: await requested.json() }).toEqual({ status: 200, body: { requested: true } });
    const [link] = await db.query<{ id: string; expires_at: Date }>(
      `SELECT id, expires_at FROM link_tokens WHERE email_normalized = $1 AND purpose = 'erasure' ORDER BY created_at DESC LIMIT 1`,
      [address.trim().toLowerCase()],
    );
    expect(link).toBeDefined();
    const token = signLinkToken(LINK_SECRET, { id: link!.id, purpose: 'erasure', expiresAt: link!.expires_at });
    return post('/api/email-erasure/confirm', { token });
  }

  /** Every row of every table of the service's schema that holds `needle` anywhere, as text, in any case. */
  async function rowsMentioning(needle: string): Promise<string[]> {
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'`,
      [db.schema],
    );
    expect(tables.map((table) => table.table_name)).toEqual(
      expect.arrayContaining(['subscribers', 'captures', 'outbox', 'contact_messages', 'link_tokens', 'mail_jobs']),
    );
    const found: string[] = [];
    for (const { table_name: table } of tables) {
      const rows = await db.query<{ row: string }>(
        `SELECT t::text AS row FROM "${db.schema}"."${table}" t WHERE strpos(lower(t::text), lower($1)) > 0`,
        [needle],
      );
      found.push(...rows.map((row) => `${table}: ${row.row}`));
    }
    return found;
  }

  const erasedEvents = async () =>
    (
      await db.query<{ payload: unknown; message_key: string }>(
        `SELECT payload, message_key FROM outbox WHERE topic = $1 ORDER BY id`,
        [EMAIL_ERASED_TOPIC],
      )
    ).map((row) => ({ key: row.message_key, event: EmailErasedV1.parse(row.payload) }));

  const capturesPerTool = async () =>
    Object.fromEntries(
      (await db.query<{ tool_used: string; n: string }>(`SELECT tool_used, count(*) AS n FROM captures GROUP BY tool_used`)).map(
        (row) => [row.tool_used, Number(row.n)],
      ),
    );

  it('When a known address is erased, then nothing of it remains in any table, the counter keeps its captures, and the erasure event is in the outbox', async () => {
    const address = 'Erase.Me@Example.com';
    expect((await post('/api/email-capture', { email: address, tool_used: 'logo-maker' })).status).toBe(200);
    expect((await post('/api/email-capture', { email: ` ${address.toUpperCase()} `, tool_used: 'review-preview' })).status).toBe(
      200,
    );
    expect((await post('/api/contact', { name: 'Erin', email: address, message: 'Hello from me' })).status).toBe(200);
    expect(await rowsMentioning(address)).not.toEqual([]);
    const [subscriber] = await db.query<{ id: string }>(
      `SELECT id FROM subscribers WHERE email_normalized = 'erase.me@example.com'`,
    );
    const [contact] = await db.query<{ id: string }>(
      `SELECT id FROM contact_messages WHERE email_normalized = 'erase.me@example.com'`,
    );
    const countsBefore = await capturesPerTool();

    const res = await eraseViaLink('  erase.me@EXAMPLE.com ');

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ erased: true });
    expect(await rowsMentioning(address)).toEqual([]);
    expect(await rowsMentioning('erase.me@example.com')).toEqual([]);
    expect(await rowsMentioning('Erin')).toEqual([]);
    expect(await rowsMentioning('Hello from me')).toEqual([]);
    expect(await capturesPerTool()).toEqual(countsBefore);
    const events = await erasedEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual({
      key: subscriber?.id,
      event: expect.objectContaining({ reason: 'request', subscriber_id: subscriber?.id, contact_message_ids: [contact?.id] }),
    });
    // The erased subscriber's capture events left with it: consumers learn of the erasure, not of the address.
    expect(
      await db.query(`SELECT 1 FROM outbox WHERE message_key = ANY($1::text[]) AND topic <> $2`, [
        [subscriber?.id, contact?.id],
        EMAIL_ERASED_TOPIC,
      ]),
    ).toEqual([]);
  });

  it('When an unknown address is erased by its link, then the answers are exactly the ones a known address gets and nothing else changes', async () => {
    await post('/api/email-capture', { email: 'known@example.com', tool_used: 'logo-maker' });
    const known = await eraseViaLink('known@example.com');
    const outboxBefore = await db.query(`SELECT id FROM outbox ORDER BY id`);

    const unknown = await eraseViaLink('never-seen@example.com');

    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
    expect(await db.query(`SELECT id FROM outbox ORDER BY id`)).toEqual(outboxBefore);
    expect(await rowsMentioning('never-seen@example.com')).toEqual([]);
  });

  it('When an erased address unlocks a result again, then it is a new subscriber with a new id', async () => {
    await post('/api/email-capture', { email: 'again@example.com', tool_used: 'logo-maker' });
    const [first] = await db.query<{ id: string }>(`SELECT id FROM subscribers WHERE email_normalized = 'again@example.com'`);
    expect((await eraseViaLink('again@example.com')).status).toBe(200);
    await post('/api/email-capture', { email: 'again@example.com', tool_used: 'logo-maker' });
    const [second] = await db.query<{ id: string }>(`SELECT id FROM subscribers WHERE email_normalized = 'again@example.com'`);
    expect(second?.id).toBeDefined();
    expect(second?.id).not.toBe(first?.id);
  });

  it.each([
    ['no address', {}],
    ['a malformed address', { email: 'not-an-address' }],
    ['a number', { email: 7 }],
  ])('When the erasure body has %s, then 400 JSON', async (_case, body) => {
    const res = await post('/api/email-erasure', body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('validation_failed');
  });

  it('When captures and messages outlive the retention, then they are anonymised or erased with an event, and newer ones stay', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 400 * DAY_MS);
    await post('/api/email-capture', { email: 'old-only@example.com', tool_used: 'blog' });
    await post('/api/email-capture', { email: 'still-active@example.com', tool_used: 'blog' });
    await post('/api/email-capture', { email: 'still-active@example.com', tool_used: 'blog' });
    await post('/api/contact', { name: 'Olga', email: 'old-writer@example.com', message: 'An old note' });
    // Age the rows as if they were written 400 days ago (one capture of the active subscriber stays recent).
    await db.query(
      `UPDATE captures SET captured_at = $1 WHERE subscriber_id = (SELECT id FROM subscribers WHERE email_normalized = 'old-only@example.com')`,
      [old],
    );
    await db.query(
      `UPDATE subscribers SET first_captured_at = $1, last_captured_at = $1 WHERE email_normalized = 'old-only@example.com'`,
      [old],
    );
    await db.query(
      `UPDATE captures SET captured_at = $1 WHERE id = (SELECT min(c.id) FROM captures c JOIN subscribers s ON s.id = c.subscriber_id WHERE s.email_normalized = 'still-active@example.com')`,
      [old],
    );
    await db.query(`UPDATE contact_messages SET received_at = $1 WHERE email_normalized = 'old-writer@example.com'`, [old]);
    const erasedBefore = (await erasedEvents()).length;
    const countsBefore = await capturesPerTool();

    const outcome = await applyRetention(db, { retentionMs: 365 * DAY_MS, now });

    expect(outcome).toEqual({ anonymisedCaptures: 2, erasedSubscribers: 1, deletedContactMessages: 1, ...NOTHING_ELSE });
    expect(await rowsMentioning('old-only@example.com')).toEqual([]);
    expect(await rowsMentioning('old-writer@example.com')).toEqual([]);
    expect(await rowsMentioning('An old note')).toEqual([]);
    const [active] = await db.query<{ captures: string }>(
      `SELECT count(c.id) AS captures FROM subscribers s JOIN captures c ON c.subscriber_id = s.id WHERE s.email_normalized = 'still-active@example.com'`,
    );
    expect(Number(active?.captures)).toBe(1);
    expect(await capturesPerTool()).toEqual(countsBefore);
    const retentionEvents = (await erasedEvents()).slice(erasedBefore).map(({ event }) => event);
    expect(retentionEvents).toHaveLength(2);
    expect(retentionEvents.every((event) => event.reason === 'retention')).toBe(true);
    expect(await applyRetention(db, { retentionMs: 365 * DAY_MS, now })).toEqual({
      anonymisedCaptures: 0,
      erasedSubscribers: 0,
      deletedContactMessages: 0,
      ...NOTHING_ELSE,
    });
  });
});

describe('outbox ageing without a relay', () => {
  let database: MigratedTestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await provideMigratedDatabase('email', EMAIL_MIGRATIONS);
    ({ db } = database);
  });
  afterAll(() => database.stop());

  it('When no relay runs, then the retention job deletes published rows past their retention and any row past the maximum age, and keeps the rest', async () => {
    const now = new Date();
    const event = (id: number, createdDaysAgo: number, publishedDaysAgo: number | null) =>
      db.query(
        `INSERT INTO outbox (event_id, topic, message_key, payload, created_at, published_at)
         VALUES (gen_random_uuid(), 'email.captured.v1', $1, '{}', $2, $3)`,
        [
          `key-${id}`,
          new Date(now.getTime() - createdDaysAgo * DAY_MS),
          publishedDaysAgo === null ? null : new Date(now.getTime() - publishedDaysAgo * DAY_MS),
        ],
      );
    await event(1, 10, 8); // published 8 days ago: past the 7-day retention
    await event(2, 3, 2); // published 2 days ago: stays
    await event(3, 31, null); // never published, 31 days old: past the 30-day maximum
    await event(4, 29, null); // never published, 29 days old: stays, waiting for Kafka

    const outcome = await applyRetention(db, {
      retentionMs: 365 * DAY_MS,
      outbox: { publishedMs: 7 * DAY_MS, maxAgeMs: 30 * DAY_MS },
      now,
    });

    expect(outcome).toMatchObject({ deletedOutboxRows: 2, droppedUnpublishedEvents: 1 });
    expect(
      (await db.query<{ message_key: string }>(`SELECT message_key FROM outbox ORDER BY message_key`)).map((r) => r.message_key),
    ).toEqual(['key-2', 'key-4']);
  });
});

describe('contact messages', () => {
  let database: MigratedTestDatabase;
  let db: Database;
  let service: Listening;

  beforeAll(async () => {
    database = await provideMigratedDatabase('email', EMAIL_MIGRATIONS);
    ({ db } = database);
    service = await listen(createApp({ logger: silentLogger, db, isSchemaReady: () => true }));
  });
  afterAll(async () => {
    await service.close();
    await database.stop();
  });

  const send = (body: unknown) =>
    fetch(`${service.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('When a visitor sends a message, then it is stored as sent with its contact.received event in the outbox', async () => {
    const hostile = `<script>alert(1)</script> "quotes" & <img src=x onerror=alert(2)>`;
    const res = await send({ name: '  Ada  ', email: 'Ada@Example.com', message: hostile });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    const [row] = await db.query<{ id: string; name: string; email: string; email_normalized: string; message: string }>(
      `SELECT id, name, email, email_normalized, message FROM contact_messages`,
    );
    expect(row).toMatchObject({ name: 'Ada', email: 'Ada@Example.com', email_normalized: 'ada@example.com', message: hostile });
    const events = await db.query<{ topic: string; message_key: string; payload: unknown }>(
      `SELECT topic, message_key, payload FROM outbox`,
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.topic).toBe('contact.received.v1');
    expect(events[0]?.message_key).toBe(row?.id);
    expect(ContactReceivedV1.parse(events[0]?.payload)).toMatchObject({
      contact_message_id: row?.id,
      name: 'Ada',
      email: 'Ada@Example.com',
      message: hostile,
    });
    expect(await db.query(`SELECT 1 FROM outbox WHERE topic = $1`, [EMAIL_CAPTURED_TOPIC])).toEqual([]);
  });

  it.each([
    ['no name', { email: 'a@example.com', message: 'hi' }],
    ['a blank name', { name: '   ', email: 'a@example.com', message: 'hi' }],
    ['a malformed address', { name: 'A', email: 'a@', message: 'hi' }],
    ['a blank message', { name: 'A', email: 'a@example.com', message: ' \n ' }],
    ['a message over 5000 characters', { name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) }],
    ['a name over 100 characters', { name: 'n'.repeat(101), email: 'a@example.com', message: 'hi' }],
    ['an array for the message', { name: 'A', email: 'a@example.com', message: ['hi'] }],
  ])('When the message has %s, then 400 JSON naming the field and nothing stored', async (_case, body) => {
    const before = await db.query(`SELECT id FROM contact_messages`);
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const { error } = await res.json();
    expect(error.code).toBe('validation_failed');
    expect(error.details.length).toBeGreaterThan(0);
    expect(await db.query(`SELECT id FROM contact_messages`)).toEqual(before);
  });
});
