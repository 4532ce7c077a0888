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

/** A kafkajs consumer in a group of its own, reading the topic from the beginning. */
export async function readTopic(brokers: string[], topic: string): Promise<TopicReader> {
  const kafka = new Kafka({ clientId: 'test-reader', brokers, logLevel: logLevel.NOTHING });
  const consumer = kafka.consumer({ groupId: `test-reader-${randomUUID()}` });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
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
