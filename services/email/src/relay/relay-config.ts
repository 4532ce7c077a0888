import type { Database, Logger } from '@aiapp/kit';
import type { EventPublisher } from './event-publisher';
import type { KafkaSaslLogin } from './kafka-client';
import { createOutboxRelay, type OutboxRelay, type RelaySettings } from './outbox-relay';
import type { RelayObserver } from './relay-batch';

const HOUR_MS = 3_600_000;

/** The relay's settings from the environment (declared and validated in server.ts). */
export interface RelayConfig {
  /** Comma-separated host:port list; empty keeps the relay off. */
  KAFKA_BROKERS: string;
  OUTBOX_BATCH_SIZE: number;
  OUTBOX_POLL_INTERVAL_MS: number;
  OUTBOX_LEASE_MS: number;
  OUTBOX_MAX_ATTEMPTS: number;
  OUTBOX_RETENTION_HOURS: number;
}

function relaySettingsFrom(config: RelayConfig): RelaySettings {
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

/** The three settings of a SASL login, which serviceMain accepts all together or not at all. */
export const KAFKA_SASL_KEYS = ['KAFKA_SASL_MECHANISM', 'KAFKA_SASL_USERNAME', 'KAFKA_SASL_PASSWORD'] as const;

/** The SASL login from its three settings; none set means no login (a half-set one never gets past the config rules). */
export function kafkaSaslLogin(config: {
  KAFKA_SASL_MECHANISM?: KafkaSaslLogin['mechanism'];
  KAFKA_SASL_USERNAME?: string;
  KAFKA_SASL_PASSWORD?: string;
}): KafkaSaslLogin | undefined {
  const { KAFKA_SASL_MECHANISM: mechanism, KAFKA_SASL_USERNAME: username, KAFKA_SASL_PASSWORD: password } = config;
  return mechanism && username && password ? { mechanism, username, password } : undefined;
}
