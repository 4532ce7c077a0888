import { EVENT_HEADERS, EMAIL_CAPTURED_TOPIC, EmailCapturedV1 } from '@aiapp/contracts';
import { createDatabase, runMigrations, type Database } from '@aiapp/kit';
import {
  connectTo,
  dropSchema,
  listen,
  provideDatabaseServer,
  silentLogger,
  startTcpProxy,
  uniqueSchema,
  viaPort,
  waitFor,
  type TestDatabaseServer,
} from '@aiapp/test-support';
import { createApp } from '../src/app';
import { EMAIL_MIGRATIONS } from '../src/data-access/migrations';
import { captureEmail } from '../src/domain/capture-email';
import { createOutboxRelay, type OutboxRelay, type RelaySettings } from '../src/relay/outbox-relay';
import type { RelayObserver } from '../src/relay/relay-batch';
import { InMemoryPublisher } from './support/in-memory-publisher';

const SETTINGS: RelaySettings = {
  batchSize: 10,
  leaseMs: 60_000,
  maxAttempts: 3,
  rejectedRetryMs: 10,
  pollIntervalMs: 20,
  retentionMs: 7 * 24 * 3_600_000,
  cleanupIntervalMs: 60_000,
  backoffInitialMs: 10,
  backoffMaxMs: 40,
  drainTimeoutMs: 2_000,
};

interface OutboxRow {
  id: string;
  event_id: string;
  message_key: string;
  attempts: number;
  published_at: Date | null;
  set_aside_at: Date | null;
  last_error: string | null;
}

