import { EMAIL_CAPTURED_TOPIC, EVENT_TOPICS } from '@aiapp/contracts';
import { runMigrations, type Database } from '@aiapp/kit';
import {
  connectTo,
  describeWithKafka,
  dropSchema,
  listen,
  provideDatabaseServer,
  silentLogger,
  startOwnKafkaBroker,
  uniqueSchema,
  waitFor,
  type Listening,
  type OwnKafkaBroker,
  type TestDatabaseServer,
} from '@aiapp/test-support';
import { createApp } from '../src/app';
import { EMAIL_MIGRATIONS } from '../src/data-access/migrations';
import { readOutboxStats } from '../src/data-access/outbox-repository';
import { captureEmail } from '../src/domain/capture-email';
import { createOutboxRelay, type OutboxRelay } from '../src/relay/outbox-relay';
import { KAFKA_TEST_SETTINGS, kafkaPublisher } from './support/kafka-harness';
import { readTopic } from './support/topic-reader';

// This file kills and restarts a broker, so it runs one of its own (same script and jars), which also has a SASL listener.
describeWithKafka('the relay against a broker of its own: killed and restarted mid-stream, wanting a SASL login', () => {
  let broker: OwnKafkaBroker;
  let server: TestDatabaseServer;
  let db: Database;
  let relay: OutboxRelay;
  let service: Listening;

  beforeAll(async () => {
    [broker, server] = await Promise.all([startOwnKafkaBroker(), provideDatabaseServer()]);
    db = connectTo(server, uniqueSchema('outage'));
    await runMigrations(db, EMAIL_MIGRATIONS);
    relay = createOutboxRelay({
      db,
      publisher: kafkaPublisher([broker.address]),
      logger: silentLogger,
      settings: KAFKA_TEST_SETTINGS,
    });
    relay.start();
    service = await listen(createApp({ logger: silentLogger, db, isSchemaReady: () => true, onEventStored: () => relay.wake() }));
  }, 120_000);
  afterAll(async () => {
    await service?.close();
    await relay?.stop();
    if (db) await dropSchema(db).then(() => db.close());
    await server?.stop();
    await broker?.dispose();
  }, 60_000);

  const capture = (n: number) =>
    fetch(`${service.url}/api/email-capture`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `stream${n % 10}@example.com`, tool_used: 'logo-maker' }),
    }).then((res) => res.status);

  it('When the broker is killed and restarted while captures stream in, then every capture succeeds, the outbox grows, and every event arrives in per-subscriber order', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 30; n += 1) statuses.push(await capture(n));
    await waitFor(async () => (await readOutboxStats(db)).pending === 0, 'the first events to be published');

    await broker.stop({ kill: true });
    for (let n = 30; n < 90; n += 1) statuses.push(await capture(n));
    const duringOutage = await waitFor(
      async () => {
        const stats = await readOutboxStats(db);
        return relay.status().state === 'waiting_for_kafka' && stats.pending >= 60 && stats;
      },
      'the relay to wait for Kafka with the outbox growing',
      60_000,
    );

    await broker.start();
    for (let n = 90; n < 120; n += 1) statuses.push(await capture(n));
    await waitFor(async () => (await readOutboxStats(db)).pending === 0, 'the outbox to drain after the restart', 90_000);

    const stored = await db.query<{ event_id: string; message_key: string }>(
      `SELECT event_id, message_key FROM outbox ORDER BY id`,
    );
    const reader = await readTopic([broker.address], EMAIL_CAPTURED_TOPIC);
    try {
      await waitFor(
        () => new Set(reader.received.map((event) => event.eventId)).size === 120,
        'all 120 events on the topic',
        60_000,
      );
      expect(statuses).toEqual(Array(120).fill(200));
      expect(duringOutage.pending).toBeGreaterThanOrEqual(60);
      expect(stored).toHaveLength(120);
      for (const key of new Set(stored.map((row) => row.message_key))) {
        const inCaptureOrder = stored.filter((row) => row.message_key === key).map((row) => row.event_id);
        const firstSeen = reader
          .only(inCaptureOrder)
          .map((event) => event.eventId)
          .filter((id, index, all) => all.indexOf(id) === index);
        expect(firstSeen).toEqual(inCaptureOrder);
      }
    } finally {
      await reader.close();
    }
  }, 240_000);

  it('When the broker wants a SASL login, then a wrong password leaves the events waiting with the reason, and the right one publishes them', async () => {
    const outbox = connectTo(server, uniqueSchema('sasl'));
    await runMigrations(outbox, EMAIL_MIGRATIONS);
    const reader = await readTopic([broker.address], EMAIL_CAPTURED_TOPIC, 'end');
    const relayWith = (password: string) =>
      createOutboxRelay({
        db: outbox,
        publisher: kafkaPublisher([broker.sasl.brokers], EVENT_TOPICS, { ...broker.sasl, password }),
        logger: silentLogger,
        settings: KAFKA_TEST_SETTINGS,
      });
    try {
      await captureEmail(outbox, { email: 'sasl@example.com', tool_used: 'logo-maker' });
      const [{ event_id: eventId }] = (await outbox.query<{ event_id: string }>(`SELECT event_id FROM outbox`)) as [
        { event_id: string },
      ];

      const refused = relayWith('not-the-password');
      refused.start();
      await waitFor(() => refused.status().consecutiveFailures >= 2, 'the login to be refused twice', 60_000);
      await refused.stop();
      expect(refused.status().lastError).toMatch(/SASL|authentication/i);
      expect(await readOutboxStats(outbox)).toMatchObject({ pending: 1, setAside: 0 });

      const accepted = relayWith(broker.sasl.password);
      accepted.start();
      await waitFor(async () => (await readOutboxStats(outbox)).pending === 0, 'the event to be published', 60_000);
      await accepted.stop();
      await waitFor(() => reader.only([eventId]).length > 0, 'the event on the topic', 60_000);
    } finally {
      await reader.close();
      await dropSchema(outbox);
      await outbox.close();
    }
  }, 180_000);
});
