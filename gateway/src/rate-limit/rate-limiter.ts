import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { AppError, type Logger } from '@aiapp/kit';
import { TEXT_ENGINE_HEADER, type RateLimit, type RateLimitClass, type RouteContract } from '@aiapp/contracts';
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

/** What the limiter decided for one request: the 429 to answer, or how to go on. */
export interface LimitDecision {
  refusal?: AppError;
  /** To be called with the service's answer headers, for a class counted by what the answer says. */
  onAnswer?: (headers: IncomingHttpHeaders) => void;
}

/** Counts one request of a call for a client. */
export type CallLimiter = (client: string, res: ServerResponse) => Promise<LimitDecision>;

/**
 * Builds the per-call limiter that counts a request against its class's bucket for the client
 * address (the socket address, or the one TRUST_PROXY_HOPS proxies vouch for), sets the
 * RateLimit-* headers and asks for a 429 with Retry-After once the bucket is full. A store that
 * fails (Postgres down) lets traffic through rather than turning a database outage into an
 * outage of every tool.
 *
 * The `model` class costs money only when a model writes the answer, and whether one does is
 * known only from the answer (TEXT_ENGINE_HEADER: no key configured, or a model that failed, and
 * the built-in engine answers). So a model call reads its bucket before it goes on (refused when
 * it is full) and adds to it once the answer says a model wrote it. Calls in flight at the same
 * moment can pass the limit together, by at most their number.
 */
export function createRateLimiter(options: RateLimiterOptions): (contract: RouteContract) => CallLimiter | undefined {
  const { store, limits, logger, storeTimeoutMs = 1_000, failOpenMs = 5_000, now = Date.now } = options;
  let storeFailedUntil = 0;

  /** Adds `requests` (0 only reads) to the client's window; undefined while the store is failing. */
  const count = async (bucket: RateLimitClass, limit: RateLimit, client: string, requests: number) => {
    if (now() < storeFailedUntil) return undefined;
    try {
      return await within(
        store.hit(bucket, clientKeyOf(client), limit.windowSeconds, requests),
        storeTimeoutMs,
        'rate limit store',
      );
    } catch (error) {
      storeFailedUntil = now() + failOpenMs;
      logger.warn({ err: error, bucket }, 'rate limit store failed: calls pass unlimited for a moment');
      return undefined;
    }
  };

  return (contract) => {
    const bucket = contract.rateLimit;
    const limit = bucket ? limits[bucket] : null;
    if (!bucket || !limit) return undefined;
    const countedOnAnswer = bucket === 'model';
    return async (client, res) => {
      const window = await count(bucket, limit, client, countedOnAnswer ? 0 : 1);
      if (!window) return {};
      // With this call included, for a model call as if a model answers it.
      const hits = countedOnAnswer ? window.hits + 1 : window.hits;
      res.setHeader('RateLimit-Limit', String(limit.max));
      res.setHeader('RateLimit-Remaining', String(Math.max(0, limit.max - hits)));
      res.setHeader('RateLimit-Reset', String(window.resetSeconds));
      if (hits > limit.max) return { refusal: tooManyRequests(limit, window.resetSeconds) };
      if (!countedOnAnswer) return {};
      return {
        onAnswer: (headers) => {
          if (headers[TEXT_ENGINE_HEADER] === 'model') void count(bucket, limit, client, 1);
        },
      };
    };
  };
}
