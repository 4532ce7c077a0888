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
  const mixed = Math.imul(seed ^ Math.imul(salt + 1, 0x9e3779b1), 0x85ebca6b) >>> 0;
  return options[mixed % options.length] as T;
}
