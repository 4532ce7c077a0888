import type { Logger } from 'pino';

/**
 * Makes an unhandled rejection or uncaught exception end the process cleanly rather than leave it
 * running in an unknown state (or, for an exception, die with a bare stack trace on stderr): the
 * error is logged as one structured line, `shutdown` is started, and the process exits 1 after
 * `boundMs` even if the shutdown hangs. A second error while shutting down is logged only.
 */
export function exitOnCrash(logger: Logger, shutdown: () => void, boundMs: number): void {
  let crashed = false;
  const crash = (kind: string) => (error: unknown) => {
    logger.fatal({ err: error }, `${kind}: shutting down`);
    if (crashed) return;
    crashed = true;
    // Also when the event loop empties before the shutdown calls exit.
    process.exitCode = 1;
    setTimeout(() => {
      logger.fatal(`shutdown took longer than ${boundMs} ms after a crash: exiting`);
      process.exit(1);
    }, boundMs);
    shutdown();
  };
  process.on('unhandledRejection', crash('unhandled rejection'));
  process.on('uncaughtException', crash('uncaught exception'));
}
