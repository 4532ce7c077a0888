import { createHash } from 'node:crypto';

/**
 * The last few results of an expensive step, by the hash of its input. A visitor downloads the kit,
 * fixes a text and downloads it again with the same icon and screenshots: the icon set and the
 * resized screenshots are then reused instead of made again. Per thread, a handful of entries
 * (an icon set's files are about 2 MB; a capture's store sizes about 1.5 MB).
 */
export function recentResults<T>(capacity: number): (input: string, make: () => Promise<T>) => Promise<T> {
  const entries = new Map<string, Promise<T>>();
  return (input, make) => {
    const key = createHash('sha256').update(input).digest('hex');
    const hit = entries.get(key);
    if (hit) {
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const made = make();
    entries.set(key, made);
    made.catch(() => entries.delete(key));
    while (entries.size > capacity) entries.delete(entries.keys().next().value as string);
    return made;
  };
}
