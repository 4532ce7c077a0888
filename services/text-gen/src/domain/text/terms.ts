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
 * tracker, your…"; never "tracker" inside "trackers"). The text is split into words once and each
 * word's places noted, so a term is only compared where its first word stands; each term is
 * counted once (a keyword list asks for the same terms again and again).
 */
export function termCounter(text: string): (term: string) => number {
  const tokens = tokensOf(text);
  const places = new Map<string, number[]>();
  tokens.forEach((token, index) => {
    const list = places.get(token);
    if (list) list.push(index);
    else places.set(token, [index]);
  });
  const counted = new Map<string, number>();
  const count = (term: string) => {
    const [first, ...rest] = tokensOf(term);
    if (first === undefined) return 0;
    return (places.get(first) ?? []).filter((start) => rest.every((word, offset) => tokens[start + 1 + offset] === word)).length;
  };
  return (term) => {
    let known = counted.get(term);
    if (known === undefined) {
      known = count(term);
      counted.set(term, known);
    }
    return known;
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
