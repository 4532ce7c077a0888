#!/usr/bin/env node
// `make start`: install what is missing, build, start embedded PostgreSQL (unless DATABASE_URL
// is set), the five services and the gateway; stop them all on Ctrl-C.
import { execSync, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './ensure-deps.mjs';
import { createLineFormatter } from './log-lines.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const startedAt = Date.now();

ensureDependencies();
console.log('Building…');
execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });

const { SERVICES, GATEWAY_PORT, EMBEDDED_POSTGRES_PORT } = await import(path.join(root, 'shared-contracts/dist/index.js'));

const env = process.env;
const gatewayPort = Number(env.PORT ?? GATEWAY_PORT);
const useEmbeddedPostgres = !env.DATABASE_URL;
// MailDev (npm maildev) catches every mail the e-mail service sends unless SMTP_URL points elsewhere.
const MAILDEV_SMTP_PORT = 1025;
const MAILDEV_WEB_PORT = 1080;
const useMailDev = !env.SMTP_URL;

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

const wanted = [
  ['gateway', gatewayPort],
  ...Object.entries(SERVICES).map(([name, service]) => [`${name} service`, service.port]),
  ...(useEmbeddedPostgres ? [['embedded Postgres', EMBEDDED_POSTGRES_PORT]] : []),
  ...(useMailDev
    ? [
        ['MailDev SMTP', MAILDEV_SMTP_PORT],
        ['MailDev inbox', MAILDEV_WEB_PORT],
      ]
    : []),
];
const taken = [];
for (const [name, port] of wanted) if (!(await portIsFree(port))) taken.push(`port ${port} (${name})`);
if (taken.length > 0) {
  console.error(
    `Cannot start: ${taken.join(', ')} ${taken.length > 1 ? 'are' : 'is'} already in use. Stop what runs there and try again.`,
  );
  process.exit(1);
}

const children = [];
let stopping = false;

// The services log JSON (pino); here each line is made readable (scripts/log-lines.mjs): a failed
// request shows its code, message and, for a 5xx, where it was thrown; LOG_LEVEL=debug shows more.
const logOptions = { debug: ['debug', 'trace'].includes(String(env.LOG_LEVEL).toLowerCase()), root };

function prefixLines(stream, label) {
  const format = createLineFormatter(logOptions);
  readline.createInterface({ input: stream }).on('line', (line) => {
    for (const text of format(line)) console.log(`${label.padEnd(12)}│ ${text}`);
  });
}

function launch(label, args, extraEnv) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  prefixLines(child.stdout, label);
  prefixLines(child.stderr, label);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${label} stopped unexpectedly (${signal ?? `exit code ${code}`}); shutting everything down.`);
      void stopAll(1);
    }
  });
  children.push(child);
  return child;
}

async function stopAll(exitCode) {
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(exitCode);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

async function waitForHealth(url, label) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${label} did not become healthy at ${url}`);
}

let databaseUrl = env.DATABASE_URL;
if (useEmbeddedPostgres) {
  // Real PostgreSQL; its data stays in .data/postgres, so a second `make start` finds it again.
  const pg = launch('postgres', [
    'scripts/embedded-postgres.mjs',
    '--port',
    String(EMBEDDED_POSTGRES_PORT),
    '--data-dir',
    path.join(root, '.data/postgres'),
  ]);
  databaseUrl = await new Promise((resolve) => pg.stdout.once('data', (line) => resolve(JSON.parse(String(line)).url)));
}

if (useMailDev) {
  const maildev = path.join(root, 'node_modules/maildev/dist/bin/maildev.js');
  const ports = ['--smtp', String(MAILDEV_SMTP_PORT), '--web', String(MAILDEV_WEB_PORT)];
  launch('maildev', [maildev, ...ports, '--ip', '127.0.0.1', '--web-ip', '127.0.0.1']);
}

// Stack frames name the TypeScript sources (tsc writes source maps next to dist/), not the compiled files.
const node = ['--enable-source-maps'];
for (const [name, service] of Object.entries(SERVICES)) {
  launch(name, [...node, `services/${name}/dist/server.js`], { PORT: String(service.port), DATABASE_URL: databaseUrl });
}
// The gateway keeps its rate-limit counters in the same database, so replicas would share them.
launch('gateway', [...node, 'gateway/dist/server.js'], { PORT: String(gatewayPort), DATABASE_URL: databaseUrl });

try {
  await Promise.all([
    ...Object.entries(SERVICES).map(([name, service]) => waitForHealth(`http://127.0.0.1:${service.port}/healthz`, name)),
    waitForHealth(`http://127.0.0.1:${gatewayPort}/healthz`, 'gateway'),
    ...(useMailDev ? [waitForHealth(`http://127.0.0.1:${MAILDEV_WEB_PORT}/api/email`, 'maildev')] : []),
  ]);
} catch (error) {
  console.error(error.message);
  await stopAll(1);
}
const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
console.log(`\n  AI App Toolkit is running at http://localhost:${gatewayPort}  (ready in ${seconds} s; Ctrl-C stops it)\n`);
if (useMailDev) console.log(`  Every mail it sends lands in MailDev: http://localhost:${MAILDEV_WEB_PORT}\n`);
