import type { Logger } from '@aiapp/kit';
import type { RateLimit, RateLimitClass, RouteContract } from '@aiapp/contracts';
import { setRateLimitHeaders, tooManyRequests, type CallLimiter, type WindowCounter } from './call-limiter';
import { clientKeyOf } from './client-key';
import { modelBudget, type ModelBudgetSettings } from './model-budget';
import { memoryRateLimitStore, type RateLimitStore } from './store';
import { within } from './within';

export interface RateLimiterOptions {
  store: RateLimitStore;
  /** Per class; null switches the class off. */
  limits: Readonly<Record<RateLimitClass, RateLimit | null>>;
  /** The site-wide daily budget and the per-client cap on model calls in flight; defaults when absent. */
  model?: Partial<ModelBudgetSettings>;
  logger: Logger;
  /** A count slower than this counts as a failure. */
  storeTimeoutMs?: number;
  /** After the store fails, it is left alone for this long (counts go to this process's memory meanwhile). */
  storeRestMs?: number;
  now?: () => number;
}

/**
 * Builds the per-call limiter that counts a request against its class's bucket for the client
 * address (the socket address, or the one TRUST_PROXY_HOPS proxies vouch for), sets the
 * RateLimit-* headers and asks for a 429 with Retry-After once the bucket is full.
 *
 * When the shared store fails (Postgres down or hung), the classes are counted in this process's
 * memory for the while, so a database outage neither lifts the limits nor takes every tool down;
 * the `model` class instead fails closed (model-budget.ts): money it cannot count is not spent.
 */
export function createRateLimiter(options: RateLimiterOptions): (contract: RouteContract) => CallLimiter | undefined {
  const { store, limits, logger, storeTimeoutMs = 1_000, storeRestMs = 5_000, now = Date.now } = options;
  const fallback = memoryRateLimitStore(now);
  let storeFailedUntil = 0;

  const countShared: WindowCounter = async (bucket, limit, clientKey, requests) => {
    if (now() < storeFailedUntil) return undefined;
    try {
      return await within(store.hit(bucket, clientKey, limit.windowSeconds, requests), storeTimeoutMs, 'rate limit store');
    } catch (error) {
      storeFailedUntil = now() + storeRestMs;
      logger.warn({ err: error, bucket }, 'rate limit store failed: counting in this process for a moment');
      return undefined;
    }
  };
  const countAnyhow = async (bucket: RateLimitClass, limit: RateLimit, clientKey: string) =>
    (await countShared(bucket, limit, clientKey, 1)) ?? fallback.hit(bucket, clientKey, limit.windowSeconds, 1);

  const modelLimiter = modelBudget({ limit: limits.model, settings: options.model, count: countShared });

  return (contract) => {
    const bucket = contract.rateLimit;
    if (bucket === 'model') return modelLimiter;
    const limit = bucket ? limits[bucket] : null;
    if (!bucket || !limit) return undefined;
    return async (client, res) => {
      const window = await countAnyhow(bucket, limit, clientKeyOf(client));
      setRateLimitHeaders(res, limit, window);
      return window.hits > limit.max ? { refusal: tooManyRequests(limit, window.resetSeconds) } : {};
    };
  };
}
