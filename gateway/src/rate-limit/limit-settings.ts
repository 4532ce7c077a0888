import { z } from 'zod';
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_CLASSES, type RateLimit, type RateLimitClass } from '@aiapp/contracts';

const UNIT_SECONDS = { s: 1, m: 60, h: 3600 } as const;
const LIMIT_TEXT = /^(\d+)\/(\d+)([smh])$/;

/** The default of a class as its setting reads, e.g. "30/10m". */
export function defaultLimitText(bucket: RateLimitClass): string {
  const { max, windowSeconds } = DEFAULT_RATE_LIMITS[bucket];
  return windowSeconds % 60 === 0 ? `${max}/${windowSeconds / 60}m` : `${max}/${windowSeconds}s`;
}

/** Reads "30/10m" (30 requests per 10 minutes; units s, m, h) or "off" (null). */
export function parseRateLimit(text: string, ctx: z.RefinementCtx): RateLimit | null {
  const trimmed = text.trim();
  if (trimmed === 'off') return null;
  const match = LIMIT_TEXT.exec(trimmed);
  const max = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]) * UNIT_SECONDS[(match?.[3] ?? 's') as keyof typeof UNIT_SECONDS];
  if (!match || max < 1 || windowSeconds < 1 || windowSeconds > 86_400) {
    ctx.addIssue({ code: 'custom', message: 'Use <requests>/<window> such as 30/10m (units s, m, h; at most 24h), or off' });
    return z.NEVER;
  }
  return { max, windowSeconds };
}

/** RATE_LIMIT_EMAIL_CAPTURE, RATE_LIMIT_IMAGE, RATE_LIMIT_MODEL, RATE_LIMIT_STORE_LOOKUP. */
const envKeyOf = (bucket: RateLimitClass) => `RATE_LIMIT_${bucket.toUpperCase().replace(/-/g, '_')}`;

/** The limit of every class from the parsed settings. */
export function limitsFrom(config: Readonly<Record<string, unknown>>): Record<RateLimitClass, RateLimit | null> {
  const entries = RATE_LIMIT_CLASSES.map((bucket) => {
    const value = config[envKeyOf(bucket)];
    if (value === undefined) throw new Error(`${envKeyOf(bucket)} is missing from the gateway's config`);
    return [bucket, value as RateLimit | null];
  });
  return Object.fromEntries(entries) as Record<RateLimitClass, RateLimit | null>;
}
