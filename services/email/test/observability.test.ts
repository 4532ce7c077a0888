import { type Database } from '@aiapp/kit';
import {
  listen,
  provideMigratedDatabase,
  silentLogger,
  waitFor,
  type Listening,
  type MigratedTestDatabase,
  type TcpProxy,
} from '@aiapp/test-support';
import { createApp } from '../src/app';
import { EMAIL_MIGRATIONS } from '../src/data-access/migrations';
import { captureEmail } from '../src/domain/capture-email';
import { createServiceMetrics } from '../src/observability/service-metrics';
import { createOutboxRelay, type OutboxRelay } from '../src/relay/outbox-relay';
import type { RelayObserver } from '../src/relay/relay-batch';
import { InMemoryPublisher } from './support/in-memory-publisher';

/** `name{labels} value` lines of a Prometheus text exposition, by series. */
function parsePrometheus(text: string): Map<string, number> {
  const series = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const cut = line.lastIndexOf(' ');
    series.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  return series;
}

describe('outbox metrics and readiness details', () => {
  let database: MigratedTestDatabase;
  let proxy: TcpProxy;
  let db: Database;
  let service: Listening;
  let relay: OutboxRelay | undefined;
  let relayObserver: RelayObserver;
  const publisher = new InMemoryPublisher();

  beforeAll(async () => {
    database = await provideMigratedDatabase('metrics', EMAIL_MIGRATIONS);
    ({ db, proxy } = database);
    const relayStatus = () => relay?.status();
    const metrics = createServiceMetrics({ db, relayStatus });
    relayObserver = metrics.relayObserver;
    service = await listen(createApp({ logger: silentLogger, db, isSchemaReady: () => true, relayStatus, metrics }));
    publisher.available = false;
  });
  afterAll(async () => {
    await relay?.stop();
    await service.close();
    await database.stop();
  });

  function startRelay() {
    relay = createOutboxRelay({
      db,
      publisher,
      logger: silentLogger,
      observer: relayObserver,
      settings: {
        batchSize: 10,
        leaseMs: 60_000,
        maxAttempts: 3,
        rejectedRetryMs: 10,
        pollIntervalMs: 20,
        retentionMs: 3_600_000,
        cleanupIntervalMs: 600_000,
        backoffInitialMs: 10,
        backoffMaxMs: 40,
        drainTimeoutMs: 1_000,
      },
    });
    relay.start();
  }

  const scrape = async () => {
    const res = await fetch(`${service.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheus(await res.text());
  };
  const readiness = async () => {
    const res = await fetch(`${service.url}/readyz`);
    const body = (await res.json()) as { checks: { name: string; ok: boolean; details?: Record<string, unknown> }[] };
    return { status: res.status, checks: Object.fromEntries(body.checks.map((check) => [check.name, check])) };
  };

  it('When the relay is off and events wait, then /metrics and readiness show the pending count and the oldest age, and the service stays ready', async () => {
    await captureEmail(db, { email: 'first@example.com', tool_used: 'logo-maker' });
    await captureEmail(db, { email: 'second@example.com', tool_used: 'logo-maker' });
    await db.query(`UPDATE outbox SET created_at = now() - interval '90 seconds' WHERE id = (SELECT min(id) FROM outbox)`);
    await captureEmail(db, { email: 'aside@example.com', tool_used: 'logo-maker' });
    await db.query(`UPDATE outbox SET set_aside_at = now() WHERE id = (SELECT max(id) FROM outbox)`);

    const series = await scrape();
    const ready = await readiness();

    expect(series.get('email_outbox_pending_events')).toBe(2);
    expect(series.get('email_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(series.get('email_outbox_set_aside_events')).toBe(1);
    expect(series.get('email_outbox_stats_up')).toBe(1);
    expect(series.get('email_outbox_relay_state{state="off"}')).toBe(1);
    expect(series.has('process_cpu_seconds_total')).toBe(true);
    expect(ready.status).toBe(200);
    expect(ready.checks.database?.details).toEqual({
      outbox: { pending: 2, oldest_pending_age_seconds: expect.any(Number), set_aside: 1 },
    });
    expect(ready.checks.event_relay?.details).toMatchObject({ state: 'off' });
  });

  it('When Kafka is down, then the service is still ready and both endpoints say the relay is waiting for it', async () => {
    startRelay();
    await waitFor(() => relay!.status().consecutiveFailures >= 2, 'the relay to fail against the broker');

    const series = await scrape();
    const ready = await readiness();

    expect(ready.status).toBe(200);
    expect(ready.checks.event_relay).toMatchObject({
      ok: true,
      details: { state: 'waiting_for_kafka', last_error: expect.stringContaining('ECONNREFUSED') },
    });
    expect(series.get('email_outbox_relay_state{state="waiting_for_kafka"}')).toBe(1);
    expect(series.get('email_outbox_relay_state{state="off"}')).toBe(0);
    expect(series.get('email_outbox_relay_consecutive_failures')).toBeGreaterThanOrEqual(2);
  });

  it('When Kafka comes back, then the published counter and the capture-to-Kafka delay histogram count the events and nothing is pending', async () => {
    publisher.available = true;
    await waitFor(async () => (await scrape()).get('email_outbox_pending_events') === 0, 'the outbox to drain');

    const series = await scrape();

    expect(series.get('email_outbox_events_published_total{topic="email.captured.v1"}')).toBe(2);
    expect(series.get('email_outbox_publish_delay_seconds_count')).toBe(2);
    expect(series.get('email_outbox_publish_delay_seconds_bucket{le="60"}')).toBe(1);
    expect(series.get('email_outbox_publish_delay_seconds_bucket{le="300"}')).toBe(2);
    expect(series.get('email_outbox_oldest_pending_age_seconds')).toBe(0);
    expect(series.get('email_outbox_set_aside_events')).toBe(1);
  });

  it('When Postgres is down, then /metrics still answers, reports the outbox figures as unknown, and readiness fails on the database only', async () => {
    proxy.cut();
    try {
      const series = await scrape();
      const ready = await readiness();

      expect(series.get('email_outbox_stats_up')).toBe(0);
      expect(series.get('email_outbox_pending_events')).toBeNaN();
      expect(ready.status).toBe(503);
      expect(ready.checks.database?.ok).toBe(false);
      expect(ready.checks.event_relay?.ok).toBe(true);
    } finally {
      proxy.restore();
    }
  });
});
