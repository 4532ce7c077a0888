import { measureText, STORE_TEXT_LIMITS, type StoreTextField } from '@aiapp/store-facts';

/** The longest run of whole segments from the start that fits the field; segments come from the locale's own rules. */
function longestFittingPrefix(text: string, segments: Iterable<Intl.SegmentData>, field: StoreTextField, wordEnds: boolean) {
  const { max } = STORE_TEXT_LIMITS[field];
  let fits = '';
  for (const { segment, index, isWordLike } of segments) {
    const end = index + segment.length;
    const prefix = text.slice(0, end).trimEnd();
    if (measureText(prefix, field) > max) break;
    if (!wordEnds || isWordLike) fits = prefix;
  }
  return fits;
}

/** Keywords are dropped whole from the end, never cut: the field is a comma list. */
function fitKeywords(keywords: readonly string[]): string[] {
  const kept: string[] = [];
  for (const keyword of keywords) {
    if (measureText([...kept, keyword].join(','), 'appStoreKeywords') > STORE_TEXT_LIMITS.appStoreKeywords.max) break;
    kept.push(keyword);
  }
  return kept;
}

/**
 * A translated text held to its store limit in the store's unit, never cut inside a word: as it
 * is when it fits; else whole sentences when they keep at least half the limit, else whole words
 * (the locale's word boundaries from Intl.Segmenter, so Japanese and Chinese are cut between
 * words too). Keywords drop whole keywords. `shortened` says whether anything was cut.
 */
export function fitStoreField(text: string, field: StoreTextField, locale: string): { text: string; shortened: boolean } {
  if (field === 'appStoreKeywords') {
    const keywords = text
      .split(',')
      .map((keyword) => keyword.trim())
      .filter(Boolean);
    const kept = fitKeywords(keywords);
    return { text: kept.join(','), shortened: kept.length < keywords.length };
  }
  const tidy = text.trim();
  if (measureText(tidy, field) <= STORE_TEXT_LIMITS[field].max) return { text: tidy, shortened: false };
  const sentences = longestFittingPrefix(
    tidy,
    new Intl.Segmenter(locale, { granularity: 'sentence' }).segment(tidy),
    field,
    false,
  );
  if (measureText(sentences, field) >= STORE_TEXT_LIMITS[field].max / 2) return { text: sentences, shortened: true };
  const words = longestFittingPrefix(tidy, new Intl.Segmenter(locale, { granularity: 'word' }).segment(tidy), field, true);
  return { text: words, shortened: true };
}
