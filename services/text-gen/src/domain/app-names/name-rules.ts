import { singular } from '@aiapp/text';

/**
 * What an ASO reviewer rejects in a generated name (issue 28, item 6), as checks on the name
 * itself, so model names and built-in names answer to the same rules:
 * - a keyword cut short and glued on ("KitcRecipe", "CoupBudget", "Habora" from "hab|it");
 * - two words merged on a shared letter ("Parking" + "garage" → "Parkingarage");
 * - a word repeated inside another ("PlantHouseplant"), or a word with its own plural ("HabitHabits").
 */

const singulars = new Map<string, string>();

/** `singular` from @aiapp/text, remembered: names repeat the same few words hundreds of times per request. */
export function singularOf(word: string): string {
  let known = singulars.get(word);
  if (known === undefined) {
    if (singulars.size > 20_000) singulars.clear();
    known = singular(word);
    singulars.set(word, known);
  }
  return known;
}

const nameWords = new Map<string, readonly string[]>();

/** The words of a name as a reader splits it: at spaces, dashes and inner capitals. "TrackFitness Pro" → track, fitness, pro. */
export function wordsOfName(name: string): readonly string[] {
  let words = nameWords.get(name);
  if (words === undefined) {
    if (nameWords.size > 20_000) nameWords.clear();
    words = name
      .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    nameWords.set(name, words);
  }
  return words;
}

/**
 * Endings a whole word may lose and still read as the same word: "tracker" → "Track", "fitness"
 * → "Fit", "planner" → "Plan" (doubled consonant), "recipes" → "Recipe". Anything else left over
 * ("kitc|hen", "coup|on", "bud|get") makes the shorter piece a fragment; a silent "e" may go ("Pulsify").
 * Suffix list after the common English inflectional and derivational endings,
 * https://en.wikipedia.org/wiki/English_suffixes (retrieved for this file).
 */
const WORD_ENDING =
  /^(?:e|s|es|er|ers|ing|ings|ed|ly|ness|ment|ments|ful|y|ies|ion|ions|ation|ations|al|ic|ics|ist|ists|ism|able|ible|ive|ity|or|ors|age|ery|ence|ance|ship|hood|ish|less|est|en|ette|ie|ee)$/;

/** "kitc" of "kitchen" is a fragment; "track" of "tracker" and "fit" of "fitness" are words. */
function isFragmentOf(piece: string, word: string): boolean {
  if (piece.length < 3 || piece.length >= word.length || !word.startsWith(piece)) return false;
  const rest = word.slice(piece.length);
  // "plan" + "ner": the ending may start by doubling the piece's last letter.
  const doubled = rest.charAt(0) === piece.slice(-1) && WORD_ENDING.test(rest.slice(1));
  return !WORD_ENDING.test(rest) && !doubled;
}

/**
 * A name word that starts like a keyword and breaks off inside it: "Kitc" (kitchen), "Coupon"
 * is whole, "Coupora" carries the fragment "coup". `keywordWords` are the visitor's words,
 * lower case; a name word that is itself one of them is whole.
 */
export function hasCutFragment(name: string, keywordWords: readonly string[]): boolean {
  const known = new Set(keywordWords);
  return wordsOfName(name).some((word) => {
    if (known.has(word) || known.has(singularOf(word))) return false;
    return keywordWords.some((keyword) => {
      if (word.startsWith(keyword)) return false;
      let shared = 0;
      while (shared < word.length && word[shared] === keyword[shared]) shared += 1;
      // A whole short word ("Fit", "Bud") or a longer start ("Kitc", "Coup") broken off the keyword.
      return (shared === word.length || shared >= 4) && isFragmentOf(word.slice(0, shared), keyword);
    });
  });
}

/** "Parking" + "garage" → "parkingarage": the first word's end is the second word's start, written once. */
export function mergesOnSharedLetter(name: string, keywordWords: readonly string[]): boolean {
  const squashed = name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return keywordWords.some((first) =>
    keywordWords.some((second) => {
      if (first === second) return false;
      for (let overlap = 1; overlap <= Math.min(3, first.length - 1, second.length - 1); overlap += 1) {
        if (!first.endsWith(second.slice(0, overlap))) continue;
        const merged = `${first}${second.slice(overlap)}`;
        if (squashed.includes(merged) && !squashed.includes(`${first}${second}`)) return true;
      }
      return false;
    }),
  );
}

/** Letters two words of a name may share at their start before they read as one word said twice. */
const ECHO_START = 4;

/** "wobbly" and "wobble": one word's start, all but its last two letters or fewer, opens the other. */
function echoes(word: string, other: string): boolean {
  let shared = 0;
  while (shared < word.length && word[shared] === other[shared]) shared += 1;
  return shared >= ECHO_START && shared >= Math.min(word.length, other.length) - 2;
}

/**
 * "PlantHouseplant", "Habit Habits", "FitFitness": one word of the name inside another, or twice;
 * "Wobbly Wobble": one word echoed in another's form (set J's reader, reading-j.md section 3).
 */
export function repeatsAWord(name: string): boolean {
  const words = wordsOfName(name).map(singularOf);
  return words.some((word, index) =>
    words.some(
      (other, otherIndex) => otherIndex !== index && ((word.length >= 3 && other.includes(word)) || echoes(word, other)),
    ),
  );
}