describe('outbox relay (in-memory broker, real Postgres)', () => {
  let server: TestDatabaseServer;
  let db: Database;
  let relays: OutboxRelay[];

  beforeAll(async () => {
    server = await provideDatabaseServer();
  });
  afterAll(() => server.stop());
  beforeEach(async () => {
    relays = [];
    db = connectTo(server, uniqueSchema('relay'));
    await runMigrations(db, EMAIL_MIGRATIONS);
  });
  afterEach(async () => {
    await Promise.all(relays.map((relay) => relay.stop()));
    await dropSchema(db);
    await db.close();
  });

  function startRelay(
    publisher: InMemoryPublisher,
    settings: Partial<RelaySettings> = {},
    observer?: RelayObserver,
  ): OutboxRelay {
    const relay = createOutboxRelay({ db, publisher, logger: silentLogger, settings: { ...SETTINGS, ...settings }, observer });
    relays.push(relay);
    relay.start();
    return relay;
  }
  const capture = (email: string) => captureEmail(db, { email, tool_used: 'logo-maker' });
  const rows = () =>
    db.query<OutboxRow>(
      `SELECT id, event_id, message_key, attempts, published_at, set_aside_at, last_error FROM outbox ORDER BY id`,
    );
  const allPublished = async () => (await rows()).every((row) => row.published_at !== null);

  it('When an e-mail is captured over HTTP, then its event is published at once, keyed by subscriber, with event_id in a header', async () => {
    const publisher = new InMemoryPublisher();
    // An hour between polls: only the capture's wake-up can explain a prompt publish.
    const relay = startRelay(publisher, { pollIntervalMs: 3_600_000 });
    const service = await listen(
      createApp({ logger: silentLogger, db, isSchemaReady: () => true, onEventStored: () => relay.wake() }),
    );
    try {
      await waitFor(() => relay.status().state === 'idle', 'the relay to go idle');
      const res = await fetch(`${service.url}/api/email-capture`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ada@example.com', tool_used: 'logo-maker' }),
      });
      expect(res.status).toBe(200);

      const [event] = await waitFor(
        () => publisher.acknowledged.length > 0 && publisher.acknowledged,
        'the event to be published',
      );
      const [row] = await rows();
      const payload = EmailCapturedV1.parse(JSON.parse(event!.value));
      expect(event).toMatchObject({ topic: EMAIL_CAPTURED_TOPIC, key: payload.subscriber_id, eventId: payload.event_id });
      expect(event!.headers).toEqual({
        [EVENT_HEADERS.eventId]: payload.event_id,
        [EVENT_HEADERS.eventType]: 'email.captured',
        [EVENT_HEADERS.eventVersion]: '1',
        [EVENT_HEADERS.contentType]: 'application/json',
      });
      await waitFor(allPublished, 'the row to be marked published');
      expect(row?.event_id).toBe(payload.event_id);
    } finally {
      await service.close();
    }
  });

  it('When three relays run at once, then every event is published exactly once and each subscriber’s events keep their order', async () => {
    const subscribers = Array.from({ length: 12 }, (_, n) => `reader${n}@example.com`);
    for (let round = 0; round < 4; round += 1) for (const email of subscribers) await capture(email);
    const publisher = new InMemoryPublisher();
    publisher.maxDelayMs = 15;
    for (let n = 0; n < 3; n += 1) startRelay(publisher, { batchSize: 4 });
    // More captures while the relays run, so claims race with fresh commits too.
    for (const email of subscribers) await capture(email);

    await waitFor(allPublished, 'all 60 events to be published');
    const stored = await rows();
    expect(publisher.eventIds().sort()).toEqual(stored.map((row) => row.event_id).sort());
    const keys = [...new Set(stored.map((row) => row.message_key))];
    expect(keys).toHaveLength(subscribers.length);
    for (const key of keys) {
      const inCaptureOrder = stored.filter((row) => row.message_key === key).map((row) => row.event_id);
      expect(publisher.acknowledged.filter((event) => event.key === key).map((event) => event.eventId)).toEqual(inCaptureOrder);
    }
  });

  it('When Kafka is down, then captures wait without using up attempts, and all arrive once it is back', async () => {
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) await capture(email);
    const publisher = new InMemoryPublisher();
    publisher.available = false;
    const relay = startRelay(publisher);

    await waitFor(() => relay.status().consecutiveFailures >= 4, 'several failed attempts');
    expect(relay.status()).toMatchObject({ state: 'waiting_for_kafka', lastError: expect.stringContaining('ECONNREFUSED') });
    const waiting = await rows();
    expect(waiting.map((row) => [row.attempts, row.published_at, row.set_aside_at])).toEqual([
      [0, null, null],
      [0, null, null],
      [0, null, null],
    ]);
    expect(waiting[0]?.last_error).toContain('ECONNREFUSED');

    publisher.available = true;
    await waitFor(allPublished, 'the outbox to drain');
    expect(publisher.eventIds().sort()).toEqual(waiting.map((row) => row.event_id).sort());
    expect(relay.status()).toMatchObject({ consecutiveFailures: 0, lastError: undefined });
  });

  it('When Kafka refuses one event, then the rest of the batch goes out, the refused one is set aside after its attempts, and its subscriber’s next event follows', async () => {
    await capture('poison@example.com');
    await capture('fine@example.com');
    await capture('poison@example.com');
    const [poison, fine, next] = await rows();
    const publisher = new InMemoryPublisher();
    publisher.refuses = (event) => event.eventId === poison!.event_id;
    const setAside: string[] = [];
    startRelay(publisher, {}, { setAside: (event) => setAside.push(event.eventId) });

    await waitFor(async () => (await rows()).every((row) => row.published_at || row.set_aside_at), 'every event to be settled');
    const settled = await rows();
    expect(settled[0]).toMatchObject({
      attempts: SETTINGS.maxAttempts,
      published_at: null,
      last_error: expect.stringContaining('max message size'),
    });
    expect(settled[0]?.set_aside_at).toBeInstanceOf(Date);
    expect(setAside).toEqual([poison!.event_id]);
    expect(publisher.eventIds()).toEqual(expect.arrayContaining([fine!.event_id, next!.event_id]));
    expect(publisher.eventIds()).not.toContain(poison!.event_id);
  });

  it('When a relay dies after Kafka took its batch, then another relay publishes it again after the lease: nothing lost, duplicates only from that batch', async () => {
    for (let round = 0; round < 3; round += 1)
      for (const email of ['x@example.com', 'y@example.com', 'z@example.com']) await capture(email);
    const dying = new InMemoryPublisher();
    dying.hangAfterAcknowledging = true;
    startRelay(dying, { leaseMs: 300, drainTimeoutMs: 50 });
    await waitFor(() => dying.acknowledged.length === 3, 'the first batch to reach Kafka');

    const survivor = new InMemoryPublisher();
    startRelay(survivor, { leaseMs: 300 });
    await waitFor(allPublished, 'every event to be published');

    const stored = await rows();
    const received = [...dying.eventIds(), ...survivor.eventIds()];
    expect([...new Set(received)].sort()).toEqual(stored.map((row) => row.event_id).sort());
    const duplicates = received.filter((id, index) => received.indexOf(id) !== index);
    expect(duplicates.sort()).toEqual(dying.eventIds().sort());
  });

  it('When relays keep dying on the same event, then it is set aside once its attempts are used up', async () => {
    await capture('crasher@example.com');
    await db.query(`UPDATE outbox SET attempts = $1, locked_until = now() - interval '1 second'`, [SETTINGS.maxAttempts]);
    const publisher = new InMemoryPublisher();
    startRelay(publisher);

    const [row] = await waitFor(async () => {
      const found = await rows();
      return found[0]?.set_aside_at ? found : undefined;
    }, 'the event to be set aside');
    expect(row?.last_error).toMatch(/relay stopped 3 times/);
    expect(publisher.acknowledged).toEqual([]);
  });

  it('When the service stops mid-batch, then that batch is finished and marked before stop returns, and nothing more is claimed', async () => {
    for (let n = 0; n < 15; n += 1) await capture(`stop${n}@example.com`);
    const publisher = new InMemoryPublisher();
    const held = publisher.hold();
    const relay = startRelay(publisher, { batchSize: 10 });
    await held;

    const stopping = relay.stop();
    publisher.release();
    await stopping;

    const after = await rows();
    expect(after.filter((row) => row.published_at !== null)).toHaveLength(10);
    expect(after.filter((row) => row.published_at === null).map((row) => row.attempts)).toEqual([0, 0, 0, 0, 0]);
    expect(publisher.closed).toBe(true);
    expect(relay.status().state).toBe('stopped');
  });

  it('When published rows are older than the retention, then they are deleted while waiting and set-aside rows stay', async () => {
    for (const email of ['old@example.com', 'recent@example.com', 'waiting@example.com', 'aside@example.com'])
      await capture(email);
    const [old, recent, waiting, aside] = await rows();
    await db.query(`UPDATE outbox SET published_at = now() - interval '8 days' WHERE id = $1`, [old!.id]);
    await db.query(`UPDATE outbox SET published_at = now() - interval '6 days' WHERE id = $1`, [recent!.id]);
    await db.query(
      `UPDATE outbox SET created_at = now() - interval '30 days', locked_until = now() + interval '1 hour' WHERE id = $1`,
      [waiting!.id],
    );
    await db.query(`UPDATE outbox SET set_aside_at = now() - interval '30 days' WHERE id = $1`, [aside!.id]);

    const relay = startRelay(new InMemoryPublisher());
    await waitFor(() => relay.status().state === 'idle', 'the first cleanup and poll');

    expect((await rows()).map((row) => row.id)).toEqual([recent!.id, waiting!.id, aside!.id]);
  });

  it('When Postgres drops while the relay runs, then it waits and carries on afterwards with nothing lost', async () => {
    const direct = new URL(server.connectionString);
    const proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
    const relayDb = createDatabase({
      connectionString: viaPort(server.connectionString, proxy.port),
      schema: db.schema,
      logger: silentLogger,
    });
    const publisher = new InMemoryPublisher();
    const relay = createOutboxRelay({ db: relayDb, publisher, logger: silentLogger, settings: SETTINGS });
    try {
      proxy.cut();
      relay.start();
      await capture('during-outage@example.com');
      await waitFor(() => relay.status().state === 'waiting_for_database', 'the relay to notice');
      proxy.restore();
      await waitFor(allPublished, 'the event to be published after the outage');
      expect(publisher.eventIds()).toEqual((await rows()).map((row) => row.event_id));
    } finally {
      await relay.stop();
      await relayDb.close();
      await proxy.close();
    }
  });
});
