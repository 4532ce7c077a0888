import { z } from 'zod';
import { EVENT_TOPICS, SERVICES } from '@aiapp/contracts';
import { createDatabase, retryUntilDone, runMigrations, serviceMain } from '@aiapp/kit';
import { createApp } from './app';
import { EMAIL_MIGRATIONS } from './data-access/migrations';
import { createServiceMetrics } from './observability/service-metrics';
import { createKafkaPublisher } from './relay/kafka-publisher';
import type { OutboxRelay } from './relay/outbox-relay';
import { RELAY_CONFIG, startOutboxRelay } from './relay/relay-config';

serviceMain({
  name: 'email',
  defaultPort: SERVICES.email.port,
  config: {
    DATABASE_URL: z.string().min(1, 'DATABASE_URL is required (e.g. postgres://user@127.0.0.1:5432/db)'),
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/)
      .default('email'),
    ...RELAY_CONFIG,
  },
  start: async (config, { logger, health }) => {
    const db = createDatabase({ connectionString: config.DATABASE_URL, schema: config.DATABASE_SCHEMA, logger });
    let schemaReady = false;
    let relay: OutboxRelay | undefined;
    const relayStatus = () => relay?.status();
    const metrics = createServiceMetrics({ db, relayStatus });
    const createPublisher = (brokers: string[]) =>
      createKafkaPublisher({
        brokers,
        clientId: config.KAFKA_CLIENT_ID,
        topics: EVENT_TOPICS,
        topicPartitions: config.KAFKA_TOPIC_PARTITIONS,
        topicReplicationFactor: config.KAFKA_TOPIC_REPLICATION_FACTOR,
        logger,
      });
    // Start serving at once; captures answer 503 until Postgres is reachable and migrated.
    const migrating = retryUntilDone(
      async () => {
        const applied = await runMigrations(db, EMAIL_MIGRATIONS);
        schemaReady = true;
        logger.info({ applied }, 'database schema up to date');
        // Kafka is not a start-up dependency: the relay connects lazily and waits for it.
        relay = startOutboxRelay(config, { db, logger, createPublisher, observer: metrics.relayObserver });
      },
      { onRetry: (error, delayMs) => logger.warn({ err: error, delayMs }, 'migrations failed: retrying') },
    );
    return {
      app: createApp({
        logger,
        db,
        health,
        isSchemaReady: () => schemaReady,
        onEventStored: () => relay?.wake(),
        relayStatus,
        metrics,
      }),
      close: async () => {
        migrating.cancel();
        // In-flight requests are answered by now; the relay finishes its batch before the pool closes.
        await relay?.stop();
        await db.close();
      },
    };
  },
});
