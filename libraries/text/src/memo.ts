/**
 * A pure function of a string, remembered for recent inputs: parses and scans that the same texts
 * ask for again and again cost a map look-up, and memory stays bounded however many texts pass
 * through. Two generations of at most `limit` inputs each: an answer is found in the current one,
 * or moved there from the previous one; when the current one is full it becomes the previous one,
 * and what had not been asked for since is dropped. The value is shared between callers, so it
 * must not be changed.
 */
export function memoized<T>(compute: (input: string) => T, limit: number): (input: string) => T {
  let current = new Map<string, T>();
  let previous = new Map<string, T>();
  return (input) => {
    if (current.has(input)) return current.get(input) as T;
    const value = previous.has(input) ? (previous.get(input) as T) : compute(input);
    if (current.size >= limit) {
      previous = current;
      current = new Map();
    }
    current.set(input, value);
    return value;
  };
}
