/**
 * The one tokeniser: a word is a run of letters and digits, with apostrophes and dashes kept
 * only inside it ("don't", "check-in"), and with the combining marks that write vowels in Indic
 * and other scripts (\p{M}: "ઉપવાસ" is one word, not "ઉપવ" and "સ"). `normalizeText` and `words` give the folded view that
 * keyword comparisons use.
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*[\p{L}\p{M}\p{N}]|[\p{L}\p{N}]/gu;
const ASCII = /^[\x00-\x7f]*$/;

/** The words of a text as written, in order. */
export function wordsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * Lower-cased, accents and punctuation removed, spaces collapsed: "Habitica: Gamified Task-Manager"
 * and "habitica gamified task manager" compare equal.
 */
export function normalizeText(text: string): string {
  // ASCII has no accents to fold and nothing to compose: the same answer as below, two to three times cheaper.
  if (ASCII.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return withoutAccents(text)
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * "Saúde" → "Saude", "Pokémon" → "Pokemon": accents off Latin letters only, where a searcher types
 * the letter without them; a Japanese voicing mark or a Cyrillic breve changes the word (ビ is not
 * ヒ, й is not и) and stays. Compatibility forms fold too ("ﬁ" → "fi").
 */
export function withoutAccents(text: string): string {
  if (ASCII.test(text)) return text;
  return text
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC');
}

/** The words of the normalised text: lower case, no accents, split at every other character. */
export function words(text: string): string[] {
  return wordsOf(normalizeText(text));
}
