/**
 * Polls `probe` until it returns something other than undefined/false, then returns it.
 * For outcomes that happen in the background (a relay, a consumer); the limit only stops a
 * test that would otherwise hang, it is not a speed assertion. `intervalMs` spaces the probes.
 */
export async function waitFor<T>(
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  what: string,
  limitMs = 20_000,
  intervalMs = 25,
): Promise<T> {
  const deadline = Date.now() + limitMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`Gave up waiting for ${what}${lastError ? ` (last error: ${String(lastError)})` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * For `jest.useFakeTimers`: timers frozen, everything else real (sockets, promises, the clock).
 * While they are, an answer that needs a timer (a connect timeout, a back-off, a deadline) never
 * comes, so a test shows that an answer waits on none without measuring how long it took.
 */
export const FROZEN_TIMERS: Parameters<typeof jest.useFakeTimers>[0] = {
  doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'Date', 'hrtime', 'performance'],
};
