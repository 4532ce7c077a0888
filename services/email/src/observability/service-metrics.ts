import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '@aiapp/kit';
import { readOutboxStats } from '../data-access/outbox-repository';
import type { RelayState, RelayStatus } from '../relay/outbox-relay';
import type { RelayObserver } from '../relay/relay-batch';

export type RelayStateOrOff = RelayState | 'off';
const RELAY_STATES: readonly RelayStateOrOff[] = [
  'off',
  'starting',
  'publishing',
  'idle',
  'waiting_for_kafka',
  'waiting_for_database',
  'stopped',
];

export interface ServiceMetrics {
  /** Hand to the relay: counts what it publishes and sets aside. */
  relayObserver: RelayObserver;
  /** The Prometheus text exposition, outbox figures read from Postgres at scrape time. */
  render(): Promise<{ contentType: string; body: string }>;
}

/** One registry per service instance (never prom-client's global one), so apps in one process never mix. */
export function createServiceMetrics(deps: { db: Database; relayStatus: () => RelayStatus | undefined }): ServiceMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const pending = new Gauge({
    name: 'email_outbox_pending_events',
    help: 'Events in the outbox waiting to reach Kafka.',
    registers,
  });
  const oldestAge = new Gauge({
    name: 'email_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest event waiting to reach Kafka (0 when none waits).',
    registers,
  });
  const setAside = new Gauge({
    name: 'email_outbox_set_aside_events',
    help: 'Events set aside after failing too often; need an operator.',
    registers,
  });
  const statsUp = new Gauge({
    name: 'email_outbox_stats_up',
    help: '1 when the outbox figures above could be read from Postgres.',
    registers,
  });
  const relayState = new Gauge({
    name: 'email_outbox_relay_state',
    help: 'The relay’s current state (1 for the current one).',
    labelNames: ['state'],
    registers,
  });
  const failures = new Gauge({
    name: 'email_outbox_relay_consecutive_failures',
    help: 'Failed relay rounds in a row (Kafka or Postgres).',
    registers,
  });
  const published = new Counter({
    name: 'email_outbox_events_published_total',
    help: 'Events Kafka acknowledged.',
    labelNames: ['topic'],
    registers,
  });
  const setAsideTotal = new Counter({
    name: 'email_outbox_events_set_aside_total',
    help: 'Events set aside by this process.',
    labelNames: ['topic'],
    registers,
  });
  const delay = new Histogram({
    name: 'email_outbox_publish_delay_seconds',
    help: 'From the capture committing its event to Kafka acknowledging it.',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 1800, 3600],
    registers,
  });

  return {
    relayObserver: {
      published(events) {
        const now = Date.now();
        for (const event of events) {
          published.inc({ topic: event.topic });
          delay.observe(Math.max(0, now - event.createdAt.getTime()) / 1000);
        }
      },
      setAside(event) {
        setAsideTotal.inc({ topic: event.topic });
      },
    },
    async render() {
      try {
        const stats = await readOutboxStats(deps.db);
        pending.set(stats.pending);
        oldestAge.set(stats.oldestPendingAgeSeconds);
        setAside.set(stats.setAside);
        statsUp.set(1);
      } catch {
        // Postgres is down: NaN (unknown) rather than 0 or figures from an earlier scrape.
        for (const gauge of [pending, oldestAge, setAside]) gauge.set(Number.NaN);
        statsUp.set(0);
      }
      const status = deps.relayStatus();
      for (const state of RELAY_STATES) relayState.set({ state }, state === (status?.state ?? 'off') ? 1 : 0);
      failures.set(status?.consecutiveFailures ?? 0);
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
