import { normalizeText, plainLine, wordsOf } from '@aiapp/text';
import { capitalizeFirst } from './phrasing';

/**
 * Copy for a brief written in another language (`writtenInEnglish` is false): the built-in engine
 * writes no word of that language, so every text is the visitor's own lines, whole, in an order
 * and with the punctuation of their script. No conjunction is written: the stop-word lists tell
 * Finnish from Estonian or Dutch from Afrikaans too seldom to pick the language's "and".
 */

/** The list separator of a script that has its own: the Arabic comma, the ideographic comma. */
const SCRIPT_LIST_MARKS: readonly (readonly [RegExp, string])[] = [
  [/\p{Script=Arabic}/u, '، '],
  [/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u, '、'],
];

/** Items joined with their script's list punctuation: "A, B", "A، B", "A、B". */
export function ownList(items: readonly string[]): string {
  const text = items.join(' ');
  return items.join(SCRIPT_LIST_MARKS.find(([script]) => script.test(text))?.[1] ?? ', ');
}

/**
 * A typed line as the language writes it: the developer's "+" between items ("حفظ جديد + مراجعة
 * قريبة", "uitleg + vertaling") becomes the script's list punctuation.
 */
export function ownPhrase(line: string): string {
  const plain = plainLine(line);
  const items = plain.split(/\s+\+\s+/u);
  return capitalizeFirst(items.length > 1 ? ownList(items) : plain);
}

/** The full stop of a script that has its own (the Unicode Standard, ch. 6.2): danda in Devanagari and Bengali, 。 in Chinese and Japanese. */
const SCRIPT_FULL_STOPS: readonly (readonly [RegExp, string])[] = [
  [/[\p{Script=Devanagari}\p{Script=Bengali}]/u, '।'],
  [/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u, '。'],
];
const ENDS_SENTENCE = /[.!?…।。？！؟]["'”’)»]?$/u;

/** A typed line as a sentence: its own phrase (`ownPhrase`), closed by its script's full stop. */
export function ownSentence(line: string): string {
  const body = ownPhrase(line).replace(/[\s,;:–—-]+$/u, '');
  if (!body || ENDS_SENTENCE.test(body)) return body;
  return `${body}${SCRIPT_FULL_STOPS.find(([script]) => script.test(body))?.[1] ?? '.'}`;
}

/** Words of three letters or more: a two-letter word ("de", "la", "em") names nothing an app is about. */
const contentWords = (text: string): string[] =>
  [...new Set(normalizeText(text).split(' '))].filter((word) => [...word].length >= 3);

/**
 * Letters two forms of one word share at their start, when both are this long or longer: "mökillä"
 * and "Mökkikirja" (Finnish doubles and halves a consonant inside a word), "zakupów" and "Zakupy".
 */
const SHARED_STEM = 3;
const STEMMED_LENGTH = 5;

/**
 * Whether two words are forms of one: one opens or closes the other ("dom" and "domu", "حفظ" and
 * "الحفظ", "horta" and "hortas"), or both open with one stem.
 */
function sameWord(one: string, other: string): boolean {
  const [shorter, longer] = one.length <= other.length ? [one, other] : [other, one];
  if (longer.startsWith(shorter) || longer.endsWith(shorter)) return true;
  const [a, b] = [[...one], [...other]];
  return (
    a.length >= STEMMED_LENGTH &&
    b.length >= STEMMED_LENGTH &&
    a.slice(0, SHARED_STEM).join('') === b.slice(0, SHARED_STEM).join('')
  );
}

/**
 * The lines with the one that shares most words with the app's name and category first (what the
 * app is about, where a store and a reader look first); on a tie, the first the visitor typed. The
 * others stay in the order the visitor typed them. A brief lists what the app does before what
 * sets it apart ("Küçük apartmanlar için ücretsiz", "No necesita cuenta bancaria"): only a line of
 * the first half leads.
 */
export function centralFirst(lines: readonly string[], context: readonly string[]): string[] {
  const known = context.flatMap(contentWords);
  const leads = Math.ceil(lines.length / 2);
  const scores = lines.map((line, index) =>
    index < leads ? contentWords(line).filter((word) => known.some((other) => sameWord(word, other))).length : 0,
  );
  const best = scores.reduce((top, score, index) => (score > (scores[top] ?? 0) ? index : top), 0);
  return lines.length > 0 ? [lines[best] as string, ...lines.filter((_, index) => index !== best)] : [];
}

/**
 * A short description from lines in order of centrality: the first that fits and is long enough,
 * else the first that fits joined with the next ones in a list (`ownList`), while the whole
 * fits, until it is long enough; else the first that fits.
 */
export function ownShortLine(ordered: readonly string[], fits: (line: string) => boolean, min: number): string {
  const fitting = ordered.map((line) => ownPhrase(line)).filter(fits);
  const [first] = fitting;
  if (first === undefined || [...first].length >= min) return first ?? '';
  const inside = capitalisedInside(ordered);
  const joined = [first];
  for (const line of fitting.slice(1)) {
    const item = inside.has(wordsOf(line)[0] ?? '') ? line : line.replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase());
    const next = ownList([...joined, item]);
    if (!fits(next)) continue;
    joined.push(item);
    if ([...next].length >= min) return next;
  }
  return ownList(joined);
}

/**
 * Words the visitor capitalised inside a line ("Nederlands", German nouns): a later list item
 * keeps their capital; any other line's capital only opened the line ("Gratis" → "gratis").
 */
const capitalisedInside = (lines: readonly string[]): Set<string> =>
  new Set(lines.flatMap((line) => wordsOf(line).slice(1)).filter((word) => /^\p{Lu}/u.test(word)));
