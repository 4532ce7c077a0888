import type { StoreClient, StoreListing } from '../domain/tracking/store-client';
import { createLimiter } from './limiter';
import { createTtlCache } from './ttl-cache';

export interface PolitenessOptions {
  /** Keyword checks running at once against this store. */
  concurrency: number;
  cacheTtlMs: number;
  cacheMaxEntries?: number;
}

/**
 * Wraps a store client so repeated searches within the cache lifetime cost nothing and only a
 * few run at once. Throttling happens per HTTP request, below this layer.
 */
export function politeStore(client: StoreClient, options: PolitenessOptions): StoreClient {
  const limit = createLimiter(options.concurrency);
  const searches = createTtlCache<StoreListing[]>({ ttlMs: options.cacheTtlMs, maxEntries: options.cacheMaxEntries ?? 500 });
  const suggestions = createTtlCache<string[]>({ ttlMs: options.cacheTtlMs, maxEntries: (options.cacheMaxEntries ?? 500) * 2 });
  const keyOf = (country: string, term: string) => `${country}:${term.toLocaleLowerCase('en')}`;
  return {
    store: client.store,
    label: client.label,
    depth: client.depth,
    search: (term, callOptions) =>
      searches.getOrLoad(keyOf(callOptions.country, term), () => limit(() => client.search(term, callOptions))),
    suggest: (prefix, callOptions) =>
      suggestions.getOrLoad(keyOf(callOptions.country, prefix), () => limit(() => client.suggest(prefix, callOptions))),
  };
}
