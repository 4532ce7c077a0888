import { randomUUID } from 'node:crypto';
import { ConfigResourceTypes, Kafka, logLevel, Partitioners, type Admin } from 'kafkajs';
import { EMAIL_CAPTURED_TOPIC, EVENT_HEADERS, EmailCapturedV1 } from '@aiapp/contracts';
import { runMigrations, type Database } from '@aiapp/kit';
import {
  connectTo,
  describeWithKafka,
  dropSchema,
  kafkaBrokersFromEnv,
  listen,
  provideDatabaseServer,
  silentLogger,
  uniqueSchema,
  waitFor,
  type TestDatabaseServer,
} from '@aiapp/test-support';
import { createApp } from '../src/app';
import { EMAIL_MIGRATIONS } from '../src/data-access/migrations';
import { captureEmail } from '../src/domain/capture-email';
import { createOutboxRelay, type OutboxRelay, type RelaySettings } from '../src/relay/outbox-relay';
import type { EventPublisher, OutboundEvent } from '../src/relay/event-publisher';
import { KAFKA_TEST_SETTINGS, kafkaPublisher, TOPIC_PARTITIONS, TOPIC_RETENTION_MS } from './support/kafka-harness';
import { readTopic, type TopicReader } from './support/topic-reader';

describeWithKafka('outbox relay against a real Kafka broker (KAFKA_BROKERS)', () => {
  // A real broker on a busy CI machine: give each test room; none asserts speed.
  jest.setTimeout(90_000);
  const brokers = kafkaBrokersFromEnv();
  let server: TestDatabaseServer;
  let db: Database;
  let relays: OutboxRelay[];
  let reader: TopicReader;

  beforeAll(async () => {
    server = await provideDatabaseServer();
    reader = await readTopicOnceItExists();
  }, 120_000);
  afterAll(async () => {
    await reader?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    relays = [];
    db = connectTo(server, uniqueSchema('kafka'));
    await runMigrations(db, EMAIL_MIGRATIONS);
  });
  afterEach(async () => {
    await Promise.all(relays.map((relay) => relay.stop()));
    await dropSchema(db);
    await db.close();
  });

  /** The relay's publisher creates the topic when it connects; the reader can only subscribe after that. */
  async function readTopicOnceItExists(): Promise<TopicReader> {
    const publisher = kafkaPublisher(brokers);
    await publisher.connect();
    await publisher.close();
    return readTopic(brokers, EMAIL_CAPTURED_TOPIC, 'end');
  }

  it('When the relay creates a missing topic, then it sets retention.ms, so the broker deletes the events (they carry addresses) when the privacy notice says', async () => {
    const topic = `retention-check-${randomUUID()}`;
    const publisher = kafkaPublisher(brokers, [topic]);
    await publisher.connect();
    await publisher.close();
    const admin = new Kafka({ clientId: 'retention-check', brokers, logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    try {
      const { resources } = await admin.describeConfigs({
        includeSynonyms: false,
        resources: [{ type: ConfigResourceTypes.TOPIC, name: topic, configNames: ['retention.ms'] }],
      });
      const entry = resources[0]?.configEntries.find((config) => config.configName === 'retention.ms');
      expect(entry?.configValue).toBe(String(TOPIC_RETENTION_MS));
      expect(entry?.isDefault).toBe(false);
    } finally {
      await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
      await admin.disconnect();
    }
  });

  function startRelay(publisher: EventPublisher = kafkaPublisher(brokers), settings: Partial<RelaySettings> = {}): OutboxRelay {
    const relay = createOutboxRelay({ db, publisher, logger: silentLogger, settings: { ...KAFKA_TEST_SETTINGS, ...settings } });
    relays.push(relay);
    relay.start();
    return relay;
  }
  const outbox = () =>
    db.query<{
      id: string;
      event_id: string;
      message_key: string;
      published_at: Date | null;
      set_aside_at: Date | null;
      last_error: string | null;
    }>(`SELECT id, event_id, message_key, published_at, set_aside_at, last_error FROM outbox ORDER BY id`);
  const arrived = (ids: string[]) =>
    waitFor(
      () => new Set(reader.only(ids).map((e) => e.eventId)).size === ids.length,
      `${ids.length} events on the topic`,
      60_000,
    );

  /** Two keys that the Java-compatible partitioner puts on different partitions of a TOPIC_PARTITIONS topic. */
  function keysOnDifferentPartitions(topic: string): [string, string] {
    const partitionOf = Partitioners.DefaultPartitioner();
    const partitionMetadata = Array.from({ length: TOPIC_PARTITIONS }, (_, partitionId) => ({
      partitionId,
      leader: 1,
      replicas: [1],
      isr: [1],
      partitionErrorCode: 0,
    }));
    const first = 'key-a';
    const onFirst = partitionOf({ topic, partitionMetadata, message: { key: first, value: null } });
    for (let n = 0; ; n += 1) {
      const other = `key-b-${n}`;
      if (partitionOf({ topic, partitionMetadata, message: { key: other, value: null } }) !== onFirst) return [first, other];
    }
  }

  /** Every value on a topic: as many as its partitions' end offsets say it holds. */
  async function readValues(topic: string, admin: Admin): Promise<string[]> {
    const held = (await admin.fetchTopicOffsets(topic)).reduce((sum, partition) => sum + Number(partition.high), 0);
    const reader = await readTopic(brokers, topic);
    try {
      await waitFor(() => reader.received.length >= held, `${held} messages on ${topic}`, 30_000);
      return reader.received.map((received) => received.value);
    } finally {
      await reader.close();
    }
  }

  it('When an e-mail is captured, then exactly one event reaches the topic, keyed by subscriber, with its headers and schema', async () => {
    const relay = startRelay();
    const service = await listen(
      createApp({ logger: silentLogger, db, isSchemaReady: () => true, onEventStored: () => relay.wake() }),
    );
    try {
      const res = await fetch(`${service.url}/api/email-capture`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'kafka-reader@example.com', tool_used: 'logo-maker' }),
      });
      expect(res.status).toBe(200);
      const [row] = await outbox();
      await arrived([row!.event_id]);
      // The relay stopped, every message on the topic read: a duplicate, had one been sent, is in.
      await relay.stop();
      await reader.caughtUp();

      const received = reader.only([row!.event_id]);
      expect(received).toHaveLength(1);
      const [event] = received;
      const payload = EmailCapturedV1.parse(JSON.parse(event!.value));
      expect(event!.key).toBe(payload.subscriber_id);
      expect(row!.message_key).toBe(payload.subscriber_id);
      expect(event!.headers).toEqual({
        [EVENT_HEADERS.eventId]: payload.event_id,
        [EVENT_HEADERS.eventType]: 'email.captured',
        [EVENT_HEADERS.eventVersion]: '1',
        [EVENT_HEADERS.contentType]: 'application/json',
      });
      await waitFor(async () => (await outbox())[0]?.published_at, 'the row to be marked published');
    } finally {
      await service.close();
    }
  });

  it('When the relay starts with nothing to publish, then its admin client creates the missing topic with the configured partitions', async () => {
    const topic = `relay-start-${randomUUID().slice(0, 8)}`;
    const admin = new Kafka({ clientId: 'test-admin', brokers, logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    try {
      startRelay(kafkaPublisher(brokers, [topic]));
      await waitFor(async () => (await admin.listTopics()).includes(topic), 'the topic to be created', 30_000);

      const { topics } = await admin.fetchTopicMetadata({ topics: [topic] });
      expect(topics[0]?.partitions).toHaveLength(TOPIC_PARTITIONS);
      expect(await outbox()).toEqual([]);
    } finally {
      await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
      await admin.disconnect();
    }
  });

  it('When two relays publish at once, then no event is missing and each subscriber’s events keep their order on the topic', async () => {
    const subscribers = Array.from({ length: 8 }, (_, n) => `pair${n}@example.com`);
    for (let round = 0; round < 5; round += 1)
      for (const email of subscribers) await captureEmail(db, { email, tool_used: 'logo-maker' });
    startRelay(kafkaPublisher(brokers), { batchSize: 3 });
    startRelay(kafkaPublisher(brokers), { batchSize: 3 });

    const stored = await outbox();
    await arrived(stored.map((row) => row.event_id));
    for (const key of new Set(stored.map((row) => row.message_key))) {
      const inCaptureOrder = stored.filter((row) => row.message_key === key).map((row) => row.event_id);
      const onTopic = reader.only(inCaptureOrder);
      expect(new Set(onTopic.map((event) => event.partition)).size).toBe(1);
      const firstSeen = onTopic.map((event) => event.eventId).filter((id, index, all) => all.indexOf(id) === index);
      expect(firstSeen).toEqual(inCaptureOrder);
    }
  });

  it('When Kafka refuses an oversized event, then it is set aside with the broker’s reason and the others still arrive', async () => {
    await captureEmail(db, { email: 'before@example.com', tool_used: 'logo-maker' });
    await db.query(
      `INSERT INTO outbox (event_id, topic, message_key, payload) VALUES (gen_random_uuid(), $1, gen_random_uuid()::text, jsonb_build_object('padding', repeat('x', 2000000)))`,
      [EMAIL_CAPTURED_TOPIC],
    );
    await captureEmail(db, { email: 'after@example.com', tool_used: 'logo-maker' });
    startRelay();

    await waitFor(
      async () => (await outbox()).every((row) => row.published_at || row.set_aside_at),
      'every event to be settled',
      60_000,
    );
    const [before, oversized, after] = await outbox();
    expect(oversized).toMatchObject({
      published_at: null,
      last_error: expect.stringMatching(/larger than the max message size/i),
    });
    expect(oversized?.set_aside_at).toBeInstanceOf(Date);
    await arrived([before!.event_id, after!.event_id]);
  });

  it('When Kafka refuses one partition of a send and takes the others, then the next event to a taken partition is still written (kafkajs sequence rollback)', async () => {
    const topic = `partial-${randomUUID().slice(0, 8)}`;
    const admin = new Kafka({ clientId: 'test-admin', brokers, logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    const publisher = kafkaPublisher(brokers, [topic]);
    const [keyA, keyB] = keysOnDifferentPartitions(topic);
    const event = (key: string, value: string): OutboundEvent => ({
      eventId: randomUUID(),
      topic,
      key,
      value,
      headers: { [EVENT_HEADERS.eventId]: key },
      timestamp: new Date(),
    });
    try {
      await publisher.connect();
      const first = event(keyA, '"first"');
      await expect(publisher.publish([first, event(keyB, JSON.stringify('x'.repeat(2_000_000)))])).rejects.toMatchObject({
        failure: 'rejected',
      });
      const next = event(keyA, '"next"');
      await publisher.publish([next]);

      const values = await readValues(topic, admin);
      expect(values).toEqual(expect.arrayContaining(['"first"', '"next"']));
    } finally {
      await publisher.close();
      await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
      await admin.disconnect();
    }
  });

  it('When the relay dies between Kafka’s acknowledgement and marking its batch, then a restarted relay sends that batch again: none missing, duplicates only from it', async () => {
    for (let n = 0; n < 30; n += 1) await captureEmail(db, { email: `crash${n}@example.com`, tool_used: 'logo-maker' });
    const real = kafkaPublisher(brokers);
    const diedAfter: string[] = [];
    const dying: EventPublisher = {
      async publish(events) {
        await real.publish(events);
        diedAfter.push(...events.map((event) => event.eventId));
        await new Promise<never>(() => undefined); // the process is gone: nothing gets marked
      },
      connect: () => real.connect(),
      close: () => real.close(),
    };
    startRelay(dying, { batchSize: 10, leaseMs: 1_000, drainTimeoutMs: 100 });
    await waitFor(() => diedAfter.length === 10, 'the first batch to be acknowledged');

    startRelay(kafkaPublisher(brokers), { leaseMs: 15_000 });
    const stored = await outbox();
    await waitFor(async () => (await outbox()).every((row) => row.published_at), 'every row to be marked published', 60_000);
    await arrived(stored.map((row) => row.event_id));
    // Both relays stopped, every message on the topic read: all duplicates sent are in.
    await Promise.all(relays.map((relay) => relay.stop()));
    await reader.caughtUp();

    const received = reader.only(stored.map((row) => row.event_id)).map((event) => event.eventId);
    const duplicates = received.filter((id, index) => received.indexOf(id) !== index);
    expect(new Set(received).size).toBe(30);
    expect(duplicates.sort()).toEqual([...diedAfter].sort());
  });
});
