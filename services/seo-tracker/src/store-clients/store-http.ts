import { fetchText, type FetchFunction } from './fetch-text';
import { isStoreError } from '../domain/tracking/store-error';
import type { Throttle } from './throttle';

export interface StoreHttp {
  text(url: string, options: { deadline: number; init?: RequestInit }): Promise<string>;
}

export interface StoreHttpOptions {
  fetch: FetchFunction;
  timeoutMs: number;
  throttle: Throttle;
  throttledStatuses: readonly number[];
  /** How long to leave a host alone after it said "slow down" (Apple sends no Retry-After). */
  coolDownMs: number;
}

/** Every request to one store host goes through here: throttled, time-boxed, backing off when told to. */
export function createStoreHttp(options: StoreHttpOptions): StoreHttp {
  return {
    async text(url, { deadline, init }) {
      await options.throttle.acquire(deadline);
      const timeoutMs = Math.max(1, Math.min(options.timeoutMs, deadline - Date.now()));
      try {
        return await fetchText(url, { fetch: options.fetch, timeoutMs, throttledStatuses: options.throttledStatuses, init });
      } catch (error) {
        if (isStoreError(error) && error.failure === 'rate_limited') options.throttle.coolDown(options.coolDownMs);
        throw error;
      }
    },
  };
}
