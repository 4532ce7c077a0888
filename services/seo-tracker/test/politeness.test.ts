import { createLimiter } from '../src/store-clients/limiter';
import { createThrottle } from '../src/store-clients/throttle';
import { createTtlCache } from '../src/store-clients/ttl-cache';

function fakeClock() {
  let now = 1_000_000;
  const slept: number[] = [];
  return {
    now: () => now,
    advance: (ms: number) => (now += ms),
    slept,
    sleep: async (ms: number) => {
      slept.push(ms);
      now += ms;
    },
  };
}

describe('being polite to the stores', () => {
  it('When a minute’s budget of 20 requests is spent, then the 21st waits three seconds for a slot', async () => {
    const clock = fakeClock();
    const throttle = createThrottle({ perMinute: 20, storeLabel: 'The App Store', now: clock.now, sleep: clock.sleep });
    for (let i = 0; i < 20; i += 1) await throttle.acquire(clock.now() + 60_000);
    expect(clock.slept).toEqual([]);
    await throttle.acquire(clock.now() + 60_000);
    expect(clock.slept).toEqual([3_000]);
  });

  it('When the wait for a slot would pass the deadline, then it fails at once as rate limited', async () => {
    const clock = fakeClock();
    const throttle = createThrottle({ perMinute: 2, storeLabel: 'The App Store', now: clock.now, sleep: clock.sleep });
    await throttle.acquire(clock.now() + 1_000);
    await throttle.acquire(clock.now() + 1_000);
    await expect(throttle.acquire(clock.now() + 1_000)).rejects.toMatchObject({ failure: 'rate_limited' });
    expect(clock.slept).toEqual([]);
  });

  it('When the store asked us to slow down, then nothing is sent until the cool-down is over', async () => {
    const clock = fakeClock();
    const throttle = createThrottle({ perMinute: 20, storeLabel: 'Google Play', now: clock.now, sleep: clock.sleep });
    throttle.coolDown(60_000);
    await expect(throttle.acquire(clock.now() + 120_000)).rejects.toThrow(
      /Google Play asked us to slow down; checks resume in 60 s/,
    );
    clock.advance(60_001);
    await expect(throttle.acquire(clock.now() + 1_000)).resolves.toBeUndefined();
  });

  it('When five tasks are queued on a limit of two, then never more than two run at once and all finish', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let most = 0;
    const task = async (value: number) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      return value;
    };
    expect(await Promise.all([1, 2, 3, 4, 5].map((value) => limit(() => task(value))))).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('When a cached answer expires or a load fails, then the next ask loads again; fresh answers are reused', async () => {
    const clock = fakeClock();
    const cache = createTtlCache<number>({ ttlMs: 1_000, maxEntries: 10, now: clock.now });
    let loads = 0;
    const load = async () => (loads += 1);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    clock.advance(1_001);
    expect(await cache.getOrLoad('k', load)).toBe(2);
    await expect(cache.getOrLoad('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('bad', load)).toBe(3);
  });

  it('When more keys than the cache holds are stored, then the oldest are dropped first', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    let loads = 0;
    for (const key of ['a', 'b', 'c']) await cache.getOrLoad(key, async () => `${key}${(loads += 1)}`);
    expect(await cache.getOrLoad('c', async () => 'reloaded')).toBe('c3');
    expect(await cache.getOrLoad('a', async () => 'reloaded')).toBe('reloaded');
  });
});
