import type { PublishFailure } from './event-publisher';

/**
 * Broker answers that mean "this record itself is unacceptable": retrying it unchanged will
 * not help, so the relay counts attempts and eventually sets it aside. Every other failure
 * (connection lost, no leader, timeout, not authorised, unknown topic) is about the broker
 * or our access to it: the events wait, untouched, until it works again.
 */
const REFUSED_RECORD_TYPES = new Set([
  'MESSAGE_TOO_LARGE',
  'RECORD_LIST_TOO_LARGE',
  'INVALID_RECORD',
  'CORRUPT_MESSAGE',
  'INVALID_TIMESTAMP',
]);

interface KafkaJsErrorShape {
  type?: string;
  cause?: unknown;
  originalError?: unknown;
  errors?: unknown[];
}

/** kafkajs wraps the broker's answer (retries exceeded, aggregate of brokers): look through every layer. */
function* layers(error: unknown, depth = 0): Generator<KafkaJsErrorShape> {
  if (!error || typeof error !== 'object' || depth > 8) return;
  const shaped = error as KafkaJsErrorShape;
  yield shaped;
  yield* layers(shaped.cause, depth + 1);
  yield* layers(shaped.originalError, depth + 1);
  for (const inner of shaped.errors ?? []) yield* layers(inner, depth + 1);
}

export function classifyKafkaError(error: unknown): PublishFailure {
  for (const layer of layers(error)) if (layer.type && REFUSED_RECORD_TYPES.has(layer.type)) return 'rejected';
  return 'unavailable';
}

/** The innermost message is the broker's own words ("The request included a message larger…"). */
export function describeKafkaError(error: unknown): string {
  const messages = [...layers(error)].map((layer) => (layer as { message?: string }).message).filter(Boolean);
  return [...new Set(messages)].join(': ') || String(error);
}
