/** FNV-1a over the input: the same request always picks the same phrasings. */
export function seedOf(...parts: readonly string[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The entry of `options` chosen by `seed`; `salt` lets one seed pick independently per slot. */
export function pick<T>(options: readonly T[], seed: number, salt = 0): T {
  if (options.length === 0) throw new Error('pick needs at least one option');
  return options[mix(seed, salt) % options.length] as T;
}

/**
 * `items` in an order chosen by `seed` (a seeded Fisher–Yates shuffle); `salt` gives each list its
 * own order. Taking the first few gives distinct items, and two seeds overlap only by chance, item
 * by item, never by sharing a whole run as consecutive items from two random starts would.
 */
export function shuffled<T>(items: readonly T[], seed: number, salt = 0): T[] {
  const order = [...items];
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = mix(seed, salt * 1000 + index) % (index + 1);
    [order[index], order[other]] = [order[other] as T, order[index] as T];
  }
  return order;
}

/**
 * Seed and salt mixed so every bit of the result depends on every bit of both (the murmur3
 * finaliser). A plain multiply leaves the low bits depending on the low bits only, and then
 * two requests whose seeds share them would pick the same line in every slot.
 */
function mix(seed: number, salt: number): number {
  let hash = (seed ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}
