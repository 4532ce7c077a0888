import { characterCount, utf8ByteCount } from '@aiapp/store-facts';
import { type AsoResponse } from '@aiapp/contracts';
import { foldedWords } from '@aiapp/text';

/** Every limit App Store Connect and the Play Console enforce on what the optimizer hands over. */
export function expectStoreReady(result: AsoResponse, appName: string) {
  for (const title of result.title_suggestions) expect(characterCount(title)).toBeLessThanOrEqual(30);
  for (const subtitle of result.subtitle_suggestions) expect(characterCount(subtitle)).toBeLessThanOrEqual(30);
  expect(characterCount(result.play_short_description)).toBeLessThanOrEqual(80);
  expect(characterCount(result.description_optimized)).toBeLessThanOrEqual(4000);
  const field = result.app_store_keywords;
  expect(utf8ByteCount(field)).toBeLessThanOrEqual(100);
  if (field) {
    expect(field).not.toMatch(/\s|,,|^,|,$/);
    const entries = field.split(',');
    expect(new Set(entries).size).toBe(entries.length);
    const indexed = new Set(
      [appName, result.title_suggestions[0] ?? '', result.subtitle_suggestions[0] ?? ''].flatMap(foldedWords),
    );
    for (const entry of entries) {
      expect([...entry].length).toBeGreaterThanOrEqual(3);
      expect(indexed.has(foldedWords(entry)[0] ?? '')).toBe(false);
    }
  }
  expect(result.title_suggestions.length).toBeGreaterThan(0);
}
