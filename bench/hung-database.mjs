#!/usr/bin/env node
// E-mail captures while Postgres hangs (issue 30, "Why it matters"): the built e-mail service and
// gateway reach Postgres through a TCP relay that, once told to hang, keeps every connection open
// and accepts new ones but forwards no byte either way (a stuck server or a black-holed network,
// unlike a reset). 25 captures at once through the gateway: their status codes and latencies.
// Then 40 more from one client, to show whether the capture rate limit (30/10m) still holds.
// Postgres: DATABASE_URL or TEST_DATABASE_URL, else embedded PostgreSQL. Needs `npm run build`.
// Command: `node bench/hung-database.mjs`.
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { benchDatabase, freePort, percentile, startBuilt } from './lib.mjs';

/** A loopback relay in front of Postgres that can stop forwarding without closing anything. */
async function startHangingRelay(target) {
  let hung = false;
  const sockets = new Set();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('error', () => undefined);
    client.on('close', () => sockets.delete(client));
    if (hung) return; // accepted, never answered
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(upstream);
    upstream.on('error', () => undefined);
    upstream.on('close', () => sockets.delete(upstream));
    client.on('data', (chunk) => hung || upstream.write(chunk));
    upstream.on('data', (chunk) => hung || client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    hang: () => {
      hung = true;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const database = await benchDatabase();
const target = new URL(database.url);
const relay = await startHangingRelay(target);
const viaRelay = new URL(database.url);
viaRelay.hostname = '127.0.0.1';
viaRelay.port = String(relay.port);
const suffix = randomBytes(4).toString('hex');
const email = await startBuilt('services/email/dist/server.js', {
  PORT: String(await freePort()),
  DATABASE_URL: viaRelay.toString(),
  DATABASE_SCHEMA: `bench_hung_email_${suffix}`,
  SMTP_URL: 'smtp://127.0.0.1:9',
});
const gateway = await startBuilt('gateway/dist/server.js', {
  PORT: String(await freePort()),
  EMAIL_SERVICE_URL: email.url,
  DATABASE_URL: viaRelay.toString(),
  DATABASE_SCHEMA: `bench_hung_gateway_${suffix}`,
  TRUST_PROXY_HOPS: '1',
});
for (const service of [email, gateway]) {
  while (!(await fetch(`${service.url}/readyz`)).ok) await new Promise((resolve) => setTimeout(resolve, 100));
}

let sent = 0;
const capture = async (client) => {
  const started = performance.now();
  const res = await fetch(`${gateway.url}/api/email-capture`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ email: `hung-${suffix}-${(sent += 1)}@example.com`, tool_used: 'logo-maker' }),
  });
  const body = await res.json();
  return { status: res.status, code: body.error?.code, ms: performance.now() - started };
};
const summary = (answers) => {
  const counts = {};
  for (const { status, code } of answers)
    counts[`${status}${code ? ` ${code}` : ''}`] = (counts[`${status}${code ? ` ${code}` : ''}`] ?? 0) + 1;
  const ms = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return `${Object.entries(counts)
    .map(([key, count]) => `${count} × ${key}`)
    .join(', ')}; median ${Math.round(percentile(ms, 50))} ms, max ${Math.round(ms.at(-1))} ms`;
};

try {
  const healthy = await capture('198.51.100.1');
  console.log(`before the hang: ${healthy.status} in ${Math.round(healthy.ms)} ms`);
  relay.hang();
  const parallel = await Promise.all(Array.from({ length: 25 }, (_, index) => capture(`198.51.100.${10 + index}`)));
  console.log(`25 captures at once, Postgres hung: ${summary(parallel)}`);
  const oneClient = await Promise.all(Array.from({ length: 40 }, () => capture('198.51.100.99')));
  console.log(`40 captures from one client (limit 30/10m), Postgres hung: ${summary(oneClient)}`);
} finally {
  gateway.stop();
  email.stop();
  await relay.close();
  database.stop();
}
