import type { ServerResponse } from 'node:http';
import { AppError, type Logger } from '@aiapp/kit';
import { rateLimitClassOf, type RateLimit, type RateLimitClass, type RouteContract } from '@aiapp/contracts';
import { clientKeyOf } from './client-key';
import type { RateLimitStore } from './store';
import { within } from './within';

export interface RateLimiterOptions {
  store: RateLimitStore;
  /** Per class; null switches the class off. */
  limits: Readonly<Record<RateLimitClass, RateLimit | null>>;
  logger: Logger;
  /** A count slower than this counts as a failure. */
  storeTimeoutMs?: number;
  /** After the store fails, calls pass unlimited for this long instead of each waiting on it. */
  failOpenMs?: number;
  now?: () => number;
}

function inWords(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

function tooManyRequests(limit: RateLimit, resetSeconds: number): AppError {
  return new AppError(
    'rate_limited',
    429,
    `Too many requests from your network: you can try again in ${inWords(resetSeconds)}.`,
    { limit: limit.max, window_seconds: limit.windowSeconds, retry_after_seconds: resetSeconds },
    { 'Retry-After': String(resetSeconds) },
  );
}

/** Counts one request of a call for a client; resolves with the 429 to answer, or nothing to go on. */
export type CallLimiter = (client: string, res: ServerResponse) => Promise<AppError | undefined>;

/**
 * Builds the per-call limiter that counts a request against its class's bucket for the client
 * address (the socket address, or the one TRUST_PROXY_HOPS proxies vouch for), sets the
 * RateLimit-* headers and asks for a 429 with Retry-After once the bucket is full. A store that
 * fails (Postgres down) lets traffic through rather than turning a database outage into an
 * outage of every tool.
 */
export function createRateLimiter(options: RateLimiterOptions): (contract: RouteContract) => CallLimiter | undefined {
  const { store, limits, logger, storeTimeoutMs = 1_000, failOpenMs = 5_000, now = Date.now } = options;
  let storeFailedUntil = 0;
  return (contract) => {
    const bucket = rateLimitClassOf(contract);
    const limit = bucket ? limits[bucket] : null;
    if (!bucket || !limit) return undefined;
    return async (client, res) => {
      if (now() < storeFailedUntil) return undefined;
      let count;
      try {
        count = await within(store.hit(bucket, clientKeyOf(client), limit.windowSeconds), storeTimeoutMs, 'rate limit store');
      } catch (error) {
        storeFailedUntil = now() + failOpenMs;
        logger.warn({ err: error, bucket }, 'rate limit store failed: calls pass unlimited for a moment');
        return undefined;
      }
      res.setHeader('RateLimit-Limit', String(limit.max));
      res.setHeader('RateLimit-Remaining', String(Math.max(0, limit.max - count.hits)));
      res.setHeader('RateLimit-Reset', String(count.resetSeconds));
      return count.hits > limit.max ? tooManyRequests(limit, count.resetSeconds) : undefined;
    };
  };
}
