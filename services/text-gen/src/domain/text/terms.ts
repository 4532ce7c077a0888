/** Word-level matching for keywords: whole words, any letters, case-insensitive. */
import { PLAY_BANNED_TITLE_WORD_SET } from '@aiapp/store-facts';
import { FILLER_WORDS, STOP_WORDS } from '@aiapp/text';

const tokensOf = (text: string) =>
  text
    .toLocaleLowerCase('en')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Counts whole-word occurrences of terms in one text, case-insensitive ("habit tracker" in "Habit
 * tracker, your…"; never "tracker" inside "trackers"). The text is split into words once, so
 * counting many terms in a long description stays cheap.
 */
export function termCounter(text: string): (term: string) => number {
  const tokens = tokensOf(text);
  return (term) => {
    const words = tokensOf(term);
    if (words.length === 0) return 0;
    let count = 0;
    for (let start = 0; start + words.length <= tokens.length; start += 1) {
      if (words.every((word, offset) => tokens[start + offset] === word)) count += 1;
    }
    return count;
  };
}

export function countTerm(text: string, term: string): number {
  return termCounter(text)(term);
}

/** Words that carry no search intent on their own: function words, store claims and marketing filler. */
export const NO_INTENT_WORDS: ReadonlySet<string> = new Set([
  ...STOP_WORDS,
  ...PLAY_BANNED_TITLE_WORD_SET,
  'app',
  'apps',
  ...FILLER_WORDS,
]);
