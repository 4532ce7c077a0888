/**
 * Example consumer of `email.captured.v1`, for the newsletter / CRM side. Kafka delivers at
 * least once and the relay may publish an event twice, so the consumer records each
 * `event_id` it has applied IN THE SAME TRANSACTION as the effect: a repeat finds the id
 * and changes nothing. Tested by services/email/test/example-consumer.test.ts.
 */
import { Kafka, logLevel, type KafkaMessage } from 'kafkajs';
import { EMAIL_CAPTURED_TOPIC, EVENT_HEADERS, EmailCapturedV1 } from '@aiapp/contracts';

/** Whatever your database layer offers: a transaction whose query answers rows. */
export interface ConsumerStore {
  withTransaction<T>(work: (tx: { query(sql: string, params?: unknown[]): Promise<unknown[]> }) => Promise<T>): Promise<T>;
}

export const CONSUMER_TABLES_SQL = `
  CREATE TABLE IF NOT EXISTS processed_events (
    event_id uuid PRIMARY KEY,
    processed_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE IF NOT EXISTS newsletter_contacts (
    subscriber_id uuid PRIMARY KEY,
    email text NOT NULL,
    first_tool text NOT NULL,
    captures integer NOT NULL,
    last_captured_at timestamptz NOT NULL
  );
`;

export type Outcome = 'applied' | 'duplicate' | 'skipped';

function header(message: Pick<KafkaMessage, 'headers'>, name: string): string | undefined {
  const value = message.headers?.[name];
  return value === undefined ? undefined : String(value);
}

/** Applies one message at most once. Never throws for a bad message: it is skipped (log or dead-letter it). */
export async function handleEmailCaptured(
  store: ConsumerStore,
  message: Pick<KafkaMessage, 'headers' | 'value'>,
): Promise<Outcome> {
  if (header(message, EVENT_HEADERS.eventVersion) !== '1') return 'skipped';
  let event: EmailCapturedV1;
  try {
    event = EmailCapturedV1.parse(JSON.parse(message.value?.toString() ?? ''));
  } catch {
    return 'skipped';
  }
  return store.withTransaction(async (tx) => {
    const fresh = await tx.query(
      `INSERT INTO processed_events (event_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING event_id`,
      [event.event_id],
    );
    if (fresh.length === 0) return 'duplicate';
    await tx.query(
      `INSERT INTO newsletter_contacts (subscriber_id, email, first_tool, captures, last_captured_at)
       VALUES ($1, $2, $3, 1, $4)
       ON CONFLICT (subscriber_id) DO UPDATE SET
         captures = newsletter_contacts.captures + 1,
         email = EXCLUDED.email,
         last_captured_at = greatest(newsletter_contacts.last_captured_at, EXCLUDED.last_captured_at)`,
      [event.subscriber_id, event.email, event.tool_used, event.occurred_at],
    );
    return 'applied';
  });
}

/**
 * Reads the topic in a consumer group; resolves once the group has assigned it partitions.
 * kafkajs commits a message's offset only after its handler resolved, so a crash in between
 * redelivers it, and `processed_events` absorbs that. A new group starts at the topic's
 * beginning unless `fromBeginning` is false (then: at its end).
 */
export async function runEmailCapturedConsumer(options: {
  brokers: string[];
  groupId: string;
  store: ConsumerStore;
  fromBeginning?: boolean;
  onOutcome?: (outcome: Outcome, message: KafkaMessage) => void;
}): Promise<{ stop(): Promise<void> }> {
  const consumer = new Kafka({ clientId: options.groupId, brokers: options.brokers, logLevel: logLevel.WARN }).consumer({
    groupId: options.groupId,
  });
  const joined = new Promise<void>((resolve) => {
    const stopListening = consumer.on(consumer.events.GROUP_JOIN, () => {
      stopListening();
      resolve();
    });
  });
  await consumer.connect();
  await consumer.subscribe({ topic: EMAIL_CAPTURED_TOPIC, fromBeginning: options.fromBeginning ?? true });
  await consumer.run({
    eachMessage: async ({ message }) => options.onOutcome?.(await handleEmailCaptured(options.store, message), message),
  });
  await joined;
  return { stop: () => consumer.disconnect() };
}
