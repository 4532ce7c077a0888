import { createBatcher } from '../src';

/** A write that can be held open, recording each batch it was given. */
function heldWrite() {
  const batches: number[][] = [];
  const release: (() => void)[] = [];
  let fail: Error | undefined;
  const write = (items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(items);
      release.push(() => (fail ? reject(fail) : resolve(items.map((item) => `stored ${item}`))));
    });
  return {
    write,
    batches,
    releaseNext: () => release.shift()?.(),
    failWith: (error: Error | undefined) => (fail = error),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('Batcher (group commit in the application)', () => {
  it('When items arrive while every slot is busy, then they go together in the next batch and each gets its own result', async () => {
    const held = heldWrite();
    const add = createBatcher(held.write, { maxInFlight: 2, maxBatch: 100 });
    const results = [1, 2, 3, 4, 5, 6].map(add);
    await settle();
    expect(held.batches).toEqual([[1], [2]]);
    held.releaseNext();
    await settle();
    expect(held.batches).toEqual([[1], [2], [3, 4, 5, 6]]);
    held.releaseNext();
    held.releaseNext();
    await expect(Promise.all(results)).resolves.toEqual(['stored 1', 'stored 2', 'stored 3', 'stored 4', 'stored 5', 'stored 6']);
  });

  it('When more items wait than a batch may hold, then they are split into batches of at most that many', async () => {
    const held = heldWrite();
    const add = createBatcher(held.write, { maxInFlight: 1, maxBatch: 3 });
    const results = [1, 2, 3, 4, 5, 6, 7, 8].map(add);
    for (let i = 0; i < 4; i += 1) {
      await settle();
      held.releaseNext();
    }
    await Promise.all(results);
    expect(held.batches).toEqual([[1], [2, 3, 4], [5, 6, 7], [8]]);
  });

  it('When a batch fails, then every item in it fails with the same error and the items after it are still written', async () => {
    const held = heldWrite();
    const add = createBatcher(held.write, { maxInFlight: 1, maxBatch: 100 });
    const first = add(1);
    const waiting = [add(2), add(3)];
    held.failWith(new Error('database unavailable'));
    held.releaseNext();
    await expect(first).rejects.toThrow('database unavailable');
    await settle();
    held.releaseNext();
    const outcomes = await Promise.allSettled(waiting);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    held.failWith(undefined);
    const later = add(4);
    await settle();
    held.releaseNext();
    await expect(later).resolves.toBe('stored 4');
  });

  it('When a write returns fewer results than items, then the batch fails rather than handing out wrong results', async () => {
    const add = createBatcher(async (items: number[]) => items.slice(1), { maxInFlight: 1, maxBatch: 100 });
    const outcomes = await Promise.allSettled([add(1), add(2)]);
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
  });

  it('When items share a key with a batch still being written, then they wait for it while other keys go ahead, and each key keeps its arrival order', async () => {
    const held = heldWrite();
    const add = createBatcher(held.write, { maxInFlight: 2, maxBatch: 100, keyOf: (item: number) => String(item % 10) });
    const results = [1, 2, 11, 3, 21, 12].map(add);
    await settle();
    expect(held.batches).toEqual([[1], [2]]);
    held.releaseNext();
    await settle();
    expect(held.batches).toEqual([[1], [2], [11, 3, 21]]);
    held.releaseNext();
    await settle();
    expect(held.batches).toEqual([[1], [2], [11, 3, 21], [12]]);
    held.releaseNext();
    held.releaseNext();
    await expect(Promise.all(results)).resolves.toEqual([
      'stored 1',
      'stored 2',
      'stored 11',
      'stored 3',
      'stored 21',
      'stored 12',
    ]);
  });

  it('When the write in flight hangs, then the items waiting behind it are refused after the queue timeout, and a batch already sent is not', async () => {
    const held = heldWrite();
    const queueTimeout = new Error('waited too long');
    const add = createBatcher(held.write, { maxInFlight: 1, maxBatch: 100, maxWaitMs: 50, waitedTooLong: () => queueTimeout });
    const first = add(1);
    const waiting = [add(2), add(3)];

    await expect(Promise.all(waiting.map((item) => item.catch((error: unknown) => error)))).resolves.toEqual([
      queueTimeout,
      queueTimeout,
    ]);
    expect(held.batches).toEqual([[1]]);
    held.releaseNext();
    await expect(first).resolves.toBe('stored 1');
    const next = add(4);
    await settle();
    held.releaseNext();
    await expect(next).resolves.toBe('stored 4');
    expect(held.batches).toEqual([[1], [4]]);
  });
});
