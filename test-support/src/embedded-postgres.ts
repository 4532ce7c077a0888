import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const SCRIPT = path.resolve(__dirname, '../../scripts/embedded-postgres.mjs');

export interface EmbeddedPostgres {
  connectionString: string;
  stop(): Promise<void>;
}

/** Starts PGlite over the wire protocol on a free port, in memory. */
export async function startEmbeddedPostgres(): Promise<EmbeddedPostgres> {
  const child: ChildProcess = spawn(process.execPath, [SCRIPT, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = readline.createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`embedded Postgres exited with code ${code}`)));
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  return {
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
