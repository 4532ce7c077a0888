import type { Database, Logger } from '@aiapp/kit';
import type { EventPublisher } from './event-publisher';
import { deleteExpiredOutboxRows } from './outbox-cleanup';
import { relayOneBatch, type BatchOutcome, type BatchSettings, type RelayObserver } from './relay-batch';

export interface RelaySettings extends BatchSettings {
  /** Pause between polls when the outbox is empty (a capture in this process wakes it sooner). */
  pollIntervalMs: number;
  /** Published rows older than this are deleted. */
  retentionMs: number;
  cleanupIntervalMs: number;
  backoffInitialMs: number;
  backoffMaxMs: number;
  /** On stop, how long the batch in flight may take to finish. */
  drainTimeoutMs: number;
}

export type RelayState = 'starting' | 'publishing' | 'idle' | 'waiting_for_kafka' | 'waiting_for_database' | 'stopped';

export interface RelayStatus {
  state: RelayState;
  consecutiveFailures: number;
  lastError?: string;
  lastPublishedAt?: Date;
}

export interface OutboxRelay {
  start(): void;
  /** A new event was committed: poll now instead of at the next interval. */
  wake(): void;
  /** Stops claiming, lets the batch in flight finish (up to drainTimeoutMs), closes the publisher. */
  stop(): Promise<void>;
  status(): RelayStatus;
}

export interface OutboxRelayDeps {
  db: Database;
  publisher: EventPublisher;
  logger: Logger;
  settings: RelaySettings;
  observer?: RelayObserver;
}

export function createOutboxRelay(deps: OutboxRelayDeps): OutboxRelay {
  const { db, publisher, logger, settings } = deps;
  const status: RelayStatus = { state: 'starting', consecutiveFailures: 0 };
  let stopping = false;
  let running: Promise<void> | undefined;
  let pendingWake = false;
  let interruptSleep: ((reason: 'wake' | 'stop') => void) | undefined;

  /** Sleeps `ms`; a wake-up cuts idle sleeps short, never a back-off; stop cuts any sleep. */
  const sleep = (ms: number, wakeable: boolean) =>
    new Promise<void>((resolve) => {
      if (stopping || (wakeable && pendingWake)) return resolve();
      const timer = setTimeout(finish, ms);
      interruptSleep = (reason) => {
        if (reason === 'stop' || wakeable) finish();
      };
      function finish() {
        clearTimeout(timer);
        interruptSleep = undefined;
        resolve();
      }
    });

  const backoffMs = (failures: number) =>
    Math.min(settings.backoffMaxMs, settings.backoffInitialMs * 2 ** Math.max(0, failures - 1)) * (0.8 + Math.random() * 0.4);

  async function handle(outcome: BatchOutcome | { kind: 'database_unavailable'; error: unknown }): Promise<void> {
    if (outcome.kind === 'done') {
      if (status.state === 'waiting_for_kafka') logger.info('Kafka answers again: publishing the outbox');
      Object.assign(status, { state: 'publishing', consecutiveFailures: 0, lastError: undefined });
      if (outcome.published > 0) status.lastPublishedAt = new Date();
      return;
    }
    if (outcome.kind === 'empty') {
      Object.assign(status, { state: 'idle', consecutiveFailures: 0, lastError: undefined });
      await sleep(settings.pollIntervalMs, true);
      return;
    }
    status.state = outcome.kind === 'kafka_unavailable' ? 'waiting_for_kafka' : 'waiting_for_database';
    status.consecutiveFailures += 1;
    status.lastError = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    const delayMs = Math.round(backoffMs(status.consecutiveFailures));
    // The reason alone (no stack): this repeats every back-off for as long as the outage lasts.
    logger.warn(
      { reason: status.lastError, failures: status.consecutiveFailures, delayMs },
      `outbox relay: ${status.state.replace(/_/g, ' ')}`,
    );
    await sleep(delayMs, false);
  }

  async function run(): Promise<void> {
    // Topics exist as soon as the service runs, even before the first capture; a Kafka that
    // is down now only means the first publish will try again.
    await publisher
      .connect()
      .catch((error: unknown) =>
        logger.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'Kafka is not reachable yet: events wait in the outbox',
        ),
      );
    let nextCleanupAt = 0;
    while (!stopping) {
      if (Date.now() >= nextCleanupAt) {
        nextCleanupAt = Date.now() + settings.cleanupIntervalMs;
        await deleteExpiredOutboxRows(db, logger, settings.retentionMs, () => stopping).catch((error: unknown) =>
          logger.warn({ err: error }, 'outbox cleanup failed: will try again'),
        );
      }
      pendingWake = false; // a wake-up from now on means rows this claim may not have seen
      const outcome = await relayOneBatch({ db, publisher, logger, settings, observer: deps.observer }).catch(
        (error: unknown) => ({
          kind: 'database_unavailable' as const,
          error,
        }),
      );
      await handle(outcome);
    }
  }

  return {
    start() {
      if (running || stopping) return;
      running = run().finally(() => {
        status.state = 'stopped';
      });
    },
    wake() {
      pendingWake = true;
      interruptSleep?.('wake');
    },
    async stop() {
      if (stopping) return;
      stopping = true;
      interruptSleep?.('stop');
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), settings.drainTimeoutMs);
      });
      const result = await Promise.race([running ?? Promise.resolve(), timedOut]);
      clearTimeout(timer);
      // Rows of a batch that did not finish stay leased and are claimed again after the lease.
      if (result === 'timeout') logger.warn('outbox relay: the batch in flight did not finish in time; its lease will expire');
      await publisher.close().catch((error: unknown) => logger.warn({ err: error }, 'could not close the Kafka producer'));
      status.state = 'stopped';
    },
    status: () => ({ ...status }),
  };
}
