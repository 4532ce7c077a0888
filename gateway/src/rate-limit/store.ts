/** How many requests a client made in the current window, and when that window ends. */
export interface WindowCount {
  hits: number;
  resetSeconds: number;
}

/** Counts requests per bucket and client in fixed windows. */
export interface RateLimitStore {
  /** Adds `requests` (1 unless given) to the window; `hits` is the window's total afterwards. */
  hit(bucket: string, client: string, windowSeconds: number, requests?: number): Promise<WindowCount>;
}

const EXPIRED_WINDOWS_SWEEP_MS = 60_000;

/**
 * Counts in this process only: a fallback when the gateway has no database. With several
 * replicas each one would allow the full limit, so production gives the gateway DATABASE_URL.
 */
export function memoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { endsAt: number; hits: number }>();
  let sweptAt = now();
  return {
    async hit(bucket, client, windowSeconds, requests = 1) {
      const at = now();
      // Ended windows go within a minute, as the Postgres store's cleanup does (the privacy notice says so).
      if (at - sweptAt >= EXPIRED_WINDOWS_SWEEP_MS) {
        sweptAt = at;
        for (const [stale, window] of windows) if (window.endsAt <= at) windows.delete(stale);
      }
      const windowMs = windowSeconds * 1000;
      const endsAt = Math.floor(at / windowMs) * windowMs + windowMs;
      const key = `${bucket}\u0000${client}`;
      const current = windows.get(key);
      const count = current && current.endsAt === endsAt ? current : { endsAt, hits: 0 };
      count.hits += requests;
      windows.set(key, count);
      return { hits: count.hits, resetSeconds: Math.ceil((endsAt - at) / 1000) };
    },
  };
}
