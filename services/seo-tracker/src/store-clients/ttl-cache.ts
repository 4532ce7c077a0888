export interface TtlCache<T> {
  /** The cached value while fresh; else loads it once, however many callers ask at the same time. */
  getOrLoad(key: string, load: () => Promise<T>): Promise<T>;
}

export interface TtlCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

/** A small in-memory cache: store answers are reused for a while, failures never are. */
export function createTtlCache<T>(options: TtlCacheOptions): TtlCache<T> {
  const { ttlMs, maxEntries, now = Date.now } = options;
  const entries = new Map<string, { value: T; expiresAt: number }>();
  const inFlight = new Map<string, Promise<T>>();

  const remember = (key: string, value: T) => {
    if (ttlMs <= 0) return;
    entries.delete(key);
    entries.set(key, { value, expiresAt: now() + ttlMs });
    // Maps iterate in insertion order: the first key is the oldest.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };

  return {
    getOrLoad(key, load) {
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) return Promise.resolve(cached.value);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const loading = load()
        .then((value) => {
          remember(key, value);
          return value;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, loading);
      return loading;
    },
  };
}
