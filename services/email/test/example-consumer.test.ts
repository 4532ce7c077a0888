import { randomUUID } from 'node:crypto';
import { EVENT_HEADERS } from '@aiapp/contracts';
import { runMigrations, type Database } from '@aiapp/kit';
import {
  connectTo,
  describeWithKafka,
  dropSchema,
  kafkaBrokersFromEnv,
  provideDatabaseServer,
  silentLogger,
  uniqueSchema,
  waitFor,
  type TestDatabaseServer,
} from '@aiapp/test-support';
import {
  CONSUMER_TABLES_SQL,
  handleEmailCaptured,
  runEmailCapturedConsumer,
  type Outcome,
} from '../../../docs/examples/email-captured-consumer';
import { EMAIL_MIGRATIONS } from '../src/data-access/migrations';
import { captureEmail } from '../src/domain/capture-email';
import { createOutboxRelay } from '../src/relay/outbox-relay';
import { KAFKA_TEST_SETTINGS, kafkaPublisher } from './support/kafka-harness';

describe('the example consumer in docs/examples (de-duplicating on event_id)', () => {
  let server: TestDatabaseServer;
  let crm: Database;

  beforeAll(async () => {
    server = await provideDatabaseServer();
  });
  afterAll(() => server.stop());
  beforeEach(async () => {
    crm = connectTo(server, uniqueSchema('crm'));
    await crm.withTransaction(async (tx) => {
      await tx.query(`CREATE SCHEMA "${crm.schema}"`);
      await tx.query(CONSUMER_TABLES_SQL);
    });
  });
  afterEach(async () => {
    await dropSchema(crm);
    await crm.close();
  });

  const message = (event: Record<string, unknown>, version = '1') => ({
    headers: { [EVENT_HEADERS.eventId]: String(event.event_id), [EVENT_HEADERS.eventVersion]: version },
    value: Buffer.from(JSON.stringify(event)),
  });
  const anEvent = (overrides: Record<string, unknown> = {}) => ({
    event_id: randomUUID(),
    type: 'email.captured',
    version: 1,
    occurred_at: new Date().toISOString(),
    subscriber_id: randomUUID(),
    email: 'reader@example.com',
    tool_used: 'logo-maker',
    ...overrides,
  });
  const contacts = () =>
    crm.query<{ email: string; captures: number }>(`SELECT email, captures FROM newsletter_contacts ORDER BY email`);

  it('When the same event arrives twice, then it is applied once and the repeat is reported as a duplicate', async () => {
    const event = anEvent();
    expect(await handleEmailCaptured(crm, message(event))).toBe('applied');
    expect(await handleEmailCaptured(crm, message(event))).toBe('duplicate');
    expect(await contacts()).toEqual([{ email: 'reader@example.com', captures: 1 }]);
  });

  it.each([
    ['a value that is not JSON', { headers: { [EVENT_HEADERS.eventVersion]: '1' }, value: Buffer.from('{oops') }],
    ['a value missing fields', message({ event_id: randomUUID(), type: 'email.captured' })],
    ['a version the consumer does not know', message(anEvent(), '2')],
  ])('When a message has %s, then it is skipped without touching the tables', async (_case, bad) => {
    expect(await handleEmailCaptured(crm, bad)).toBe('skipped');
    expect(await contacts()).toEqual([]);
  });

  describeWithKafka('against the real topic', () => {
    let outbox: Database;
    beforeEach(async () => {
      outbox = connectTo(server, uniqueSchema('email'));
      await runMigrations(outbox, EMAIL_MIGRATIONS);
    });
    afterEach(async () => {
      await dropSchema(outbox);
      await outbox.close();
    });

    it('When the relay publishes every event twice (as after a crash), then each capture counts once', async () => {
      const brokers = kafkaBrokersFromEnv();
      const run = randomUUID().slice(0, 8);
      for (const email of [`ada-${run}@example.com`, `ada-${run}@example.com`, `grace-${run}@example.com`]) {
        await captureEmail(outbox, { email, tool_used: 'logo-maker' });
      }
      const relay = createOutboxRelay({
        db: outbox,
        publisher: kafkaPublisher(brokers),
        logger: silentLogger,
        settings: KAFKA_TEST_SETTINGS,
      });
      const outcomes: Outcome[] = [];
      const consumer = await runEmailCapturedConsumer({
        brokers,
        groupId: `example-${run}`,
        store: crm,
        fromBeginning: false, // the shared topic holds other runs' events; this one's come after the join
        onOutcome: (outcome, received) => {
          if (received.value?.toString().includes(run)) outcomes.push(outcome);
        },
      });
      try {
        relay.start();
        const allPublished = async () => (await outbox.query(`SELECT 1 FROM outbox WHERE published_at IS NULL`)).length === 0;
        await waitFor(allPublished, 'the first publication', 60_000);
        await outbox.query(`UPDATE outbox SET published_at = NULL`); // the relay "forgot" it had published them
        relay.wake();
        await waitFor(allPublished, 'the second publication', 60_000);
        await waitFor(() => outcomes.length === 6, 'six deliveries at the consumer', 60_000);

        expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(3);
        expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(3);
        expect(await contacts()).toEqual([
          { email: `ada-${run}@example.com`, captures: 2 },
          { email: `grace-${run}@example.com`, captures: 1 },
        ]);
      } finally {
        await relay.stop();
        await consumer.stop();
      }
    }, 120_000);
  });
});
