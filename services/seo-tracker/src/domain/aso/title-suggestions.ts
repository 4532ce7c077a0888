import { isBrandName, titleProblems, type CategoryPack } from '@aiapp/listing-copy';
import { bannedTitleWordsIn, STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import { tidy } from '../text/title-case';
import type { KeywordCandidate } from './extract-keywords';
import { fitsCharacters, shortenToWords } from './fit';
import { freshTerms } from './fresh-terms';
import { escapeRegExp, foldedWords } from '@aiapp/text';

const TITLE_MAX = Math.min(STORE_TEXT_LIMITS.appStoreName.max, STORE_TEXT_LIMITS.playTitle.max);
const SUBTITLE_MAX = STORE_TEXT_LIMITS.appStoreSubtitle.max;
const SUGGESTIONS = 5;

const EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{FE0F}\u{200D}]/gu;

/**
 * The brand as it can appear in a 30-character title: emoji and price or ranking words removed
 * (Play metadata policy; the warnings say why), ALL CAPS softened, cut only between whole words.
 */
export function brandFor(appName: string): string {
  let brand = tidy(appName.replace(EMOJI, ' '));
  for (const claim of bannedTitleWordsIn(brand))
    brand = tidy(brand.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(claim)}(?![\\p{L}\\p{N}])`, 'giu'), ' '));
  const letters = brand.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 4 && letters === letters.toUpperCase())
    brand = brand.toLowerCase().replace(/(^|\s)\p{Ll}/gu, (first) => first.toUpperCase());
  return shortenToWords(brand || tidy(appName), TITLE_MAX);
}

function uniqueFitting(candidates: readonly string[], max: number): string[] {
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
export function suggestTitles(appName: string, keywords: readonly KeywordCandidate[], pack: CategoryPack): string[] {
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
  // "Name: benefit" with the category's benefit phrases after the visitor's own terms.
  candidates.push(...pack.subtitles.map((phrase) => `${brand}: ${phrase}`));
  const titles = storeReadyTitles(candidates, brand);
  return titles.length > 0 ? titles : [brand];
}

/**
 * The candidates a store takes as titles, whichever engine wrote them: whole (never cut), within
 * 30 characters, each once, without emoji, claims, ALL CAPS or another app's name.
 */
export function storeReadyTitles(candidates: readonly string[], brand: string): string[] {
  return uniqueFitting(candidates, TITLE_MAX)
    .filter((title) => titleProblems(title, brand).length === 0 && !isBrandName(title.replace(brand, '').trim() || 'x'))
    .slice(0, SUGGESTIONS);
}

/** The candidates a store takes as subtitles: whole, within 30 characters, each once, no emoji, claims, caps or brands. */
export function storeReadySubtitles(candidates: readonly string[]): string[] {
  return uniqueFitting(candidates, SUBTITLE_MAX)
    .filter((subtitle) => titleProblems(subtitle).length === 0)
    .slice(0, SUGGESTIONS);
}

/**
 * App Store subtitles of at most 30 characters built from terms the title does not already
 * hold: Apple indexes title and subtitle together, so repeating a word wastes space.
 */
export function suggestSubtitles(title: string, keywords: readonly KeywordCandidate[], pack: CategoryPack): string[] {
  const [a, b, c, d] = freshTerms(title, keywords, 4);
  const titleWords = new Set(foldedWords(title));
  // Benefit phrases first ("Build Habits That Last"), when they repeat no word of the title.
  const benefits = pack.subtitles.filter((phrase) => !foldedWords(phrase).some((word) => titleWords.has(word)));
  const candidates = [
    ...benefits,
    a && b && `${a} & ${b}`,
    a && b && c && `${a}, ${b} & ${c}`,
    b && c && `${b} & ${c}`,
    a,
    c && d && `${c} & ${d}`,
    b,
  ].filter((candidate): candidate is string => Boolean(candidate));
  return storeReadySubtitles(candidates);
}
