#!/usr/bin/env node
// Embedded Postgres for `make start` and tests without a server: PGlite served over the
// Postgres wire protocol. Prints one JSON line {"port":N} when it accepts connections.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '54329' },
    'data-dir': { type: 'string', default: '' },
  },
});

const dataDir = values['data-dir'];
if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
const db = await PGlite.create(dataDir || undefined);
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: Number(values.port), maxConnections: 32 });
server.addEventListener('error', (event) => console.error('embedded postgres error', event.detail));
try {
  await server.start();
} catch (error) {
  const taken = error?.code === 'EADDRINUSE';
  console.error(taken ? `Port ${values.port} is already in use (embedded Postgres).` : error);
  process.exit(taken ? 3 : 1);
}
const port = Number(server.getServerConn().split(':').pop());
console.log(JSON.stringify({ port }));

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.stop().catch(() => undefined);
  await db.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
