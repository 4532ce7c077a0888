import http, { type RequestListener, type Server } from 'node:http';
import type { Logger } from 'pino';
import { ConfigError } from './config';
import { exitOnCrash } from './crash';
import { drainOnStop, type Drain } from './drain';
import type { HealthState } from './health';
import { applyServerSettings } from './server-settings';

export interface Runnable {
  /** An express app, or any request listener. */
  app: RequestListener;
  /** Closes pools, producers and timers after the last request has been answered. */
  close?: () => Promise<void>;
}

export interface RunOptions {
  name: string;
  host: string;
  port: number;
  shutdownGraceMs: number;
  logger: Logger;
  health: HealthState;
  start: () => Promise<Runnable>;
}

function listen(app: RequestListener, host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(app).listen(port, host);
    server.once('listening', () => resolve(server));
    server.once('error', reject);
  });
}

/** Longest `close()` may take after the grace period before a crashed process exits anyway. */
const CRASH_CLOSE_MS = 5_000;

/**
 * Starts a service and stops it cleanly on SIGTERM/SIGINT: readiness turns false, no new
 * connections are accepted, in-flight requests finish and keep-alive clients are let go without
 * a race (see drain.ts), up to the grace period; then `close()` releases resources.
 * An unhandled rejection or uncaught exception is logged and stops it the same way, exiting 1.
 */
export async function runServer(options: RunOptions): Promise<void> {
  const { logger, health } = options;
  let runnable: Runnable | undefined;
  let server: Server | undefined;
  let drain: Drain | undefined;
  let stopping = false;
  let exitCode = 0;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    health.shuttingDown = true;
    logger.info(`${reason}: finishing in-flight requests`);
    if (server && drain) {
      const listening = server;
      const force = setTimeout(() => {
        logger.warn('grace period over: closing remaining connections');
        listening.closeAllConnections();
      }, options.shutdownGraceMs);
      force.unref();
      await drain.stop();
    }
    await runnable?.close?.().catch((error: unknown) => logger.error({ err: error }, 'error while closing'));
    logger.info('stopped');
    process.exit(exitCode);
  };
  // Installed before listening: a signal that arrives while starting must not kill the process unhandled.
  process.on('SIGTERM', () => void stop('SIGTERM received'));
  process.on('SIGINT', () => void stop('SIGINT received'));
  exitOnCrash(
    logger,
    () => {
      exitCode = 1;
      void stop('crashed');
    },
    options.shutdownGraceMs + CRASH_CLOSE_MS,
  );

  try {
    runnable = await options.start();
    if (stopping) return;
    server = await listen(runnable.app, options.host, options.port);
    drain = drainOnStop(server);
  } catch (error) {
    if (error instanceof ConfigError) exitOnConfigError(error);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') logger.fatal(`Port ${options.port} is already in use: stop what runs there or set PORT.`);
    else logger.fatal({ err: error }, `${options.name} could not start`);
    process.exit(1);
  }
  applyServerSettings(server);
  logger.info(`${options.name} listening on http://${options.host}:${options.port}`);
}

/** Prints configuration problems in full and exits, so an operator sees every bad key at once. */
export function exitOnConfigError(error: unknown): never {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  throw error;
}
