import { characterCount, STORE_TEXT_LIMITS, bannedTitleWordsIn } from '@aiapp/store-facts';
import { words } from '@aiapp/text';
import type { KeywordCandidate } from './extract-keywords';
import { DESCRIPTION_MAX } from './rewrite-description';

/** Above this share of the description's words a term reads as stuffing (practitioners say 2–3 %). */
const DENSITY_WARNING_PERCENT = 3;
const THIN_DESCRIPTION_WORDS = 100;
/** Two mentions are natural in any text; stuffing starts with repetition. */
const STUFFING_MIN_REPEATS = 3;
const TITLE_MAX = STORE_TEXT_LIMITS.playTitle.max;

export interface WarningInput {
  appName: string;
  brand: string;
  plainDescription: string;
  hadHtml: boolean;
  shortened: boolean;
  keywords: readonly KeywordCandidate[];
}

/** Problems in what the user submitted, each with what to do about it. */
export function asoWarnings(input: WarningInput): string[] {
  const warnings: string[] = [];
  const nameLength = characterCount(input.appName.trim());
  if (nameLength > TITLE_MAX) {
    warnings.push(
      `Your app name has ${nameLength} characters; store titles allow ${TITLE_MAX}, so the suggestions shorten it to '${input.brand}'.`,
    );
  }
  // Words compared whole: "Topaz" is fine, "Top" is not.
  const banned = bannedTitleWordsIn(input.appName);
  if (banned.length > 0)
    warnings.push(
      `Google Play rejects titles with price or ranking claims: remove ${banned.map((word) => `'${word}'`).join(', ')} from the name.`,
    );
  if (/\p{Extended_Pictographic}/u.test(input.appName))
    warnings.push('Google Play does not allow emoji in app titles: remove them from the name.');
  const letters = input.appName.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 4 && letters === letters.toLocaleUpperCase('en') && letters !== letters.toLocaleLowerCase('en')) {
    warnings.push(
      'Google Play does not allow titles in ALL CAPS unless the brand is written that way: use normal capitalisation.',
    );
  }
  const stuffed = input.keywords.filter(
    (keyword) => keyword.occurrences >= STUFFING_MIN_REPEATS && keyword.densityPercent > DENSITY_WARNING_PERCENT,
  );
  for (const keyword of stuffed.slice(0, 3)) {
    warnings.push(
      `'${keyword.display}' makes up ${keyword.densityPercent}% of your description's words (${keyword.occurrences} times): Google Play treats repetition as keyword stuffing; keep it under about ${DENSITY_WARNING_PERCENT}%.`,
    );
  }
  if (input.hadHtml) warnings.push('HTML tags were removed: App Store descriptions are plain text.');
  const wordCount = words(input.plainDescription).length;
  if (wordCount < THIN_DESCRIPTION_WORDS) {
    warnings.push(
      `Your description has ${wordCount} words; both stores allow ${DESCRIPTION_MAX} characters. Google Play indexes it for search: describe each main feature in a sentence or two.`,
    );
  }
  if (input.shortened)
    warnings.push(
      `The description was cut at a sentence end to stay within ${DESCRIPTION_MAX} characters with the new opening line.`,
    );
  return warnings;
}
