#!/usr/bin/env node
// Load through the gateway, every figure against the same built processes in the same run:
//  1. logo and e-mail capture, straight to the service and through the gateway, interleaved
//     (direct, gateway, direct, gateway): at saturation with autocannon (closed model, 50 keep-alive
//     connections) for the gateway's share of direct throughput, then offered at a fixed rate
//     (open model, lib.mjs openLoad, 50 connections) for the latency the gateway adds when neither
//     path is saturated, and for captures per second with their p99;
//  2. every text tool with the built-in engine (store description, reviews, landing page, app
//     names, ASO optimizer) through the gateway, each request a different brief of
//     bench/briefs/briefs-200.json in turn (bench/brief-requests.mjs), with the gateway's model
//     budget and per-client model cap lifted (one client sends them all);
//  3. icon sets (1024×1024 PNG in, icons + ZIP out) through the gateway from 1 to 32 at a time
//     (past 2 running + 64 waiting the image service answers 503 busy), with its peak memory.
// The gateway counts every limited call in Postgres (limits raised so none is refused), as in
// production. Postgres: DATABASE_URL or TEST_DATABASE_URL, else embedded PostgreSQL. Needs `npm run build`.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { asoRequest, landingRequest, nameRequest, reviewRequests, storeRequest } from './brief-requests.mjs';
import { benchDatabase, freePort, openLoad, root, startBuilt } from './lib.mjs';

const require = createRequire(import.meta.url);
const sharp = require('sharp');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ICON_CONNECTIONS = (process.env.BENCH_ICON_CONNECTIONS ?? '2,8,32,80').split(',').map(Number);
const rates = (text) => text.split(',').map(Number);
const CAPTURE_RATES = rates(process.env.BENCH_CAPTURE_RATES ?? '800,1000');
const LOGO_RATES = rates(process.env.BENCH_LOGO_RATES ?? '500');
const UNLIMITED = '1000000/1h';

const database = await benchDatabase();
const suffix = randomBytes(4).toString('hex');
const started = [];
const start = async (script, env) => {
  const service = await startBuilt(script, { PORT: String(await freePort()), ...env });
  started.push(service);
  return service;
};

const image = await start('services/image/dist/server.js', {});
const textGen = await start('services/text-gen/dist/server.js', { OPENAI_API_KEY: '' });
const seoTracker = await start('services/seo-tracker/dist/server.js', {
  OPENAI_API_KEY: '',
  DATABASE_URL: database.url,
  DATABASE_SCHEMA: `bench_seo_${suffix}`,
});
const email = await start('services/email/dist/server.js', {
  DATABASE_URL: database.url,
  DATABASE_SCHEMA: `bench_email_${suffix}`,
});
const gateway = await start('gateway/dist/server.js', {
  IMAGE_SERVICE_URL: image.url,
  TEXT_GEN_SERVICE_URL: textGen.url,
  SEO_TRACKER_SERVICE_URL: seoTracker.url,
  EMAIL_SERVICE_URL: email.url,
  DATABASE_URL: database.url,
  DATABASE_SCHEMA: `bench_gateway_${suffix}`,
  RATE_LIMIT_EMAIL_CAPTURE: UNLIMITED,
  RATE_LIMIT_IMAGE: UNLIMITED,
  RATE_LIMIT_MODEL: UNLIMITED,
  MODEL_DAILY_BUDGET: 'off',
  MODEL_MAX_IN_FLIGHT_PER_CLIENT: '100',
});
for (const service of [email, seoTracker, gateway]) {
  while (!(await fetch(`${service.url}/readyz`)).ok) await new Promise((resolve) => setTimeout(resolve, 100));
}

let captureCount = 0;
const CALLS = {
  logo: {
    path: '/api/generate-logo',
    body: () => JSON.stringify({ text: 'FitTrack Pro', style: 'circular', color_scheme: 'purple' }),
  },
  capture: {
    path: '/api/email-capture',
    body: () => JSON.stringify({ email: `bench-${suffix}-${(captureCount += 1)}@example.com`, tool_used: 'logo-maker' }),
  },
};

