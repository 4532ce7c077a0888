import pino from 'pino';
import { allOrNone, runMigrations, type Database } from '@aiapp/kit';
import {
  connectTo,
  dropSchema,
  provideDatabaseServer,
  uniqueSchema,
  waitFor,
  type TestDatabaseServer,
} from '@aiapp/test-support';
import { EMAIL_MIGRATIONS } from '../src/data-access/migrations';
import { captureEmail } from '../src/domain/capture-email';
import { brokerList, KAFKA_SASL_KEYS, kafkaSaslLogin, startOutboxRelay, type RelayConfig } from '../src/relay/relay-config';
import { InMemoryPublisher } from './support/in-memory-publisher';

function capturingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const configFrom = (overrides: Partial<RelayConfig>): RelayConfig => ({
  KAFKA_BROKERS: '',
  OUTBOX_BATCH_SIZE: 100,
  OUTBOX_POLL_INTERVAL_MS: 50,
  OUTBOX_LEASE_MS: 60_000,
  OUTBOX_MAX_ATTEMPTS: 10,
  OUTBOX_RETENTION_HOURS: 168,
  ...overrides,
});

describe('switching the relay on and off', () => {
  let server: TestDatabaseServer;
  let db: Database;

  beforeAll(async () => {
    server = await provideDatabaseServer();
    db = connectTo(server, uniqueSchema('relay_config'));
    await runMigrations(db, EMAIL_MIGRATIONS);
  });
  afterAll(async () => {
    await dropSchema(db);
    await db.close();
    await server.stop();
  });

  it('When KAFKA_BROKERS is not set, then the relay stays off, events wait in the outbox, and one log line says so', async () => {
    const { logger, lines } = capturingLogger();
    const createPublisher = jest.fn(() => new InMemoryPublisher());

    const relay = startOutboxRelay(configFrom({}), { db, logger, createPublisher });
    await captureEmail(db, { email: 'offline@example.com', tool_used: 'logo-maker' });

    expect(relay).toBeUndefined();
    expect(createPublisher).not.toHaveBeenCalled();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.msg).toMatch(/KAFKA_BROKERS is not set: the outbox relay is off/);
    const [row] = await db.query<{ published_at: Date | null; attempts: number }>(`SELECT published_at, attempts FROM outbox`);
    expect(row).toEqual({ published_at: null, attempts: 0 });
  });

  it('When KAFKA_BROKERS is set, then the relay starts with those brokers and drains what waited', async () => {
    const { logger } = capturingLogger();
    const publisher = new InMemoryPublisher();
    const createPublisher = jest.fn(() => publisher);

    const relay = startOutboxRelay(configFrom({ KAFKA_BROKERS: ' 127.0.0.1:19092, kafka-2:9092 ,' }), {
      db,
      logger,
      createPublisher,
    });
    try {
      await waitFor(
        async () => (await db.query(`SELECT 1 FROM outbox WHERE published_at IS NULL`)).length === 0,
        'the outbox to drain',
      );
      expect(createPublisher).toHaveBeenCalledWith(['127.0.0.1:19092', 'kafka-2:9092']);
      expect(publisher.acknowledged).toHaveLength(1);
    } finally {
      await relay?.stop();
    }
  });

  it('When brokers are listed with spaces and a trailing comma, then only the brokers remain', () => {
    expect(brokerList(' a:1 ,b:2,, ')).toEqual(['a:1', 'b:2']);
    expect(brokerList('')).toEqual([]);
  });

  it('When all three SASL settings are given, then they make the login; when none, there is none', () => {
    expect(
      kafkaSaslLogin({ KAFKA_SASL_MECHANISM: 'scram-sha-512', KAFKA_SASL_USERNAME: 'relay', KAFKA_SASL_PASSWORD: 's3cret' }),
    ).toEqual({
      mechanism: 'scram-sha-512',
      username: 'relay',
      password: 's3cret',
    });
    expect(kafkaSaslLogin({})).toBeUndefined();
  });

  it.each([
    ['a mechanism without a login', { KAFKA_SASL_MECHANISM: 'plain' as const }],
    ['a login without a mechanism', { KAFKA_SASL_USERNAME: 'relay', KAFKA_SASL_PASSWORD: 's3cret' }],
    ['no password', { KAFKA_SASL_MECHANISM: 'plain' as const, KAFKA_SASL_USERNAME: 'relay' }],
  ])('When the SASL settings have %s, then the config rule names the missing ones and all three', (_case, settings) => {
    const problem = allOrNone(KAFKA_SASL_KEYS)(settings);
    const missing = KAFKA_SASL_KEYS.filter((key) => !(key in settings));
    expect(problem?.split(':')[0]).toBe(missing.join(', '));
    expect(problem).toContain(KAFKA_SASL_KEYS.join(', '));
  });
});
