import { characterCount, utf8ByteCount } from '@aiapp/store-facts';

/**
 * "water,drink" → "11 bytes": worked examples print lengths measured from their own text with
 * the stores' counting rules (store-facts/text-limits), so a number beside a text is never typed.
 */
export function describeLength(text: string, unit: 'bytes' | 'characters'): string {
  const value = unit === 'bytes' ? utf8ByteCount(text) : characterCount(text);
  return `${value} ${unit}`;
}
