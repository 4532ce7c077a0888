import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { EVENT_HEADERS } from '@aiapp/contracts';

export interface ReceivedEvent {
  eventId: string;
  key: string;
  value: string;
  headers: Record<string, string>;
  partition: number;
  offset: bigint;
}

export interface TopicReader {
  received: ReceivedEvent[];
  /** Received events whose event_id is in `ids`, in partition-offset order. */
  only(ids: Iterable<string>): ReceivedEvent[];
  close(): Promise<void>;
}

/**
 * A kafkajs consumer in a group of its own; resolves once it has its partitions. `from: 'end'`
 * skips what earlier runs left on a shared broker: it sees only what is published after this.
 */
export async function readTopic(brokers: string[], topic: string, from: 'beginning' | 'end' = 'beginning'): Promise<TopicReader> {
  const kafka = new Kafka({ clientId: 'test-reader', brokers, logLevel: logLevel.NOTHING });
  const consumer = kafka.consumer({ groupId: `test-reader-${randomUUID()}` });
  const joined = new Promise<void>((resolve) => {
    const stopListening = consumer.on(consumer.events.GROUP_JOIN, () => {
      stopListening();
      resolve();
    });
  });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: from === 'beginning' });
  const received: ReceivedEvent[] = [];
  await consumer.run({
    eachMessage: async ({ partition, message }) => {
      const headers = Object.fromEntries(Object.entries(message.headers ?? {}).map(([name, value]) => [name, String(value)]));
      received.push({
        eventId: headers[EVENT_HEADERS.eventId] ?? '',
        key: message.key?.toString() ?? '',
        value: message.value?.toString() ?? '',
        headers,
        partition,
        offset: BigInt(message.offset),
      });
    },
  });
  await joined;
  return {
    received,
    only(ids) {
      const wanted = new Set(ids);
      return received
        .filter((event) => wanted.has(event.eventId))
        .sort((a, b) => a.partition - b.partition || Number(a.offset - b.offset));
    },
    close: () => consumer.disconnect(),
  };
}
