import { splitGraphemes, startsWithLetterOrDigit } from './graphemes';

const MAX_INITIALS = 2;

/**
 * Initials of the first two words, upper-cased. Within a word the first
 * letter or digit wins (so `"><script>` gives "S", not a quote); a word with
 * no letters or digits at all (e.g. "&") contributes its first grapheme.
 */
export function buildMonogram(text: string): string {
  const words = text.split(' ').filter((word) => word.length > 0);
  return words.slice(0, MAX_INITIALS).map(initialOf).join('').toUpperCase();
}

function initialOf(word: string): string {
  const graphemes = splitGraphemes(word);
  return graphemes.find(startsWithLetterOrDigit) ?? graphemes[0] ?? '';
}
