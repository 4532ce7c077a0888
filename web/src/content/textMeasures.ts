/** Measures used by worked examples, so the numbers printed next to a text are computed from it. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

export function characters(text: string): number {
  return [...text].length;
}

/** "water,drink" → 11 bytes, as App Store Connect counts the keyword field. */
export function describeLength(text: string, unit: 'bytes' | 'characters'): string {
  const value = unit === 'bytes' ? utf8Bytes(text) : characters(text);
  return `${value} ${unit}`;
}
