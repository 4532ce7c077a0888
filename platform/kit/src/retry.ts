export interface RetryHandle {
  /** Settles when the work has succeeded once (never rejects). */
  done: Promise<void>;
  cancel(): void;
}

/** Runs `work` until it succeeds, backing off exponentially (with jitter) up to `maxDelayMs`. */
export function retryUntilDone(
  work: () => Promise<void>,
  options: { initialDelayMs?: number; maxDelayMs?: number; onRetry?: (error: unknown, delayMs: number) => void } = {},
): RetryHandle {
  const { initialDelayMs = 500, maxDelayMs = 15_000, onRetry } = options;
  let cancelled = false;
  let timer: NodeJS.Timeout | undefined;
  const done = (async () => {
    for (let attempt = 0; !cancelled; attempt += 1) {
      try {
        await work();
        return;
      } catch (error) {
        const delayMs = Math.min(maxDelayMs, initialDelayMs * 2 ** attempt) * (0.75 + Math.random() * 0.5);
        onRetry?.(error, Math.round(delayMs));
        await new Promise<void>((resolve) => {
          timer = setTimeout(resolve, delayMs);
        });
      }
    }
  })();
  return {
    done,
    cancel() {
      cancelled = true;
      clearTimeout(timer);
    },
  };
}
