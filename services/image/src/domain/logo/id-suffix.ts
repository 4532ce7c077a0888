const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a: tiny, fast and stable across runtimes; not for security. */
function fnv1a32(value: string): number {
  let hash = FNV_OFFSET_BASIS;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}

/**
 * Deterministic short suffix so that several logos inlined into one HTML
 * page never share gradient or clipPath ids (the browser would otherwise
 * resolve every url(#id) to the first logo's definition).
 */
export function buildIdSuffix(parts: readonly string[]): string {
  // JSON keeps part boundaries unambiguous ("a","bc" vs "ab","c").
  return fnv1a32(JSON.stringify(parts)).toString(36).padStart(7, '0');
}

export function makeIdFactory(suffix: string): (name: string) => string {
  return (name) => `logo-${suffix}-${name}`;
}
