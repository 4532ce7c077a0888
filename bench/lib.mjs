// Shared pieces for the benchmarks: free ports, starting built processes, latency statistics.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export { freePort } from '../scripts/free-port.mjs';

/**
 * Probes `${url}/healthz` every `intervalMs` from a worker thread until told to stop, then posts
 * the latencies. A thread of its own, because `work` (sending a 13 MB upload, reading a 21 MB
 * answer) keeps this thread's event loop busy, and probes sharing it would time the bench, not
 * the server. The thread says 'ready' after WARM_UP_PROBES untimed probes: a thread's first
 * fetch loads undici and took 59–75 ms against an idle server, which is the bench, not the server.
 * Given the server's `pid` (Linux), it also reads, for each probe, how long the server's event
 * loop thread (whose id is the pid) ran and how long it waited in the run queue for a core, and
 * how long the probing thread itself waited for one: fields 1 and 2 of
 * /proc/<pid>/task/<tid>/schedstat, "time spent on the cpu" and "time spent waiting on a
 * runqueue" in ns (https://docs.kernel.org/scheduler/sched-stats.html). They tell a probe the
 * machine kept waiting from one the server's own work held up.
 */
const WARM_UP_PROBES = 3;
const PROBE_THREAD = `
const { readFileSync } = require('node:fs');
const { parentPort, workerData: { url, intervalMs, pid } } = require('node:worker_threads');
const schedstat = (file) => readFileSync(file, 'utf8').split(' ').map(Number);
const ZERO = [0, 0];
const server = () => (pid ? schedstat('/proc/' + pid + '/task/' + pid + '/schedstat') : ZERO);
const own = () => (pid ? schedstat('/proc/thread-self/schedstat') : ZERO);
const latencies = [];
const timings = [];
let running = true;
parentPort.once('message', () => { running = false; });
(async () => {
  for (let i = 0; i < ${WARM_UP_PROBES}; i += 1) await fetch(url + '/healthz').then((res) => res.arrayBuffer());
  parentPort.postMessage('ready');
  while (running) {
    const [serverBefore, ownBefore] = [server(), own()];
    const started = performance.now();
    await fetch(url + '/healthz').then((res) => res.arrayBuffer());
    latencies.push(performance.now() - started);
    const [serverAfter, ownAfter] = [server(), own()];
    timings.push({
      running: (serverAfter[0] - serverBefore[0]) / 1e6,
      queued: (serverAfter[1] - serverBefore[1]) / 1e6,
      proberQueued: (ownAfter[1] - ownBefore[1]) / 1e6,
    });
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  parentPort.postMessage({ latencies, timings });
})();
`;

/**
 * Runs `work` while probing `${url}/healthz` every `intervalMs`; returns the work's result, the
 * probes' latencies (ms) and `probes`: each latency (`ms`) with, given the server's `pid`, the ms
 * its event loop thread ran (`running`) and waited for a core (`queued`) meanwhile, and the ms the
 * probing thread waited for one (`proberQueued`).
 */
export async function probeHealthWhile(url, intervalMs, work, { pid } = {}) {
  const prober = new Worker(PROBE_THREAD, { eval: true, workerData: { url, intervalMs, pid } });
  const nextMessage = () =>
    new Promise((resolve, reject) => {
      prober.once('message', resolve);
      prober.once('error', reject);
    });
  await nextMessage();
  const answer = nextMessage();
  try {
    const result = await work();
    prober.postMessage('stop');
    const { latencies, timings } = await answer;
    return { result, latencies, probes: latencies.map((ms, i) => ({ ms, ...timings[i] })) };
  } finally {
    await prober.terminate();
  }
}

/** Starts a built server (dist) with LOG_LEVEL=silent and waits for /healthz; `pid` lets a bench read its memory. */
export async function startBuilt(script, env) {
  const child = spawn(process.execPath, [path.join(root, script)], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${env.PORT}`;
  // 10 s unless BENCH_START_SECONDS says otherwise: on a heavily loaded machine a service's start-up can take longer.
  const tries = Number(process.env.BENCH_START_SECONDS ?? 10) * 10;
  for (let i = 0; i < tries; i += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, pid: child.pid, stop: () => child.kill('SIGTERM') };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`${script} did not start`);
}

export function percentile(sortedMs, p) {
  return sortedMs[Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1)];
}

/**
 * Runs `count` rounds after a warm-up; each round sends one request of every kind in turn, so
 * all kinds see the same machine load. Returns latency figures in ms per kind.
 */
export async function measureInterleaved(requests, count, warmup = 200) {
  const samples = Object.fromEntries(Object.keys(requests).map((name) => [name, []]));
  for (let i = 0; i < warmup + count; i += 1) {
    for (const [name, request] of Object.entries(requests)) {
      const started = process.hrtime.bigint();
      await request();
      if (i >= warmup) samples[name].push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  return Object.fromEntries(
    Object.entries(samples).map(([name, list]) => {
      list.sort((a, b) => a - b);
      return [name, { count, median: percentile(list, 50), p99: percentile(list, 99) }];
    }),
  );
}

/**
 * A Postgres for a benchmark: DATABASE_URL or TEST_DATABASE_URL when set, else embedded PostgreSQL
 * (scripts/embedded-postgres.mjs) on a free port, its data deleted on stop.
 */
export async function benchDatabase() {
  const given = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return { url: given, kind: 'Postgres at DATABASE_URL/TEST_DATABASE_URL', stop: () => undefined };
  const child = spawn(process.execPath, [path.join(root, 'scripts/embedded-postgres.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve) => child.stdout.once('data', (line) => resolve(JSON.parse(String(line)).url)));
  return { url, kind: 'embedded PostgreSQL 17', stop: () => child.kill('SIGTERM') };
}

/**
 * Open-model load: requests are sent on a fixed schedule (`rate` per second, evenly spaced) over
 * at most `connections` keep-alive connections, whatever the answers do; each latency runs from
 * the request's scheduled time, so a stall shows up in every request it delays (no coordinated
 * omission). autocannon's `overallRate` paces each connection on its own timer, which sends
 * requests in bursts of up to `connections` at once; this spreads them.
 */
export async function openLoad({ url, rate, seconds, connections, body, headers = { 'content-type': 'application/json' } }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const total = Math.round(rate * seconds);
  const latencies = [];
  let failed = 0;
  let sent = 0;
  const started = performance.now();
  const send = (scheduledAt) =>
    new Promise((resolve) => {
      const payload = body();
      const req = http.request(
        target,
        { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(payload) } },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode >= 200 && res.statusCode < 300) latencies.push(performance.now() - scheduledAt);
            else failed += 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        failed += 1;
        resolve();
      });
      req.end(payload);
    });
  const inFlight = [];
  await new Promise((done) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
      while (sent < due) {
        inFlight.push(send(started + (sent * 1000) / rate));
        sent += 1;
      }
      if (sent < total) setTimeout(tick, 1);
      else done();
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failed,
    total,
  };
}
