#!/usr/bin/env node
// The outbox relay through the built e-mail service and a real Kafka broker:
//  1. capture-to-topic latency: paced captures over HTTP, each timed from the capture's answer
//     to a kafkajs consumer receiving its event;
//  2. relay throughput: a backlog captured while the relay was off, drained once it is on.
// Kafka: KAFKA_BROKERS, else a broker of its own from scripts/kafka. Postgres: DATABASE_URL or
// TEST_DATABASE_URL, else embedded PostgreSQL. Needs `npm run build` first.
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import pg from 'pg';
import { benchDatabase, freePort, percentile, root, startBuilt } from './lib.mjs';

const LATENCY_COUNT = Number(process.env.BENCH_COUNT ?? 500);
const BACKLOG = Number(process.env.BENCH_BACKLOG ?? 5000);
const TOPIC = 'email.captured.v1';
const kafkaScript = path.join(root, 'scripts/kafka/kafka.mjs');
const cleanups = [];

async function kafkaBrokers() {
  if (process.env.KAFKA_BROKERS) return process.env.KAFKA_BROKERS;
  const dataDir = path.join(root, '.kafka', 'bench');
  const address = execFileSync(process.execPath, [kafkaScript, 'start', '--data-dir', dataDir, '--fresh'], {
    encoding: 'utf8',
  }).trim();
  cleanups.push(() => execFileSync(process.execPath, [kafkaScript, 'stop', '--data-dir', dataDir], { stdio: 'ignore' }));
  return address;
}

const capture = (base, email) =>
  fetch(`${base}/api/email-capture`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, tool_used: 'logo-maker' }),
  }).then((res) => {
    if (res.status !== 200) throw new Error(`capture answered ${res.status}`);
  });

async function pendingEvents(base) {
  const text = await (await fetch(`${base}/metrics`)).text();
  return Number(/^email_outbox_pending_events (\S+)$/m.exec(text)?.[1]);
}

const brokers = await kafkaBrokers();
const database = await benchDatabase();
cleanups.push(database.stop);
const schema = `bench_relay_${randomBytes(4).toString('hex')}`;
/** The built e-mail service on this run's schema, once it is ready (migrated). */
async function service(kafka) {
  const env = { PORT: String(await freePort()), DATABASE_URL: database.url, DATABASE_SCHEMA: schema, KAFKA_BROKERS: kafka };
  const started = await startBuilt('services/email/dist/server.js', env);
  while (!(await fetch(`${started.url}/readyz`)).ok) await new Promise((resolve) => setTimeout(resolve, 50));
  return started;
}
const run = randomUUID().slice(0, 8);

// Reads the topic from its end, timing each of this run's events by its e-mail address.
const received = new Map();
const consumer = new Kafka({ clientId: 'bench', brokers: brokers.split(','), logLevel: logLevel.NOTHING }).consumer({
  groupId: `bench-${run}`,
});
let email;
try {
  email = await service(brokers);
  await capture(email.url, `warmup-${run}@example.com`);
  while ((await pendingEvents(email.url)) > 0) await new Promise((resolve) => setTimeout(resolve, 50)); // the relay made the topic
  await consumer.connect();
  await consumer.subscribe({ topic: TOPIC, fromBeginning: false });
  await consumer.run({
    eachMessage: async ({ message }) => {
      const address = JSON.parse(message.value.toString()).email;
      if (address.includes(run) && !received.has(address)) received.set(address, performance.now());
    },
  });
  await new Promise((resolve) => setTimeout(resolve, 3_000)); // group join

  const answeredAt = new Map();
  for (let i = 0; i < LATENCY_COUNT; i += 1) {
    const address = `latency-${i}-${run}@example.com`;
    await capture(email.url, address);
    answeredAt.set(address, performance.now());
    await new Promise((resolve) => setTimeout(resolve, 20)); // ~40 captures a second: latency, not saturation
  }
  const deadline = Date.now() + 60_000;
  while ([...answeredAt.keys()].some((address) => !received.has(address))) {
    if (Date.now() > deadline) throw new Error(`only ${received.size} of ${LATENCY_COUNT} events reached the consumer`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const latencies = [...answeredAt].map(([address, at]) => received.get(address) - at).sort((a, b) => a - b);
  email.stop();

  email = await service('');
  for (let i = 0; i < BACKLOG; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, BACKLOG - i) }, (_, j) => capture(email.url, `backlog-${i + j}-${run}@example.com`)),
    );
  }
  email.stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  email = await service(brokers);
  while ((await pendingEvents(email.url)) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  email.stop();
  // From the first to the last acknowledgement, as Postgres recorded them (service start excluded).
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query(
    `SELECT count(*)::int AS n, extract(epoch FROM max(published_at) - min(published_at))::float8 AS seconds FROM "${schema}".outbox WHERE payload->>'email' LIKE 'backlog-%'`,
  );
  await client.end();
  const drainSeconds = rows[0].seconds;

  console.log(`Kafka ${brokers} (kafkajs 2.2.4, idempotent, acks all); ${database.kind}; relay batch 100`);
  console.log(
    `capture answered -> event at a consumer, ${LATENCY_COUNT} paced captures: median ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  console.log(
    `relay throughput draining a ${rows[0].n}-event backlog: ${(rows[0].n / drainSeconds).toFixed(0)} events/s (first to last acknowledgement ${drainSeconds.toFixed(2)} s)`,
  );
} finally {
  email?.stop();
  await consumer.disconnect().catch(() => undefined);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
  for (const cleanup of cleanups.reverse()) cleanup();
  fs.rmSync(path.join(root, '.kafka', 'bench'), { recursive: true, force: true });
}
