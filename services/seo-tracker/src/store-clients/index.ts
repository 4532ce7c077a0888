import type { Store, StoreClient } from '../domain/tracking/store-client';
import { createAppStoreClient } from './app-store-client';
import type { FetchFunction } from './fetch-text';
import { createPlayClient } from './play-client';
import { politeStore } from './polite-store';
import { createStoreHttp } from './store-http';
import { createThrottle } from './throttle';

export interface StoreClientsConfig {
  itunesBaseUrl: string;
  itunesHintsBaseUrl: string;
  playBaseUrl: string;
  itunesRequestsPerMinute: number;
  playRequestsPerMinute: number;
  concurrency: number;
  cacheTtlMs: number;
  timeoutMs: number;
  fetch?: FetchFunction;
}

/** Autocomplete is a separate Apple host with no published limit; a keyword takes up to 3 probes there. */
const HINTS_REQUESTS_PER_MINUTE = 60;
/** Neither store sends Retry-After when it throttles; a minute is what both usually need. */
const COOL_DOWN_MS = 60_000;
const APPLE_THROTTLED = [403, 429];
const GOOGLE_THROTTLED = [429, 503];

export function createStoreClients(config: StoreClientsConfig): Record<Store, StoreClient> {
  const fetch = config.fetch ?? globalThis.fetch;
  const http = (perMinute: number, storeLabel: string, throttledStatuses: number[]) =>
    createStoreHttp({
      fetch,
      timeoutMs: config.timeoutMs,
      throttle: createThrottle({ perMinute, storeLabel }),
      throttledStatuses,
      coolDownMs: COOL_DOWN_MS,
    });
  const politeness = { concurrency: config.concurrency, cacheTtlMs: config.cacheTtlMs };
  return {
    ios: politeStore(
      createAppStoreClient({
        searchBaseUrl: trimSlash(config.itunesBaseUrl),
        hintsBaseUrl: trimSlash(config.itunesHintsBaseUrl),
        searchHttp: http(config.itunesRequestsPerMinute, 'The App Store', APPLE_THROTTLED),
        hintsHttp: http(HINTS_REQUESTS_PER_MINUTE, 'App Store autocomplete', APPLE_THROTTLED),
      }),
      politeness,
    ),
    android: politeStore(
      createPlayClient({
        baseUrl: trimSlash(config.playBaseUrl),
        http: http(config.playRequestsPerMinute, 'Google Play', GOOGLE_THROTTLED),
      }),
      politeness,
    ),
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
