import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * Logs go synchronously to stdout. A reader that has gone away (a closed pipe) ends logging
 * rather than the process: the write is dropped, so shutdown still completes.
 */
export function createLogger(service: string, level: string): Logger {
  const destination = pino.destination({ dest: 1, sync: true });
  destination.on('error', () => undefined);
  return pino(
    {
      name: service,
      level,
      base: { service },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.email'], censor: '[redacted]' },
    },
    destination,
  );
}
