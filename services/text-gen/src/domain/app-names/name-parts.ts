import { plainLine, wordsOf } from '@aiapp/text';
import { PLAY_BANNED_TITLE_WORD_SET } from '@aiapp/store-facts';
import type { AppNameRequest } from '@aiapp/contracts';
import { NO_INTENT_WORDS } from '../text/terms';

/** A word a name can be built from, in the spelling names use: "Fitness", "GPS", "iPhone". */
export interface NamePart {
  word: string;
  lower: string;
  /** The first syllable: "fitness" → "Fit", "budget" → "Bud". */
  head: string;
  /** Only plain Latin words take suffixes and prefixes: "日本" + "ly" is not a name. */
  latin: boolean;
}

/** "fitness" → "Fitness"; two-letter words and vowel-less short ones are acronyms: "AI", "VR", "GPS". */
function spell(word: string): string {
  if (!/^\p{Ll}+$/u.test(word)) return word;
  if (word.length === 2 || /^[^aeiouy]{3}$/.test(word)) return word.toUpperCase();
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const DIGRAPH = /^(ck|ch|sh|th|ph|ng)$/i;

/**
 * The word's first syllable: onset, vowels, and the consonants before the next vowel but one
 * ("fit|ness", "bud|get", "track|er"); the whole word when it has one syllable or the head is tiny.
 */
function headOf(word: string): string {
  const match = /^([^aeiouy]*[aeiouy]+)([^aeiouy]+)(?=[aeiouy])/i.exec(word);
  if (!match) return word;
  const [, start = '', cluster = ''] = match;
  const head = start + (DIGRAPH.test(cluster) ? cluster : cluster.slice(0, -1));
  // "Fit" (fit|ness) and "Track" (track|er) read as words; "Dai" (dai|ly) does not.
  const rest = word.length - head.length;
  return head.length >= 4 || (head.length === 3 && rest >= 3) ? head : word;
}

/** The distinct usable words of the keywords, in the order typed; and multi-word keywords as phrases. */
export function readNameParts(request: AppNameRequest): { parts: NamePart[]; phrases: string[] } {
  const seen = new Set<string>();
  const parts: NamePart[] = [];
  const phrases: string[] = [];
  for (const keyword of request.keywords) {
    const words = wordsOf(plainLine(keyword)).filter((word) => !PLAY_BANNED_TITLE_WORD_SET.has(word.toLowerCase()));
    const useful = words.filter((word) => !NO_INTENT_WORDS.has(word.toLowerCase()) && word.length >= 2);
    if (useful.length > 1) phrases.push(useful.map(spell).join(''));
    for (const word of useful) {
      const lower = word.toLowerCase();
      if (seen.has(lower)) continue;
      seen.add(lower);
      const spelled = spell(word.replace(/['’]/g, ''));
      parts.push({ word: spelled, lower, head: spell(headOf(spelled.toLowerCase())), latin: /^[a-z]+$/i.test(spelled) });
    }
  }
  return { parts, phrases };
}
