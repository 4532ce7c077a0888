import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const SCRIPT = path.resolve(__dirname, '../../scripts/embedded-postgres.mjs');

export interface EmbeddedPostgres {
  connectionString: string;
  stop(): Promise<void>;
}

/** Starts real PostgreSQL (scripts/embedded-postgres.mjs) on a free port, its data in a temporary directory. */
export async function startEmbeddedPostgres(): Promise<EmbeddedPostgres> {
  const child = spawn(process.execPath, [SCRIPT], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = readline.createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`embedded PostgreSQL exited with code ${code} before it was ready`)));
    lines.once('line', (line) => resolve((JSON.parse(line) as { url: string }).url));
  });
  return {
    connectionString: url,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
