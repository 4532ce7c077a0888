import { StoreError } from '../domain/tracking/store-error';

export interface Throttle {
  /** Waits for a request slot; fails at once when the wait would pass `deadline` or the host asked us to back off. */
  acquire(deadline: number): Promise<void>;
  /** The store said "slow down": send nothing to it for `ms`. */
  coolDown(ms: number): void;
}

export interface ThrottleOptions {
  /** Sustained rate; also the burst size, so a fresh tracker may spend a minute's budget at once. */
  perMinute: number;
  storeLabel: string;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A token bucket: Apple asks for about 20 Search API calls a minute, Google bans bursts. */
export function createThrottle(options: ThrottleOptions): Throttle {
  const { perMinute, storeLabel, now = Date.now, sleep = defaultSleep } = options;
  const perMs = perMinute / 60_000;
  let tokens = perMinute;
  let refilledAt = now();
  let blockedUntil = 0;

  const refill = () => {
    const at = now();
    tokens = Math.min(perMinute, tokens + (at - refilledAt) * perMs);
    refilledAt = at;
  };

  return {
    async acquire(deadline) {
      for (;;) {
        refill();
        if (now() < blockedUntil) {
          throw new StoreError(
            'rate_limited',
            `${storeLabel} asked us to slow down; checks resume in ${Math.ceil((blockedUntil - now()) / 1000)} s`,
          );
        }
        if (tokens >= 1) {
          tokens -= 1;
          return;
        }
        const wait = Math.ceil((1 - tokens) / perMs);
        if (now() + wait > deadline) {
          throw new StoreError('rate_limited', `Our request budget for ${storeLabel} is spent for now; try again in a minute`);
        }
        await sleep(wait);
      }
    },
    coolDown(ms) {
      blockedUntil = Math.max(blockedUntil, now() + ms);
    },
  };
}
