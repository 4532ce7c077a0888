/** A remembered string function: call it, ask whether an input is remembered, or remember an answer worked out elsewhere. */
export interface Memoized<T> {
  (input: string): T;
  has(input: string): boolean;
  remember(input: string, value: T): void;
}

/**
 * A pure function of a string, remembered for recent inputs: parses and scans that the same texts
 * ask for again and again cost a map look-up, and memory stays bounded however many texts pass
 * through. Two generations of at most `limit` inputs each: an answer is found in the current one,
 * or moved there from the previous one; when the current one is full it becomes the previous one,
 * and what had not been asked for since is dropped. The value is shared between callers, so it
 * must not be changed.
 */
export function memoized<T>(compute: (input: string) => T, limit: number): Memoized<T> {
  let current = new Map<string, T>();
  let previous = new Map<string, T>();
  const remember = (input: string, value: T) => {
    if (current.size >= limit) {
      previous = current;
      current = new Map();
    }
    current.set(input, value);
  };
  const recall = (input: string): T => {
    if (current.has(input)) return current.get(input) as T;
    const value = previous.has(input) ? (previous.get(input) as T) : compute(input);
    remember(input, value);
    return value;
  };
  return Object.assign(recall, { has: (input: string) => current.has(input) || previous.has(input), remember });
}
