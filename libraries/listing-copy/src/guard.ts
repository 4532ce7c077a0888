import { bannedTitleWordsIn } from '@aiapp/store-facts';
import { brandsIn, isBrandName } from './brand-match';
import type { CategoryPack } from './data/pack-types';
import { escapeRegExp } from '@aiapp/text';

/**
 * One guard for every text tool, built-in or model: other apps' and platforms' names, store
 * policy words in titles, numbers the visitor never gave, and words a category must not use.
 * Each check returns what it found, so callers can refuse, repair or warn by name.
 */

export { brandsIn, isBrandKeyword, isBrandName, nameKey } from './brand-match';

const boundary = (name: string, flags: string) =>
  new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escapeRegExp(name).replace(/\\? /g, '[\\s-]?')}(?![\\p{L}\\p{M}\\p{N}+])`, flags);

const EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]/u;

export const hasEmoji = (text: string): boolean => EMOJI.test(text);

/** ALL CAPS: four or more letters, none lower-case. */
export function isAllCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 4 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

/** What keeps a title, subtitle, short description or app name out of the stores, in words. */
export function titleProblems(title: string, ownName = ''): string[] {
  const problems: string[] = [];
  if (hasEmoji(title)) problems.push('emoji');
  const claims = bannedTitleWordsIn(title);
  if (claims.length) problems.push(`the claim ${claims.map((word) => `"${word}"`).join(', ')}`);
  // The visitor's own brand may be written in capitals; anything else may not.
  if (isAllCaps(title.replace(ownName, ''))) problems.push('ALL CAPS');
  const brands = brandsIn(title, [ownName]);
  if (brands.length) problems.push(`another app's or platform's name (${brands.join(', ')})`);
  return problems;
}

const NUMBER =
  /\d[\d.,]*\s*(?:%|percent|x\b|k\b|m\b|million|thousand|billion|stars?|users?|downloads?|minutes?|days?|hours?|weeks?)?/giu;

/**
 * Numbers a text states that none of the visitor's texts contain ("10,000 users", "4.8 stars",
 * "50%"): a claim the visitor did not make. The digits are compared, so "5-minute" in the input
 * allows "5 minutes" in the copy.
 */
export function unsupportedNumbers(text: string, given: readonly string[]): string[] {
  const givenNumbers = new Set(given.flatMap((source) => [...source.matchAll(/\d+(?:[.,]\d+)*/g)].map((match) => match[0])));
  const found = [...text.matchAll(NUMBER)]
    .filter((match) => !givenNumbers.has((/\d+(?:[.,]\d+)*/.exec(match[0]) ?? [''])[0]))
    .map((match) => match[0].trim());
  return [...new Set(found)];
}

/** The pack's forbidden words a text uses ("streak" in medical copy). */
export function forbiddenWordsIn(text: string, pack: Pick<CategoryPack, 'forbidden'>): string[] {
  return pack.forbidden.filter((word) => forbiddenPattern(word).test(text));
}

const forbiddenPatterns = new Map<string, RegExp>();
/** One pattern per forbidden word, made once: the packs' words are a fixed list. */
function forbiddenPattern(word: string): RegExp {
  let pattern = forbiddenPatterns.get(word);
  if (!pattern) {
    pattern = boundary(word, 'iu');
    forbiddenPatterns.set(word, pattern);
  }
  return pattern;
}

/**
 * What the visitor's own text does that store rules forbid in listing fields, by name: an app
 * name that borrows a brand, and other apps' or platforms' names in each field. Nothing the
 * engines write uses them; the warnings say why they were left out.
 */
export function brandWarnings(appName: string, fields: readonly { label: string; text: string }[]): string[] {
  const warnings = isBrandName(appName)
    ? [
        "Your app name contains another app's or platform's name: App Review (2.3.7) and Google Play's metadata policy reject names that borrow a brand.",
      ]
    : [];
  for (const { label, text } of fields) {
    const brands = brandsIn(text, [appName]);
    if (brands.length === 0) continue;
    warnings.push(
      `${label} names ${brands.join(', ')}: that is fine for a real integration, but these names were kept out of the titles, subtitles, keyword field and short description (App Review 2.3.7, Google Play metadata policy).`,
    );
  }
  return warnings;
}

export interface ModelTexts {
  /** Everything the model wrote for one answer. */
  texts: readonly string[];
  /** Everything the visitor gave: names, numbers and words found there are theirs to use. */
  given: readonly string[];
  /** The visitor's app name, never counted as another app's. */
  ownName: string;
  pack: Pick<CategoryPack, 'forbidden'>;
}

/**
 * Why a model's answer must not be shown, worded for the visitor, or undefined when it passes:
 * another app's or platform's name the visitor never gave, a number the visitor never gave, or a
 * word the category must not use. Every model engine runs its answer through this.
 */
export function modelTextProblem({ texts, given, ownName, pack }: ModelTexts): string | undefined {
  const givenText = given.join('\n');
  const text = texts.join('\n');
  const givenBrands = new Set(brandsIn(givenText, [ownName]));
  const brands = brandsIn(text, [ownName]).filter((brand) => !givenBrands.has(brand));
  if (brands.length) return `its answer named other apps (${brands.join(', ')})`;
  const numbers = unsupportedNumbers(text, given);
  if (numbers.length) return `its answer stated numbers you did not give (${numbers.slice(0, 3).join(', ')})`;
  const forbidden = forbiddenWordsIn(text, pack).filter((word) => !givenText.toLowerCase().includes(word));
  if (forbidden.length) return `its answer used words that do not suit the category (${forbidden.join(', ')})`;
  return undefined;
}
