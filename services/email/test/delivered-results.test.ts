import { createStatsReader, summariseDeliveredResults } from '../src/domain/delivered-results';

describe('counting delivered results', () => {
  it('When counts come from the store, then every tool is listed and the total adds them all up', () => {
    const stats = summariseDeliveredResults(
      [
        { toolUsed: 'logo-maker', captures: 5 },
        { toolUsed: 'blog', captures: 2 },
      ],
      new Date('2026-01-02T03:04:05Z'),
    );
    expect(stats.results_delivered).toBe(7);
    expect(stats.per_tool['logo-maker']).toBe(5);
    expect(stats.per_tool.blog).toBe(2);
    expect(stats.per_tool['icon-generator-pro']).toBe(0);
    expect(stats.counted_at).toBe('2026-01-02T03:04:05.000Z');
  });

  describe('the stats reader', () => {
    function readerAt(clock: { ms: number }, load: jest.Mock) {
      return createStatsReader({ load, maxAgeMs: 30_000, now: () => new Date(clock.ms) });
    }

    it('When asked again within the maximum age, then the store is not counted again', async () => {
      const clock = { ms: 0 };
      const load = jest.fn().mockResolvedValue([{ toolUsed: 'logo-maker', captures: 1 }]);
      const read = readerAt(clock, load);
      await read();
      clock.ms = 29_999;
      await Promise.all([read(), read()]);
      expect(load).toHaveBeenCalledTimes(1);

      clock.ms = 30_000;
      await read();
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('When a count fails, then the failure is reported and the next call counts again', async () => {
      const clock = { ms: 0 };
      const load = jest.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue([]);
      const read = readerAt(clock, load);
      await expect(read()).rejects.toThrow('database down');
      await expect(read()).resolves.toMatchObject({ results_delivered: 0 });
      expect(load).toHaveBeenCalledTimes(2);
    });
  });
});
