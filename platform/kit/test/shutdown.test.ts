import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { listen } from '@aiapp/test-support';
import express from 'express';

/** A built service that runs the kit's runServer (the kit moved to platform/kit; the service stayed in services/). */
const BUILT_SERVICE = path.resolve(__dirname, '../../../services/legal/dist/server.js');

async function freePort(): Promise<number> {
  const probe = await listen(express());
  await probe.close();
  return Number(new URL(probe.url).port);
}

function startService(port: number) {
  const child = spawn(process.execPath, [BUILT_SERVICE], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.includes('listening on')) resolve();
    });
    // A service that cannot start fails the test at once, not at jest's timeout.
    void exited.then((code) => reject(new Error(`${BUILT_SERVICE} exited with ${code} before it listened`)));
  });
  return { child, exited, listening };
}

describe('graceful shutdown of a built service', () => {
  it('When SIGTERM arrives, then the service stops with exit code 0', async () => {
    const service = startService(await freePort());
    await service.listening;
    service.child.kill('SIGTERM');
    expect(await service.exited).toBe(0);
  });

  it('When whoever read its logs has gone away, then SIGTERM still stops it', async () => {
    const service = startService(await freePort());
    await service.listening;
    service.child.stdout!.destroy();
    service.child.kill('SIGTERM');
    expect(await service.exited).toBe(0);
  });
});
