import { z } from 'zod';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const port = z.coerce.number().int().min(0).max(65535);

/** Keys every process understands; services extend this with their own. */
export const baseConfigSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
});

export function portSetting(defaultPort: number) {
  return port.default(defaultPort);
}

/**
 * A rule over several keys that no single key's schema can express; it says what is wrong, or
 * nothing. It reads the raw environment, so its problem is listed with every other bad key.
 */
export type ConfigRule = (env: NodeJS.ProcessEnv) => string | undefined;

/** Keys that only make sense together (a login and its password): all set, or none. Empty counts as unset. */
export function allOrNone(keys: readonly string[]): ConfigRule {
  return (env) => {
    const set = keys.filter((key) => env[key] !== undefined && env[key] !== '');
    if (set.length === 0 || set.length === keys.length) return undefined;
    const missing = keys.filter((key) => !set.includes(key));
    return `${missing.join(', ')}: set with ${set.join(', ')} (${keys.join(', ')}: all of them or none)`;
  };
}

/**
 * Parses the environment once, through one schema and its rules, reporting every bad key at once.
 * The only place in the code base that reads `process.env`.
 */
export function readConfig<S extends z.ZodType>(
  schema: S,
  { env = process.env, rules = [] }: { env?: NodeJS.ProcessEnv; rules?: readonly ConfigRule[] } = {},
): z.infer<S> {
  const result = schema.safeParse(env);
  const problems = [
    ...(result.error?.issues ?? []).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    ...rules.flatMap((rule) => rule(env) ?? []),
  ];
  if (problems.length > 0 || !result.success) throw new ConfigError(problems);
  return result.data;
}
