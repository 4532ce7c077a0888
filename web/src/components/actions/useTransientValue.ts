import { useCallback, useEffect, useRef, useState } from 'react';

/** A value that falls back to null after `ms`, for "Copied!"-style feedback. */
export function useTransientValue<T>(ms: number): [T | null, (value: T) => void] {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = useCallback(
    (next: T) => {
      window.clearTimeout(timer.current);
      setValue(next);
      timer.current = window.setTimeout(() => setValue(null), ms);
    },
    [ms],
  );
  return [value, show];
}
