import { characterCount, utf8ByteCount } from '@aiapp/store-facts';

export const fitsCharacters = (text: string, max: number) => characterCount(text) <= max;

/** The longest run of whole words from the start of `text` within `max` characters; cuts a single over-long word between graphemes. */
export function shortenToWords(text: string, max: number): string {
  let kept = '';
  for (const word of text.split(' ')) {
    const next = kept ? `${kept} ${word}` : word;
    if (!fitsCharacters(next, max)) break;
    kept = next;
  }
  // "Best Free Budget Planner and" is a cut phrase: connectors at the end go too.
  if (kept)
    return kept.replace(/(?:[\s,:;&–-]+(?:and|or|with|for|to|of|in|on|the|a|an|by|&))+$/iu, '').replace(/[\s,:;&–-]+$/u, '');
  let cut = '';
  for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)) {
    if (!fitsCharacters(cut + segment, max)) break;
    cut += segment;
  }
  return cut;
}

export const fitsBytes = (text: string, max: number) => utf8ByteCount(text) <= max;
