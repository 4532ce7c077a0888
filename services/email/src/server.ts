import { z } from 'zod';
import {
  DEFAULT_CAPTURE_RETENTION_DAYS,
  DEFAULT_EVENT_RETENTION_HOURS,
  DEFAULT_OUTBOX_MAX_AGE_DAYS,
  DEFAULT_UNCONFIRMED_RETENTION_HOURS,
  EVENT_TOPICS,
  GATEWAY_PORT,
  SERVICES,
} from '@aiapp/contracts';
import { allOrNone, openServiceDatabase, serviceMain } from '@aiapp/kit';
import { createApp } from './app';
import { EMAIL_MIGRATIONS } from './data-access/migrations';
import { loadLinkSecret } from './domain/link-tokens';
import { startRetentionJob, type RetentionJob } from './domain/retention';
import { startMailWorker, type MailWorker } from './mail/mail-worker';
import { createSmtpMailer } from './mail/smtp-mailer';
import { createServiceMetrics } from './observability/service-metrics';
import { createKafkaPublisher } from './relay/kafka-publisher';
import type { OutboxRelay } from './relay/outbox-relay';
import { KAFKA_SASL_KEYS, kafkaSaslLogin, startOutboxRelay } from './relay/relay-config';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const RETENTION_INTERVAL_MS = 3_600_000;

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
    // retention.ms of the topics the relay creates: how long the broker keeps events that carry addresses.
    KAFKA_TOPIC_RETENTION_HOURS: z.coerce.number().min(1).max(87_600).default(DEFAULT_EVENT_RETENTION_HOURS),
    OUTBOX_BATCH_SIZE: z.coerce.number().int().min(1).max(1_000).default(100),
    OUTBOX_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
    // Above the publisher's 30 s limit, so a lease never runs out while its publish may still succeed.
    OUTBOX_LEASE_MS: z.coerce.number().int().min(40_000).max(3_600_000).default(60_000),
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1_000).default(10),
    OUTBOX_RETENTION_HOURS: z.coerce.number().min(0).max(8_760).default(DEFAULT_EVENT_RETENTION_HOURS),
    // Rows still waiting (relay off, Kafka away) or set aside are deleted after this long all the same: they carry addresses.
    OUTBOX_MAX_AGE_DAYS: z.coerce.number().min(1).max(3_650).default(DEFAULT_OUTBOX_MAX_AGE_DAYS),
    // Captures, subscribers and contact messages older than this are anonymised or erased (checked hourly).
    CAPTURE_RETENTION_DAYS: z.coerce.number().min(1).max(3_650).default(DEFAULT_CAPTURE_RETENTION_DAYS),
    // Where mail goes out (nodemailer's URL form): MailDev on loopback locally, any provider in production.
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).default('smtp://127.0.0.1:1025'),
    MAIL_FROM: z.string().trim().min(3).default('AI App Toolkit <no-reply@localhost>'),
    // The site's origin: the links in our mails open its pages.
    PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).default(`http://localhost:${GATEWAY_PORT}`),
    // Signs the links in our mails (HMAC-SHA256); unset: a random key kept in the service's schema.
    EMAIL_LINK_SECRET: z.string().min(32, 'use at least 32 characters').optional(),
    // Addresses nobody confirmed are erased this long after they were first given; the confirmation link works as long.
    UNCONFIRMED_RETENTION_HOURS: z.coerce.number().min(1).max(8_760).default(DEFAULT_UNCONFIRMED_RETENTION_HOURS),
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
    MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(2_000),
  },
  configRules: [allOrNone(KAFKA_SASL_KEYS)],
  start: async (config, { logger, health }) => {
    let relay: OutboxRelay | undefined;
    let retention: RetentionJob | undefined;
    let mail: MailWorker | undefined;
    let linkSecret: Buffer | undefined;
    const unconfirmedRetentionMs = config.UNCONFIRMED_RETENTION_HOURS * HOUR_MS;
    const relayStatus = () => relay?.status();
    const sasl = kafkaSaslLogin(config);
    const createPublisher = (brokers: string[]) =>
      createKafkaPublisher({
        brokers,
        clientId: config.KAFKA_CLIENT_ID,
        topics: EVENT_TOPICS,
        topicPartitions: config.KAFKA_TOPIC_PARTITIONS,
        topicReplicationFactor: config.KAFKA_TOPIC_REPLICATION_FACTOR,
        topicRetentionMs: config.KAFKA_TOPIC_RETENTION_HOURS * HOUR_MS,
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
      retention = startRetentionJob({
        db: database.db,
        logger,
        retentionMs: config.CAPTURE_RETENTION_DAYS * DAY_MS,
        unconfirmedRetentionMs,
        outbox: { publishedMs: config.OUTBOX_RETENTION_HOURS * HOUR_MS, maxAgeMs: config.OUTBOX_MAX_AGE_DAYS * DAY_MS },
        intervalMs: RETENTION_INTERVAL_MS,
      });
      // Mail never waits for Kafka: the worker starts with the schema, whatever KAFKA_BROKERS says.
      void loadLinkSecretUntilDone();
    });
    const loadLinkSecretUntilDone = async () => {
      for (let delay = 500; !linkSecret; delay = Math.min(delay * 2, 30_000)) {
        try {
          linkSecret = await loadLinkSecret(database.db, config.EMAIL_LINK_SECRET);
        } catch (error) {
          logger.warn({ err: error }, 'could not load the link signing key: will try again');
          await new Promise((resolve) => setTimeout(resolve, delay).unref());
        }
      }
      mail = startMailWorker({
        db: database.db,
        logger,
        mailer: createSmtpMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
        settings: {
          publicBaseUrl: config.PUBLIC_BASE_URL,
          linkSecret,
          maxAttempts: config.MAIL_MAX_ATTEMPTS,
          retryBaseMs: 5_000,
          retryMaxMs: 30 * 60_000,
          batchSize: 20,
          leaseMs: 120_000,
          pollIntervalMs: config.MAIL_POLL_INTERVAL_MS,
          confirmationValidForMs: unconfirmedRetentionMs,
        },
      });
      logger.info({ smtp: new URL(config.SMTP_URL).host }, 'mail worker started');
    };
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
        linkSecret: () => linkSecret,
        onMailQueued: () => mail?.wake(),
        confirmation: { linkTtlMs: unconfirmedRetentionMs, resendAfterMs: DAY_MS },
      }),
      close: async () => {
        // In-flight requests are answered by now; the relay finishes its batch before the pool closes.
        await Promise.all([relay?.stop(), retention?.stop(), mail?.stop()]);
        await database.close();
      },
    };
  },
});
