import { z } from 'zod';
import { baseConfigSchema, portSetting, readConfig, type ConfigRule } from './config';
import type { HealthState } from './health';
import { createLogger, type Logger } from './logger';
import { exitOnConfigError, runServer, type Runnable } from './run-server';

function sharedSchema(defaultPort: number) {
  return baseConfigSchema.extend({ PORT: portSetting(defaultPort) });
}
type SharedConfig = z.infer<ReturnType<typeof sharedSchema>>;

export interface ServiceMainOptions<Own extends z.ZodRawShape> {
  name: string;
  defaultPort: number;
  /** The service's own settings, added to the shared HOST, PORT, LOG_LEVEL and SHUTDOWN_GRACE_MS. */
  config: Own;
  /** Rules over several keys (e.g. `allOrNone`), reported with the schema's problems. */
  configRules?: readonly ConfigRule[];
  start: (
    config: SharedConfig & z.infer<z.ZodObject<Own>>,
    context: { logger: Logger; health: HealthState },
  ) => Promise<Runnable>;
}

/** The whole of a service's `server.ts`: read config, build the app, listen, stop cleanly. */
export function serviceMain<Own extends z.ZodRawShape>(options: ServiceMainOptions<Own>): void {
  let config: SharedConfig & z.infer<z.ZodObject<Own>>;
  try {
    config = readConfig(z.intersection(sharedSchema(options.defaultPort), z.object(options.config)), {
      rules: options.configRules,
    });
  } catch (error) {
    exitOnConfigError(error);
  }
  const logger = createLogger(options.name, config.LOG_LEVEL);
  const health: HealthState = { shuttingDown: false };
  void runServer({
    name: options.name,
    host: config.HOST,
    port: config.PORT,
    shutdownGraceMs: config.SHUTDOWN_GRACE_MS,
    logger,
    health,
    start: () => options.start(config, { logger, health }),
  });
}
