import type { RateLimitStore, WindowCount } from './store';
import { within } from './within';

interface Waiter {
  requests: number;
  resolve: (count: WindowCount) => void;
  reject: (error: unknown) => void;
}

/**
 * Sends at most one count per bucket and client at a time: hits that arrive while one is in
 * flight wait and then go together as one count of their sum. Each waiter still gets its own place in
 * the window (the total before the batch plus its position), so the limit stays exact across
 * replicas, while a busy client costs the store one round trip per batch instead of one per
 * request. A count that takes longer than `timeoutMs` fails its batch and frees the next one, so
 * a hung connection cannot hold a client's requests back for longer.
 */
export function coalescingRateLimitStore(store: RateLimitStore, timeoutMs = 1_000): RateLimitStore {
  const waiting = new Map<string, { bucket: string; client: string; windowSeconds: number; waiters: Waiter[] }>();
  const inFlight = new Set<string>();

  const send = (key: string) => {
    const batch = waiting.get(key);
    if (!batch) return;
    waiting.delete(key);
    inFlight.add(key);
    const { waiters } = batch;
    const total = waiters.reduce((sum, waiter) => sum + waiter.requests, 0);
    within(store.hit(batch.bucket, batch.client, batch.windowSeconds, total), timeoutMs, 'rate limit count')
      .then(
        ({ hits, resetSeconds }) => {
          let counted = hits - total;
          for (const waiter of waiters) {
            counted += waiter.requests;
            waiter.resolve({ hits: counted, resetSeconds });
          }
        },
        (error: unknown) => waiters.forEach((waiter) => waiter.reject(error)),
      )
      .finally(() => {
        inFlight.delete(key);
        send(key);
      });
  };

  return {
    hit(bucket, client, windowSeconds, requests = 1) {
      // Windows of different lengths are different rows; they never share a batch.
      const key = `${bucket}\u0000${client}\u0000${windowSeconds}`;
      return new Promise<WindowCount>((resolve, reject) => {
        const batch = waiting.get(key) ?? { bucket, client, windowSeconds, waiters: [] };
        batch.waiters.push({ requests, resolve, reject });
        waiting.set(key, batch);
        if (!inFlight.has(key)) send(key);
      });
    },
  };
}
