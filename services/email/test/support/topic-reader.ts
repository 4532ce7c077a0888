import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { EVENT_HEADERS } from '@aiapp/contracts';
import { waitFor } from '@aiapp/test-support';

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
  /**
   * Resolves once this reader has received everything the topic holds now (each partition's end
   * offset): after the producers have stopped, nothing more can arrive, so a duplicate that was
   * sent has been seen. Instead of waiting "long enough" for one to show up.
   */
  caughtUp(): Promise<void>;
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
  /** Each partition's end offset, asked by a short-lived admin client (nothing left connected). */
  const endOffsets = async () => {
    const admin = kafka.admin();
    await admin.connect();
    try {
      return new Map((await admin.fetchTopicOffsets(topic)).map((partition) => [partition.partition, BigInt(partition.high)]));
    } finally {
      await admin.disconnect();
    }
  };
  // Where this reader started: it sees only what is published after this (from: 'end').
  const startedAt = from === 'end' ? await endOffsets() : new Map<number, bigint>();
  return {
    received,
    only(ids) {
      const wanted = new Set(ids);
      return received
        .filter((event) => wanted.has(event.eventId))
        .sort((a, b) => a.partition - b.partition || Number(a.offset - b.offset));
    },
    async caughtUp() {
      const ends = await endOffsets();
      const missing = () =>
        [...ends].filter(([partition, end]) => {
          if (end <= (startedAt.get(partition) ?? 0n)) return false;
          return !received.some((event) => event.partition === partition && event.offset >= end - 1n);
        });
      await waitFor(() => missing().length === 0, `the reader to reach the end of ${topic}`, 30_000);
    },
    close: () => consumer.disconnect(),
  };
}
