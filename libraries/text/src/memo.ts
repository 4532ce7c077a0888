/**
 * A pure function of a string, remembered for the `limit` inputs used most recently (least
 * recently used evicted first): parses and scans that the same texts ask for again and again
 * cost a map look-up, and memory stays bounded however many texts pass through. The value is
 * shared between callers, so it must not be changed.
 */
export function memoized<T>(compute: (input: string) => T, limit: number): (input: string) => T {
  const remembered = new Map<string, T>();
  return (input) => {
    if (remembered.has(input)) {
      const value = remembered.get(input) as T;
      // A Map iterates in insertion order: set again, the entry becomes the most recent.
      remembered.delete(input);
      remembered.set(input, value);
      return value;
    }
    const value = compute(input);
    remembered.set(input, value);
    if (remembered.size > limit) remembered.delete(remembered.keys().next().value as string);
    return value;
  };
}
