import { EVENT_TOPICS } from '@aiapp/contracts';
import { silentLogger } from '@aiapp/test-support';
import type { KafkaSaslLogin } from '../../src/relay/kafka-client';
import { createKafkaPublisher } from '../../src/relay/kafka-publisher';
import type { RelaySettings } from '../../src/relay/outbox-relay';

export const TOPIC_PARTITIONS = 6;
/** retention.ms the relay gives the topics it creates in these tests: not the broker default of 7 days, so the check can tell (production: KAFKA_TOPIC_RETENTION_HOURS). */
export const TOPIC_RETENTION_MS = 3 * 24 * 3_600_000;

/** Production's shape with test-sized clocks: quick polls and back-off, a lease above the publish limit. */
export const KAFKA_TEST_SETTINGS: RelaySettings = {
  batchSize: 50,
  leaseMs: 15_000,
  maxAttempts: 3,
  rejectedRetryMs: 200,
  pollIntervalMs: 50,
  retentionMs: 7 * 24 * 3_600_000,
  cleanupIntervalMs: 600_000,
  backoffInitialMs: 100,
  backoffMaxMs: 1_000,
  drainTimeoutMs: 5_000,
};

export function kafkaPublisher(brokers: string[], topics: readonly string[] = EVENT_TOPICS, sasl?: KafkaSaslLogin) {
  return createKafkaPublisher({
    brokers,
    clientId: 'email-relay-test',
    topics,
    topicPartitions: TOPIC_PARTITIONS,
    topicReplicationFactor: -1,
    topicRetentionMs: TOPIC_RETENTION_MS,
    logger: silentLogger,
    publishTimeoutMs: 10_000,
    sasl,
  });
}
