import { brandsIn, hasEmoji } from '@aiapp/listing-copy';
import { bannedTitleWordsIn, STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import { joinWithAnd, tidy } from '../text/title-case';
import { foldedWords, isChatShorthand, sentences } from '@aiapp/text';
import type { KeywordCandidate } from './extract-keywords';
import { fitsCharacters, shortenToWords } from './fit';

const SHORT_MAX = STORE_TEXT_LIMITS.playShortDescription.max;

function keywordWeight(sentence: string, keywords: readonly KeywordCandidate[]): number {
  const text = ` ${foldedWords(sentence).join(' ')} `;
  return keywords.reduce((sum, keyword) => (text.includes(` ${keyword.key} `) ? sum + keyword.score : sum), 0);
}

/** Play's metadata policy for the short description, whichever engine wrote it: ≤ 80 characters, no other app's name, no price or ranking claim, no emoji. */
export function isStoreReadyShortDescription(text: string, appName: string): boolean {
  return (
    fitsCharacters(text, SHORT_MAX) && !brandsIn(text, [appName]).length && !bannedTitleWordsIn(text).length && !hasEmoji(text)
  );
}

/**
 * A feature line as a developer types it, not a sentence for a store: chat shorthand ("who's
 * coming thurs", "if u dont want push", "w/ a double tap") or an arrow for a verb ("enter the
 * reading -> see whats due").
 */
const typedInShorthand = (sentence: string): boolean =>
  /->|\bw\//u.test(sentence) || (sentence.match(/[\p{L}']+/gu) ?? []).some(isChatShorthand);

/**
 * Google Play's short description (≤ 80 characters, indexed for search): the user's own sentence
 * that carries the most keyword weight and fits, unless typed in shorthand; else a line naming
 * the app and its top terms.
 */
export function buildShortDescription(appName: string, description: string, keywords: readonly KeywordCandidate[]): string {
  const fitting = sentences(description)
    .map((sentence) => tidy(sentence.replace(/^[•·*–—-]\s*/u, '')))
    .filter(
      (sentence) => sentence.length >= 20 && !typedInShorthand(sentence) && isStoreReadyShortDescription(sentence, appName),
    );
  const best = fitting.sort((a, b) => keywordWeight(b, keywords) - keywordWeight(a, keywords))[0];
  if (best && keywordWeight(best, keywords) > 0) return best;
  const terms = keywords.slice(0, 3).map((keyword) => keyword.display);
  const line = terms.length > 0 ? `${tidy(appName)}: ${joinWithAnd(terms)}.` : tidy(appName);
  return fitsCharacters(line, SHORT_MAX) ? line : shortenToWords(line.replace(/\.$/, ''), SHORT_MAX);
}
