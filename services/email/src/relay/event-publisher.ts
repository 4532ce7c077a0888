import { EVENT_HEADERS } from '@aiapp/contracts';
import type { ClaimedEvent } from '../data-access/outbox-repository';

/** One event as it goes onto the wire: JSON value, key, and the headers consumers rely on. */
export interface OutboundEvent {
  eventId: string;
  topic: string;
  key: string;
  value: string;
  headers: Record<string, string>;
  timestamp: Date;
}

/** What the relay needs from a message broker; kafkajs sits behind it (and a fake in tests). */
export interface EventPublisher {
  /** Connects and creates missing topics. Optional to call: publish does it when needed. */
  connect(): Promise<void>;
  /**
   * Resolves once the broker has acknowledged every event; rejects with a PublishError and
   * is then ready for the next call (a Kafka publisher starts a fresh producer).
   */
  publish(events: readonly OutboundEvent[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * `unavailable`: the broker could not take anything right now (down, unreachable, no
 * leader, not allowed); the events wait without using up attempts.
 * `rejected`: the broker refused these events themselves (too large, invalid); retrying
 * them is limited, then they are set aside.
 */
export type PublishFailure = 'unavailable' | 'rejected';

export class PublishError extends Error {
  constructor(
    readonly failure: PublishFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PublishError';
  }
}

/** Anything a publisher throws that is not a PublishError counts as the broker being unavailable. */
export function publishFailureOf(error: unknown): PublishFailure {
  return error instanceof PublishError ? error.failure : 'unavailable';
}

export function toOutboundEvent(event: ClaimedEvent): OutboundEvent {
  const { type, version } = event.payload;
  const headers: Record<string, string> = {
    [EVENT_HEADERS.eventId]: event.eventId,
    [EVENT_HEADERS.contentType]: 'application/json',
  };
  if (typeof type === 'string') headers[EVENT_HEADERS.eventType] = type;
  if (typeof version === 'number') headers[EVENT_HEADERS.eventVersion] = String(version);
  return {
    eventId: event.eventId,
    topic: event.topic,
    key: event.key,
    value: JSON.stringify(event.payload),
    headers,
    timestamp: event.createdAt,
  };
}
