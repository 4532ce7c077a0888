import { createHash } from 'node:crypto';

/**
 * The last few results of an expensive step, by the hash of its input. A visitor downloads a set
 * or a kit, fixes a name or a text and downloads it again with the same image: what that image
 * makes (the icon set, the resized screenshots, the kit's banners) is then reused instead of made
 * again. Per thread, a handful of entries (an icon set's files are about 2 MB; a capture's store
 * sizes about 1.5 MB). A step that fails is forgotten, so the next request tries afresh.
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
