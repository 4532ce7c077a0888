import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export interface ServiceProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Compiles a workspace package and what it references (incremental: quick when up to date). */
export function buildPackage(dir: string): void {
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', path.join(ROOT, dir, 'tsconfig.json')],
    {
      stdio: 'inherit',
    },
  );
}

/**
 * How long a started process may take to answer /healthz: a guard against one that never will,
 * not a speed check. A count of polls (200, some 10 s) is short for a loaded machine starting Node
 * and a service's modules; this stays below jest's 120 s hook timeout.
 */
const START_LIMIT_MS = 60_000;

/**
 * Runs a built entry point (e.g. services/legal/dist/server.js) as a real process, the way it runs
 * in production, and waits until it answers /healthz.
 */
export async function startServiceProcess(
  script: string,
  env: Record<string, string> = {},
  port?: number,
): Promise<ServiceProcess> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, [path.join(ROOT, script)], {
    env: { ...process.env, LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: String(chosen), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const url = `http://127.0.0.1:${chosen}`;
  const deadline = Date.now() + START_LIMIT_MS;
  while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, port: chosen, child, exited };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(
    child.exitCode !== null || child.signalCode !== null
      ? `${script} exited with ${child.signalCode ?? child.exitCode} before it answered /healthz`
      : `${script} did not answer /healthz within ${START_LIMIT_MS} ms`,
  );
}

export interface ProcessRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a built entry point that is expected to end by itself (bad config, a crash), with only `env` set. */
export function runUntilExit(script: string, env: Record<string, string>, timeoutMs = 30_000): Promise<ProcessRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, script)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} was still running after ${timeoutMs} ms`));
    }, timeoutMs);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
