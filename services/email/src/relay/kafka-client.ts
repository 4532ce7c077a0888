import { Kafka, logLevel, type LogEntry, type SASLOptions } from 'kafkajs';
import type { Logger } from '@aiapp/kit';

export interface KafkaSaslLogin {
  mechanism: 'plain' | 'scram-sha-256' | 'scram-sha-512';
  username: string;
  password: string;
}

export interface KafkaClientOptions {
  brokers: string[];
  clientId: string;
  logger: Logger;
  /** TLS to the brokers, trusting the system's certificate authorities. */
  ssl?: boolean;
  /** A SASL login, as managed Kafka offerings require. */
  sasl?: KafkaSaslLogin;
}

/** Short retries inside kafkajs; the relay's own back-off handles long outages. */
export const KAFKA_RETRY = { retries: 3, initialRetryTime: 300, maxRetryTime: 3_000 };

/**
 * kafkajs logs every failed request at ERROR; the relay already reports outages once per
 * back-off with the reason, so kafkajs' own lines go to debug.
 */
function logCreatorFor(logger: Logger) {
  return () =>
    ({ namespace, label, log }: LogEntry) => {
      const { message, ...extra } = log;
      logger.debug({ kafkajs: namespace, level: label, ...extra }, message);
    };
}

export function createKafkaClient(options: KafkaClientOptions): Kafka {
  return new Kafka({
    clientId: options.clientId,
    brokers: options.brokers,
    ssl: options.ssl ?? false,
    // kafkajs types each mechanism separately; a login of any of the three fits one of them.
    ...(options.sasl ? { sasl: options.sasl as SASLOptions } : {}),
    connectionTimeout: 3_000,
    requestTimeout: 10_000,
    retry: KAFKA_RETRY,
    logLevel: logLevel.WARN,
    logCreator: logCreatorFor(options.logger),
  });
}

/**
 * Creates the topics that do not exist yet (auto-creation stays off), with `retention.ms` set so
 * the broker deletes events (they carry addresses) when the privacy notice says; existing ones
 * are left as they are (docs/events.md says how to set theirs).
 */
export async function ensureTopics(
  kafka: Kafka,
  topics: readonly string[],
  settings: { partitions: number; replicationFactor: number; retentionMs: number; logger: Logger },
): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = topics.filter((topic) => !existing.has(topic));
    if (missing.length === 0) return;
    await admin.createTopics({
      waitForLeaders: true,
      topics: missing.map((topic) => ({
        topic,
        numPartitions: settings.partitions,
        replicationFactor: settings.replicationFactor,
        configEntries: [{ name: 'retention.ms', value: String(Math.round(settings.retentionMs)) }],
      })),
    });
    settings.logger.info({ topics: missing, retentionMs: settings.retentionMs }, 'created Kafka topics');
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}
