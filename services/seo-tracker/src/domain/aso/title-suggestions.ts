import { STORE_TEXT_LIMITS } from '@aiapp/contracts';
import { tidy } from '../text/title-case';
import type { KeywordCandidate } from './extract-keywords';
import { fitsCharacters, shortenToWords } from './fit';
import { freshTerms } from './fresh-terms';

const TITLE_MAX = Math.min(STORE_TEXT_LIMITS.appStoreName.max, STORE_TEXT_LIMITS.playTitle.max);
const SUBTITLE_MAX = STORE_TEXT_LIMITS.appStoreSubtitle.max;
const SUGGESTIONS = 5;

/** The brand as it can appear in a 30-character title. */
export function brandFor(appName: string): string {
  return shortenToWords(tidy(appName), TITLE_MAX);
}

function uniqueFitting(candidates: string[], max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const candidate of candidates.map(tidy)) {
    const key = candidate.toLocaleLowerCase('en');
    if (!candidate || seen.has(key) || !fitsCharacters(candidate, max)) continue;
    seen.add(key);
    out.push(candidate);
  }
  return out;
}

/**
 * Titles of at most 30 characters (both stores' limit): the brand first, then the strongest
 * terms, in the "Brand: Keyword & Keyword" forms stores show in full. Falls back to the brand alone.
 */
export function suggestTitles(appName: string, keywords: readonly KeywordCandidate[]): string[] {
  const brand = brandFor(appName);
  const [first, second, third] = freshTerms(brand, keywords, 3, false);
  const candidates = [
    first && second && `${brand}: ${first} & ${second}`,
    first && `${brand}: ${first}`,
    first && second && `${brand} - ${first}, ${second}`,
    second && `${brand}: ${second}`,
    first && third && `${brand}: ${first} & ${third}`,
    first && `${first} - ${brand}`,
    third && `${brand}: ${third}`,
  ].filter((candidate): candidate is string => Boolean(candidate));
  const titles = uniqueFitting(candidates, TITLE_MAX).slice(0, SUGGESTIONS);
  return titles.length > 0 ? titles : [brand];
}

/**
 * App Store subtitles of at most 30 characters built from terms the title does not already
 * hold: Apple indexes title and subtitle together, so repeating a word wastes space.
 */
export function suggestSubtitles(title: string, keywords: readonly KeywordCandidate[]): string[] {
  const [a, b, c, d] = freshTerms(title, keywords, 4);
  const candidates = [
    a && b && `${a} & ${b}`,
    a && b && c && `${a}, ${b} & ${c}`,
    b && c && `${b} & ${c}`,
    a,
    c && d && `${c} & ${d}`,
    b,
  ].filter((candidate): candidate is string => Boolean(candidate));
  return uniqueFitting(candidates, SUBTITLE_MAX).slice(0, SUGGESTIONS);
}
