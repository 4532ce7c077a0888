export interface BatcherOptions {
  /** Batches written at once; what arrives meanwhile waits and goes in the next one. */
  maxInFlight: number;
  /** Items per batch at most. */
  maxBatch: number;
}

interface Pending<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit in the application: `add` resolves with its item's result once the batch it went
 * in has been written. With a batch slot free an item is sent at once (nothing waits at low
 * load); under load the items that arrive while the slots are busy go together, so one round
 * trip and one commit serve many. `write` returns one result per item, in order; if it throws,
 * every item of that batch is rejected with the same error.
 */
export function createBatcher<T, R>(write: (items: T[]) => Promise<R[]>, options: BatcherOptions): (item: T) => Promise<R> {
  const queue: Pending<T, R>[] = [];
  let inFlight = 0;

  const sendNext = () => {
    if (inFlight >= options.maxInFlight || queue.length === 0) return;
    const batch = queue.splice(0, options.maxBatch);
    inFlight += 1;
    write(batch.map((pending) => pending.item))
      .then((results) => {
        if (results.length !== batch.length) throw new Error(`batch of ${batch.length} returned ${results.length} results`);
        batch.forEach((pending, index) => pending.resolve(results[index] as R));
      })
      .catch((error: unknown) => batch.forEach((pending) => pending.reject(error)))
      .finally(() => {
        inFlight -= 1;
        sendNext();
      });
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      sendNext();
    });
}
