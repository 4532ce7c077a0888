import type * as SeoTracker from '@aiapp/seo-tracker-service';

/** Store clients pointed at a loopback fake, with limits loose enough never to slow a test down. */
export function clientsFor(baseUrl: string, overrides: { cacheTtlMs?: number; timeoutMs?: number; perMinute?: number } = {}) {
  // Required on first call, not at load: every test file imports @aiapp/test-support, and the
  // seo-tracker package (its NLP library included) took a second to load in each.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createStoreClients } = require('@aiapp/seo-tracker-service') as typeof SeoTracker;
  return createStoreClients({
    itunesBaseUrl: baseUrl,
    itunesHintsBaseUrl: baseUrl,
    playBaseUrl: baseUrl,
    itunesRequestsPerMinute: overrides.perMinute ?? 600,
    playRequestsPerMinute: overrides.perMinute ?? 600,
    concurrency: 3,
    cacheTtlMs: overrides.cacheTtlMs ?? 0,
    timeoutMs: overrides.timeoutMs ?? 2_000,
  });
}

export const callOptions = (country = 'us') => ({ country, deadline: Date.now() + 10_000 });
