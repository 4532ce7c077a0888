import { z } from 'zod';
import { clientKeyOf, defaultLimitText, memoryRateLimitStore, parseRateLimit } from '../src/rate-limit';

const setting = z.string().transform(parseRateLimit);

describe('Rate limit settings', () => {
  it('When a limit is written as requests per window, then it is read in seconds', () => {
    expect(setting.parse('30/10m')).toEqual({ max: 30, windowSeconds: 600 });
    expect(setting.parse(' 5/45s ')).toEqual({ max: 5, windowSeconds: 45 });
    expect(setting.parse('100/1h')).toEqual({ max: 100, windowSeconds: 3600 });
  });

  it('When a class is set to off, then it has no limit', () => {
    expect(setting.parse('off')).toBeNull();
  });

  it.each(['30', '30 per minute', '0/1m', '5/0s', '5/25h', '-1/1m'])(
    'When the setting reads "%s", then start-up refuses it with the expected form',
    (text) => {
      const result = setting.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toContain('such as 30/10m');
    },
  );

  it('When nothing is configured, then the defaults read back as settings', () => {
    expect(setting.parse(defaultLimitText('email-capture'))).toEqual({ max: 30, windowSeconds: 600 });
  });
});

describe('Client keys', () => {
  it('When the address is IPv4, or IPv4 mapped into IPv6, then it is the key', () => {
    expect(clientKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('When addresses share an IPv6 /64, then they share a key, however they are written', () => {
    expect(clientKeyOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('2001:db8:1:3::1')).not.toBe(clientKeyOf('2001:db8:1:2::1'));
  });
});

describe('The per-process store', () => {
  it('When a window ends, then the count starts again and the reset counts down to the window end', async () => {
    let now = 1_000_000;
    const store = memoryRateLimitStore(() => now);
    expect(await store.hit('image', 'a', 60)).toEqual({ hits: 1, resetSeconds: 20 });
    now += 5_000;
    expect(await store.hit('image', 'a', 60)).toEqual({ hits: 2, resetSeconds: 15 });
    expect(await store.hit('image', 'b', 60)).toEqual({ hits: 1, resetSeconds: 15 });
    now += 15_000;
    expect(await store.hit('image', 'a', 60)).toEqual({ hits: 1, resetSeconds: 60 });
  });
});
