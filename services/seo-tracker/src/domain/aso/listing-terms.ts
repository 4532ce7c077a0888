import {
  brandsIn,
  isBrandKeyword,
  nameKey,
  negatedWords,
  segmentWords,
  singularWord,
  usesCjk,
  type CategoryPack,
} from '@aiapp/listing-copy';
import { foldedWords } from '../text/words';
import type { KeywordCandidate } from './extract-keywords';

/**
 * Words that fill a description but nobody searches for: "tap", "time", "day", "account".
 * Store words ("app", "free") are already left out by extract-keywords.
 */
const FILLER = new Set(
  (
    'tap taps time times day days account accounts way ways thing things lot lots today minute minutes second seconds ' +
    'moment moments everything anything something people user users phone phones device devices screen feature features ' +
    'option options version update updates step steps place world life team help support question questions hour hours ' +
    'week weeks month months year years start end part kind type click button experience use'
  ).split(' '),
);

/**
 * The input's terms a keyword tool may offer: no filler, nothing a negation covers ("ads" for an
 * app with "no ads"), no other app's or platform's name (App Review 2.3.7).
 */
export function meaningfulTerms(ranked: readonly KeywordCandidate[], description: string): KeywordCandidate[] {
  const negated = new Set([...negatedWords(description)].map(singularWord));
  // Brands that are also words ("Mint") count as brands where the text writes them as one.
  const named = new Set(brandsIn(description).map(nameKey));
  return ranked.filter((candidate) => {
    if (named.has(nameKey(candidate.display))) return false;
    // Segmented CJK words joined by spaces are not phrases, and kana-only words are mostly grammar.
    if (usesCjk(candidate.display) && (candidate.words > 1 || /^\p{Script=Hiragana}+$/u.test(candidate.display))) return false;
    const words = candidate.key.split(' ');
    if (words.every((word) => FILLER.has(word))) return false;
    if (words.some((word) => negated.has(word))) return false;
    return !isBrandKeyword(candidate.display) && !words.some((word) => isBrandKeyword(word));
  });
}

/**
 * Single words for the keyword field, best first: the input's meaningful terms and the pack's
 * real search terms, taken in turn so both are represented; category words are left out
 * (Apple indexes the category already).
 */
export function keywordFieldWords(terms: readonly KeywordCandidate[], pack: CategoryPack, category: string): string[] {
  const fromInput = terms.flatMap((term) => term.display.split(' '));
  // The pack's search terms are English: a Japanese, Chinese or Korean listing keeps its own words.
  const fromPack = terms.some((term) => usesCjk(term.display)) ? [] : pack.searchTerms.flatMap((term) => term.split(' '));
  const merged: string[] = [];
  for (let index = 0; index < Math.max(fromInput.length, fromPack.length); index += 1) {
    for (const word of [fromInput[index], fromPack[index]]) if (word) merged.push(word);
  }
  return fieldWorthy(merged, category);
}

/** Words the keyword field may hold: no word of the category (Apple indexes it already), no other app's name. */
export function fieldWorthy(candidates: readonly string[], category: string): string[] {
  const categoryWords = new Set(foldedWords(category));
  return candidates.filter((word) => !foldedWords(word).some((folded) => categoryWords.has(folded)) && !isBrandKeyword(word));
}

/**
 * Keywords for Japanese, Chinese and Korean text, where the English tagger sees whole clauses:
 * Intl.Segmenter's words of two or more characters (kana-only words are mostly grammar), scored
 * by field like extract-keywords (name ×3, category ×2, description ×1).
 */
export function cjkKeywords(source: { appName: string; category: string; description: string }): KeywordCandidate[] {
  const counts = new Map<string, { weighted: number; inDescription: number; first: number }>();
  let order = 0;
  const fields = [
    [source.appName, 3],
    [source.category, 2],
    [source.description, 1],
  ] as const;
  for (const [text, weight] of fields) {
    for (const word of segmentWords(text)) {
      if ([...word].length < 2 || /^\p{Script=Hiragana}+$/u.test(word) || /^\d+$/.test(word)) continue;
      const key = word.toLowerCase();
      const entry = counts.get(key) ?? { weighted: 0, inDescription: 0, first: (order += 1) };
      entry.weighted += weight;
      if (weight === 1) entry.inDescription += 1;
      counts.set(key, entry);
    }
  }
  const descriptionWords = Math.max(1, segmentWords(source.description).length);
  const best = Math.max(1, ...[...counts.values()].map((entry) => entry.weighted));
  return [...counts]
    .filter(([key]) => key !== source.appName.toLowerCase())
    .sort((a, b) => b[1].weighted - a[1].weighted || a[1].first - b[1].first)
    .map(([key, entry]) => ({
      key,
      display: key,
      written: key,
      words: 1,
      score: Math.round((100 * entry.weighted) / best),
      occurrences: entry.inDescription,
      densityPercent: Math.round((entry.inDescription / descriptionWords) * 1000) / 10,
    }));
}
