import { STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import { foldedWords, singular, zipfFrequency } from '@aiapp/text';
import { fitsBytes } from './fit';

const FIELD_MAX_BYTES = STORE_TEXT_LIMITS.appStoreKeywords.max;
/** App Store Connect ignores keywords of one or two characters. */
const MIN_KEYWORD_LENGTH = 3;

/**
 * A word with its -ing and final e left off, so "reading" and "read", "previewing" and "preview",
 * "writing" and "write", "mapping" and "map" are one keyword (Apple matches word forms itself).
 */
export function stemOf(word: string): string {
  const base = /^(.{4,})ing$/.exec(word)?.[1] ?? word;
  return base.replace(/([b-df-hj-np-tv-z])\1$/, '$1').replace(/e$/, '');
}

/**
 * The singular a searcher would type, where English has it: "inspections" → "inspection",
 * "children" → "child", but "physics", "Cyclades", "otomatis" and "vários" stay as written (their
 * cut forms "physic", "cyclade", "otomati", "vário" are much rarer or no words at all; Zipf
 * frequencies from @aiapp/text).
 */
export function singularSpelling(word: string): string {
  const one = singular(word);
  if (one === word) return word;
  const oneZipf = zipfFrequency(one);
  return oneZipf >= KNOWN_SINGULAR_ZIPF || (oneZipf > 0 && oneZipf >= zipfFrequency(word) - RARER_SINGULAR_ZIPF) ? one : word;
}

/** A singular this frequent is a word in its own right ("parent", 4.1, beside "parents", 5.1). */
const KNOWN_SINGULAR_ZIPF = 3;
/** How much rarer than the written plural a rarer singular may be and still be the word ("hygrometer"; not "physic", 2.4 beside 4.0). */
const RARER_SINGULAR_ZIPF = 1;

/**
 * The App Store keyword field: single words (Apple combines words across name, subtitle and this
 * field), best first, comma-separated without spaces, within 100 UTF-8 bytes, leaving out every
 * word already in the title or subtitle and plural and -ing forms of words present. Words of
 * another language (`foldPlurals` false) are kept as written: English plural rules turn "vários"
 * into "vário".
 */
export function buildKeywordField(
  candidates: readonly string[],
  alreadyIndexed: readonly string[],
  { foldPlurals = true, keepPhrases = false }: { foldPlurals?: boolean; keepPhrases?: boolean } = {},
): string {
  const taken = new Set(alreadyIndexed.flatMap((text) => foldedWords(text)).map(stemOf));
  const chosen: string[] = [];
  for (const candidate of candidates) {
    // "sunrise/sunset", "$3/employee/month" arrive as one term: the field holds words, so split at
    // anything that is no letter, digit or hyphen; with `keepPhrases`, a phrase that only makes
    // sense whole ("pen pal") keeps its space.
    for (const displayed of candidate.split(keepPhrases ? /[^\p{L}\p{M}\p{N}'’ -]+/u : /[^\p{L}\p{M}\p{N}'’-]+/u)) {
      // The user's spelling (accents kept), singular: Apple matches the plural from it.
      // "children's" is the child's keyword; a quote mark left at either end ("'til", "bakers'") is none of it.
      const unquoted = displayed
        .trim()
        .replace(/\s+/gu, ' ')
        .replace(/^['’]+|['’]+$/gu, '');
      if (!unquoted) continue;
      const spelled = foldPlurals ? unquoted.replace(/[^\s]+$/u, (last) => singularSpelling(last)) : unquoted;
      const folded = foldedWords(spelled);
      if (folded.length === 0 || folded.some((word) => taken.has(stemOf(word))) || [...spelled].length < MIN_KEYWORD_LENGTH)
        continue;
      if (!fitsBytes([...chosen, spelled].join(','), FIELD_MAX_BYTES)) continue;
      folded.forEach((word) => taken.add(stemOf(word)));
      chosen.push(spelled);
    }
  }
  return chosen.join(',');
}
