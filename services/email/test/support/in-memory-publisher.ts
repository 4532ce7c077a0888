import { PublishError, type EventPublisher, type OutboundEvent } from '../../src/relay/event-publisher';

/**
 * A broker in memory for relay tests: records what it acknowledged, in order, and can be
 * taken down, made to refuse chosen events, slowed, or made to hang on a publish.
 */
export class InMemoryPublisher implements EventPublisher {
  readonly acknowledged: OutboundEvent[] = [];
  available = true;
  closed = false;
  /** Events for which this answers true are refused as invalid (like MESSAGE_TOO_LARGE). */
  refuses: (event: OutboundEvent) => boolean = () => false;
  /** Longest random delay before each publish answers, to interleave concurrent relays. */
  maxDelayMs = 0;
  /** Acknowledges, then never answers: the relay process "dies" after Kafka took the batch. */
  hangAfterAcknowledging = false;
  private gate: Promise<void> | undefined;
  private openGate: (() => void) | undefined;
  private onHeld: (() => void) | undefined;

  async publish(events: readonly OutboundEvent[]): Promise<void> {
    if (this.maxDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * this.maxDelayMs));
    if (this.gate) {
      this.onHeld?.();
      await this.gate;
    }
    if (!this.available) throw new PublishError('unavailable', 'Connection error: connect ECONNREFUSED 127.0.0.1:9');
    const refused = events.filter((event) => this.refuses(event));
    if (refused.length > 0)
      throw new PublishError(
        'rejected',
        `The request included a message larger than the max message size the server will accept`,
      );
    this.acknowledged.push(...events);
    if (this.hangAfterAcknowledging) await new Promise<never>(() => undefined);
  }

  /** The next publishes wait until `release()`; resolves when one is waiting. */
  hold(): Promise<void> {
    this.gate = new Promise((resolve) => {
      this.openGate = resolve;
    });
    return new Promise((resolve) => {
      this.onHeld = resolve;
    });
  }

  release(): void {
    this.gate = undefined;
    this.openGate?.();
  }

  async connect(): Promise<void> {
    if (!this.available) throw new PublishError('unavailable', 'Connection error: connect ECONNREFUSED 127.0.0.1:9');
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  eventIds(): string[] {
    return this.acknowledged.map((event) => event.eventId);
  }
}
