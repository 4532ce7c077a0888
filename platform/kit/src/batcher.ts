export interface BatcherOptions<T> {
  /** Batches written at once; what arrives meanwhile waits and goes in the next one. */
  maxInFlight: number;
  /** Items per batch at most. */
  maxBatch: number;
  /**
   * Items with the same key are written in the order they arrived: an item whose key is in a
   * batch still being written waits for it, so two batches in flight never share a key (and
   * never wait on each other's row locks).
   */
  keyOf?: (item: T) => string;
  /**
   * The queue timeout: an item still waiting for a batch slot after this long is rejected with
   * `waitedTooLong()`, so a write that hangs holds only its own batch, not everything behind it.
   */
  maxWaitMs?: number;
  waitedTooLong?: () => unknown;
}

interface Pending<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
  timer?: NodeJS.Timeout;
}

/**
 * Group commit in the application: `add` resolves with its item's result once the batch it went
 * in has been written. With a batch slot free an item is sent at once (nothing waits at low
 * load); under load the items that arrive while the slots are busy go together, so one round
 * trip and one commit serve many. `write` returns one result per item, in order; if it throws,
 * every item of that batch is rejected with the same error.
 */
export function createBatcher<T, R>(write: (items: T[]) => Promise<R[]>, options: BatcherOptions<T>): (item: T) => Promise<R> {
  const queue: Pending<T, R>[] = [];
  const keysInFlight = new Set<string>();
  let inFlight = 0;

  /** Takes the next batch off the queue: in arrival order, skipping every item whose key is busy. */
  const takeBatch = (): Pending<T, R>[] => {
    const { keyOf } = options;
    if (!keyOf) return queue.splice(0, options.maxBatch);
    const batch: Pending<T, R>[] = [];
    const waiting: Pending<T, R>[] = [];
    for (const pending of queue) {
      if (batch.length < options.maxBatch && !keysInFlight.has(keyOf(pending.item))) batch.push(pending);
      else waiting.push(pending);
    }
    queue.splice(0, queue.length, ...waiting);
    return batch;
  };

  const sendNext = () => {
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const batch = takeBatch();
      if (batch.length === 0) return;
      send(batch);
    }
  };

  const send = (batch: Pending<T, R>[]) => {
    const { keyOf } = options;
    const keys = new Set(keyOf ? batch.map((pending) => keyOf(pending.item)) : []);
    keys.forEach((key) => keysInFlight.add(key));
    inFlight += 1;
    batch.forEach((pending) => clearTimeout(pending.timer));
    write(batch.map((pending) => pending.item))
      .then((results) => {
        if (results.length !== batch.length) throw new Error(`batch of ${batch.length} returned ${results.length} results`);
        batch.forEach((pending, index) => pending.resolve(results[index] as R));
      })
      .catch((error: unknown) => batch.forEach((pending) => pending.reject(error)))
      .finally(() => {
        inFlight -= 1;
        keys.forEach((key) => keysInFlight.delete(key));
        sendNext();
      });
  };

  const giveUpWaiting = (pending: Pending<T, R>) => {
    const at = queue.indexOf(pending);
    if (at < 0) return;
    queue.splice(at, 1);
    pending.reject(options.waitedTooLong?.() ?? new Error(`waited over ${options.maxWaitMs} ms for a batch`));
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      const pending: Pending<T, R> = { item, resolve, reject };
      queue.push(pending);
      sendNext();
      if (options.maxWaitMs !== undefined && queue.includes(pending)) {
        pending.timer = setTimeout(() => giveUpWaiting(pending), options.maxWaitMs);
      }
    });
}
