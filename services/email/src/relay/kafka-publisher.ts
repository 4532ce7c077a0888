import { Partitioners, type Message, type Producer } from 'kafkajs';
import { PublishError, type EventPublisher, type OutboundEvent } from './event-publisher';
import { createKafkaClient, ensureTopics, KAFKA_RETRY, type KafkaClientOptions } from './kafka-client';
import { classifyKafkaError, describeKafkaError } from './kafka-errors';

export interface KafkaPublisherOptions extends KafkaClientOptions {
  /** Created through the admin client on first connect when missing (auto-creation is off). */
  topics: readonly string[];
  topicPartitions: number;
  /** -1: the broker's default.replication.factor. */
  topicReplicationFactor: number;
  /** retention.ms of a topic it creates: how long the broker keeps events that carry addresses. */
  topicRetentionMs: number;
  /** Upper bound for one publish, connecting included; the relay's lease must be longer. */
  publishTimeoutMs?: number;
}

function toMessage(event: OutboundEvent): Message {
  return { key: event.key, value: event.value, headers: event.headers, timestamp: String(event.timestamp.getTime()) };
}

/**
 * The relay's publisher on kafkajs: an idempotent producer (acks from all in-sync
 * replicas, one request in flight so retries cannot reorder), connected lazily. Kafka being
 * down is never fatal: publish rejects and the events wait.
 *
 * Every failed send discards the producer. kafkajs 2.2.4 counts sequence numbers before a
 * produce request and, when the request fails, rolls them back for every partition in it,
 * also those the broker had written. The next send to such a partition then repeats a
 * sequence number, and the broker acknowledges it as a duplicate WITHOUT writing it: an
 * event lost (kafka-relay.test.ts shows it). A new producer gets a new producer id and fresh
 * sequences; the price is a possible duplicate, which consumers absorb.
 */
export function createKafkaPublisher(options: KafkaPublisherOptions): EventPublisher {
  const publishTimeoutMs = options.publishTimeoutMs ?? 30_000;
  const kafka = createKafkaClient(options);
  let producer: Producer | undefined;
  let connecting: Promise<Producer> | undefined;
  let topicsReady = false;

  function connected(): Promise<Producer> {
    if (producer) return Promise.resolve(producer);
    connecting ??= (async () => {
      if (!topicsReady) {
        await ensureTopics(kafka, options.topics, {
          partitions: options.topicPartitions,
          replicationFactor: options.topicReplicationFactor,
          retentionMs: options.topicRetentionMs,
          logger: options.logger,
        });
        topicsReady = true;
      }
      const fresh = kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        allowAutoTopicCreation: false,
        // Java-compatible murmur2 partitioning: the same key lands where a Java producer would put it.
        createPartitioner: Partitioners.DefaultPartitioner,
        retry: KAFKA_RETRY,
      });
      try {
        await fresh.connect();
      } catch (error) {
        await fresh.disconnect().catch(() => undefined);
        throw error;
      }
      producer = fresh;
      return fresh;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  async function dropProducer(): Promise<void> {
    const current = producer;
    producer = undefined;
    await current?.disconnect().catch(() => undefined);
  }

  async function send(events: readonly OutboundEvent[]): Promise<void> {
    const byTopic = new Map<string, Message[]>();
    for (const event of events) byTopic.set(event.topic, [...(byTopic.get(event.topic) ?? []), toMessage(event)]);
    const ready = await connected();
    await ready.sendBatch({
      acks: -1,
      timeout: 10_000,
      topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
    });
  }

  return {
    async publish(events) {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Error(`Kafka did not acknowledge within ${publishTimeoutMs} ms`);
      const timeLimit = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(timedOut), publishTimeoutMs);
      });
      try {
        await Promise.race([send(events), timeLimit]);
      } catch (error) {
        await dropProducer();
        throw new PublishError(classifyKafkaError(error), describeKafkaError(error), { cause: error });
      } finally {
        clearTimeout(timer);
      }
    },
    connect: async () => void (await connected()),
    close: dropProducer,
  };
}