const briefs = JSON.parse(readFileSync(`${root}/bench/briefs/briefs-200.json`, 'utf8'));
/** A text tool's call: the next brief's request on every call, round the 200 briefs. */
const briefCall = (service, path, request) => {
  const bodies = briefs.map((brief) => JSON.stringify(request(brief)));
  let next = 0;
  return { service, path, bodies, body: () => bodies[(next += 1) % bodies.length] };
};
/** Each brief once through the gateway, so the runs measure briefs the service has seen (bench/text-first-call.mjs times new ones). */
const sendEachOnce = async (call) => {
  for (const body of call.bodies) {
    const res = await fetch(`${gateway.url}${call.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    await res.arrayBuffer();
  }
};
const TEXT_CALLS = {
  'store description': briefCall(textGen, '/api/generate-store-description', storeRequest),
  'review previews': briefCall(textGen, '/api/generate-reviews', (brief) => reviewRequests(brief)[0]),
  'landing page': briefCall(textGen, '/api/generate-landing-page', landingRequest),
  'app names': briefCall(textGen, '/api/generate-app-names', nameRequest),
  'ASO optimizer': briefCall(seoTracker, '/api/optimize-aso', asoRequest),
};

async function load(base, call, { connections = CONNECTIONS, seconds = SECONDS, body, overallRate, timeout = 10 } = {}) {
  const result = await autocannon({
    url: `${base}${call.path}`,
    connections,
    duration: seconds,
    timeout,
    ...(overallRate ? { overallRate } : {}),
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        ...(body ? { body } : { setupRequest: (request) => ({ ...request, body: call.body() }) }),
      },
    ],
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed, total: result.requests.total };
}

const ms = (value) => (Number.isInteger(value) ? String(value) : value.toFixed(1)).padStart(5);
const fmt = (run) =>
  `${run.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(run.p50)} ms  p99 ${ms(run.p99)} ms  (${run.total} requests, ${run.failed} failed)`;

async function directVersusGateway(name, call, direct) {
  // A first run is slower for whichever process is still cold (JIT, heap growth, prepared
  // statements); 3 s through the gateway warm both before anything is measured.
  await load(gateway.url, call, { seconds: 3 });
  console.log(`\n${name}: ${CONNECTIONS} connections, ${SECONDS} s per run (after a 3 s warm-up through the gateway)`);
  for (let round = 1; round <= 2; round += 1) {
    const straight = await load(direct, call);
    const through = await load(gateway.url, call);
    console.log(`  round ${round} direct   ${fmt(straight)}`);
    console.log(`  round ${round} gateway  ${fmt(through)}`);
    console.log(
      `  round ${round} gateway keeps ${((100 * through.rps) / straight.rps).toFixed(0)}% of direct throughput, adds ${through.p99 - straight.p99} ms to p99`,
    );
  }
}

/** Offered at a fixed rate (open model), direct and through the gateway, interleaved twice. */
async function atFixedRate(name, call, direct, rate) {
  console.log(`\n${name} offered at ${rate}/s, evenly spaced (${CONNECTIONS} connections at most), ${SECONDS} s per run`);
  for (let round = 1; round <= 2; round += 1) {
    const runs = {};
    for (const [path, base] of [
      ['direct', direct],
      ['gateway', gateway.url],
    ]) {
      runs[path] = await openLoad({
        url: `${base}${call.path}`,
        rate,
        seconds: SECONDS,
        connections: CONNECTIONS,
        body: call.body,
      });
      console.log(`  round ${round} ${path.padEnd(8)} ${fmt(runs[path])}`);
    }
    console.log(
      `  round ${round} gateway adds ${(runs.gateway.p50 - runs.direct.p50).toFixed(1)} ms to p50, ${(runs.gateway.p99 - runs.direct.p99).toFixed(1)} ms to p99`,
    );
  }
}

/** The image service's resident memory now and its high-water mark (Linux /proc). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1]) / 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

async function iconSets() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#ec4899"/></linearGradient></defs><rect width="1024" height="1024" rx="180" fill="url(#g)"/><circle cx="512" cy="470" r="250" fill="#fff" opacity="0.9"/><text x="512" y="560" font-size="240" text-anchor="middle" fill="#312e81" font-family="sans-serif" font-weight="bold">Ap</text></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const body = JSON.stringify({ image_data: `data:image/png;base64,${png.toString('base64')}`, image_name: 'icon.png' });
  console.log(`\nicon sets through the gateway: 1024×1024 PNG (${(png.length / 1024).toFixed(0)} KB), ${SECONDS * 2} s per run`);
  console.log(`  image service before: ${memoryOf(image.pid).rss.toFixed(0)} MB resident`);
  for (const connections of [1, ...ICON_CONNECTIONS]) {
    let sampledPeak = 0;
    const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, memoryOf(image.pid).rss)), 100);
    // Queued sets wait up to the call's own timeout, not autocannon's default 10 s.
    const run = await load(
      gateway.url,
      { path: '/api/generate-icons' },
      { connections, seconds: SECONDS * 2, body, timeout: 60 },
    );
    clearInterval(sampler);
    console.log(`  ${String(connections).padStart(2)} at a time  ${fmt(run)}  peak resident ${sampledPeak.toFixed(0)} MB`);
  }
  console.log(`  image service high-water mark (VmHWM): ${memoryOf(image.pid).peak.toFixed(0)} MB`);
}

const only = process.env.BENCH_ONLY;
try {
  console.log(
    `${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}; ${database.kind}; autocannon 8`,
  );
  if (!only || only === 'logo') {
    await directVersusGateway('POST /api/generate-logo', CALLS.logo, image.url);
    for (const rate of LOGO_RATES) await atFixedRate('POST /api/generate-logo', CALLS.logo, image.url, rate);
  }
  if (!only || only === 'capture') {
    await directVersusGateway('POST /api/email-capture', CALLS.capture, email.url);
    for (const rate of CAPTURE_RATES) await atFixedRate('POST /api/email-capture', CALLS.capture, email.url, rate);
  }
  if (!only || only === 'texts') {
    console.log(
      `\nText tools, built-in engine, direct and through the gateway: ${CONNECTIONS} connections, ${SECONDS} s each (briefs seen once before)`,
    );
    for (const [name, call] of Object.entries(TEXT_CALLS)) {
      await sendEachOnce(call);
      console.log(`  ${name.padEnd(18)} direct   ${fmt(await load(call.service.url, call))}`);
      console.log(`  ${name.padEnd(18)} gateway  ${fmt(await load(gateway.url, call))}`);
    }
  }
  if (!only || only === 'icons') await iconSets();
  console.log(
    `\nload average after: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
} finally {
  for (const service of started.reverse()) service.stop();
  database.stop();
}
