import { z } from 'zod';
import { EVENT_TOPICS, SERVICES } from '@aiapp/contracts';
import { allOrNone, openServiceDatabase, serviceMain } from '@aiapp/kit';
import { createApp } from './app';
import { EMAIL_MIGRATIONS } from './data-access/migrations';
import { createServiceMetrics } from './observability/service-metrics';
import { createKafkaPublisher } from './relay/kafka-publisher';
import type { OutboxRelay } from './relay/outbox-relay';
import { KAFKA_SASL_KEYS, kafkaSaslLogin, startOutboxRelay } from './relay/relay-config';

serviceMain({
  name: 'email',
  defaultPort: SERVICES.email.port,
  config: {
    DATABASE_URL: z.string().min(1, 'DATABASE_URL is required (e.g. postgres://user@127.0.0.1:5432/db)'),
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/)
      .default('email'),
    STATS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    // Comma-separated host:port list; empty (the embedded default) keeps the outbox relay off.
    KAFKA_BROKERS: z.string().trim().default(''),
    KAFKA_CLIENT_ID: z.string().min(1).default('aiapp-email'),
    // TLS to the brokers with the system's certificate authorities (managed Kafka offerings).
    KAFKA_SSL: z.enum(['true', 'false']).default('false'),
    // A SASL login: all three or none (configRules).
    KAFKA_SASL_MECHANISM: z.enum(['plain', 'scram-sha-256', 'scram-sha-512']).optional(),
    KAFKA_SASL_USERNAME: z.string().min(1).optional(),
    KAFKA_SASL_PASSWORD: z.string().min(1).optional(),
    // Used only when the relay creates a missing topic; fixed once created (keys map to partitions).
    KAFKA_TOPIC_PARTITIONS: z.coerce.number().int().min(1).max(1_000).default(3),
    // -1: the broker's default.replication.factor.
    KAFKA_TOPIC_REPLICATION_FACTOR: z.coerce
      .number()
      .int()
      .min(-1)
      .max(10)
      .refine((n) => n !== 0, 'use -1 or a positive count')
      .default(-1),
    OUTBOX_BATCH_SIZE: z.coerce.number().int().min(1).max(1_000).default(100),
    OUTBOX_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
    // Above the publisher's 30 s limit, so a lease never runs out while its publish may still succeed.
    OUTBOX_LEASE_MS: z.coerce.number().int().min(40_000).max(3_600_000).default(60_000),
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1_000).default(10),
    OUTBOX_RETENTION_HOURS: z.coerce.number().min(0).max(8_760).default(168),
  },
  configRules: [allOrNone(KAFKA_SASL_KEYS)],
  start: async (config, { logger, health }) => {
    let relay: OutboxRelay | undefined;
    const relayStatus = () => relay?.status();
    const sasl = kafkaSaslLogin(config);
    const createPublisher = (brokers: string[]) =>
      createKafkaPublisher({
        brokers,
        clientId: config.KAFKA_CLIENT_ID,
        topics: EVENT_TOPICS,
        topicPartitions: config.KAFKA_TOPIC_PARTITIONS,
        topicReplicationFactor: config.KAFKA_TOPIC_REPLICATION_FACTOR,
        ssl: config.KAFKA_SSL === 'true',
        sasl,
        logger,
      });
    const database = openServiceDatabase({
      connectionString: config.DATABASE_URL,
      schema: config.DATABASE_SCHEMA,
      migrations: EMAIL_MIGRATIONS,
      logger,
    });
    const metrics = createServiceMetrics({ db: database.db, relayStatus });
    // Kafka is not a start-up dependency: the relay starts once the outbox table exists and waits for Kafka.
    database.whenMigrated(() => {
      relay = startOutboxRelay(config, { db: database.db, logger, createPublisher, observer: metrics.relayObserver });
    });
    return {
      app: createApp({
        logger,
        db: database.db,
        health,
        isSchemaReady: database.isSchemaReady,
        statsMaxAgeMs: config.STATS_MAX_AGE_SECONDS * 1000,
        onEventStored: () => relay?.wake(),
        relayStatus,
        metrics,
      }),
      close: async () => {
        // In-flight requests are answered by now; the relay finishes its batch before the pool closes.
        await relay?.stop();
        await database.close();
      },
    };
  },
});
