import { z } from 'zod';
import type { Database, Logger } from '@aiapp/kit';
import type { EventPublisher } from './event-publisher';
import { createOutboxRelay, type OutboxRelay, type RelaySettings } from './outbox-relay';
import type { RelayObserver } from './relay-batch';

const HOUR_MS = 3_600_000;

/** The relay's environment keys, merged into the e-mail service's config schema. */
export const RELAY_CONFIG = {
  /** Comma-separated host:port list; empty (the embedded default) keeps the relay off. */
  KAFKA_BROKERS: z.string().trim().default(''),
  KAFKA_CLIENT_ID: z.string().min(1).default('aiapp-email'),
  /** Used only when the relay creates a missing topic; fixed once created (keys map to partitions). */
  KAFKA_TOPIC_PARTITIONS: z.coerce.number().int().min(1).max(1_000).default(6),
  /** -1 takes the broker's default.replication.factor. */
  KAFKA_TOPIC_REPLICATION_FACTOR: z.coerce
    .number()
    .int()
    .min(-1)
    .max(10)
    .refine((n) => n !== 0, 'use -1 or a positive count')
    .default(-1),
  OUTBOX_BATCH_SIZE: z.coerce.number().int().min(1).max(1_000).default(100),
  OUTBOX_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
  OUTBOX_LEASE_MS: z.coerce.number().int().min(40_000).max(3_600_000).default(60_000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1_000).default(10),
  OUTBOX_RETENTION_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(168),
};
type RelayConfig = { [K in keyof typeof RELAY_CONFIG]: z.infer<(typeof RELAY_CONFIG)[K]> };

export function relaySettingsFrom(config: RelayConfig): RelaySettings {
  return {
    batchSize: config.OUTBOX_BATCH_SIZE,
    leaseMs: config.OUTBOX_LEASE_MS,
    maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
    rejectedRetryMs: 30_000,
    pollIntervalMs: config.OUTBOX_POLL_INTERVAL_MS,
    retentionMs: config.OUTBOX_RETENTION_HOURS * HOUR_MS,
    cleanupIntervalMs: 5 * 60_000,
    backoffInitialMs: 500,
    backoffMaxMs: 30_000,
    rebuildAfterFailures: 3,
    drainTimeoutMs: 5_000,
  };
}

export function brokerList(value: string): string[] {
  return value
    .split(',')
    .map((broker) => broker.trim())
    .filter(Boolean);
}

/**
 * Starts the relay when brokers are configured. Without them the relay stays off, events
 * wait in the outbox (nothing is lost), and the service says so once.
 */
export function startOutboxRelay(
  config: RelayConfig,
  deps: { db: Database; logger: Logger; createPublisher: (brokers: string[]) => EventPublisher; observer?: RelayObserver },
): OutboxRelay | undefined {
  const brokers = brokerList(config.KAFKA_BROKERS);
  if (brokers.length === 0) {
    deps.logger.info('KAFKA_BROKERS is not set: the outbox relay is off; events wait in the outbox until Kafka is configured');
    return undefined;
  }
  const relay = createOutboxRelay({
    db: deps.db,
    publisher: deps.createPublisher(brokers),
    logger: deps.logger,
    settings: relaySettingsFrom(config),
    observer: deps.observer,
  });
  relay.start();
  deps.logger.info({ brokers }, 'outbox relay started');
  return relay;
}
