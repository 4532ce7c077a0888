/** Word-level matching for keywords: whole words, any letters, case-insensitive. */
import { PLAY_BANNED_TITLE_WORD_SET } from '@aiapp/store-facts';
import { FILLER_WORDS, STOP_WORDS } from '@aiapp/text';

/** Where words break: any run of characters that are neither letters nor digits, in any script. */
const WORD_BREAK = /[^\p{L}\p{N}]+/u;
/** The ASCII characters among them: one pass over the text with no Unicode classes, which cost twice as much. */
const ASCII_WORD_BREAK = /[^A-Za-z0-9\u0080-\uffff]+/;
const NON_ASCII = /[^\x00-\x7f]/;

/**
 * A text's words in lower case, as `text.split(WORD_BREAK)` gives them: split at ASCII breaks
 * first, and only a piece that holds other characters ("café", "notes—every") split again by
 * the Unicode classes (a store description is counted whole, about 6,000 characters).
 */
function tokensOf(text: string): string[] {
  const tokens: string[] = [];
  for (const piece of text.toLocaleLowerCase('en').split(ASCII_WORD_BREAK)) {
    if (!NON_ASCII.test(piece)) {
      if (piece) tokens.push(piece);
      continue;
    }
    for (const word of piece.split(WORD_BREAK)) if (word) tokens.push(word);
  }
  return tokens;
}

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
