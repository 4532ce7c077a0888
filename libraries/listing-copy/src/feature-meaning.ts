import { memoized, STOP_WORDS, zipfFrequency } from '@aiapp/text';
import type { FeatureEntry } from './data/feature-lexicon';
import { formsOf } from './claims/grounding';
import { PREPOSITION_WORD } from './language/feature-mentions';

/**
 * How well a lexicon entry means what a feature line says (issue 28: read the brief, do not match
 * trigger words). An entry's vocabulary is every word of its match phrases and of its benefit
 * sentences (in the claim check's word forms): what the feature is, what it acts on, and what it
 * does for the user. A line's content words are weighed by the information they carry, their
 * rarity in English (Zipf frequency, `zipfFrequency`): "hive", "acrylic" or "bridleway" say more
 * about what a line is about than "track" or "log" (stop words carry none). The score is the share of that weight the
 * entry knows, so a line about a thing the entry never mentions ("Apiary map with a GPS pin",
 * "Bubble level for flat surfaces") scores low however well one word matched. Words after a
 * preposition qualify the feature ("… to CSV for your club", "… with a GPS pin") and do not
 * count: the feature is what the line's head names, and an entry matched only in a qualifier
 * scores 0.
 * See docs/text-generation.md, "Feature lexicon".
 */

/** Zipf frequency above which a word carries the least weight (stop words aside: "make", "time"). */
const COMMONEST_ZIPF = 6;
/** Weight of a word the corpus never saw ("dxf", "varroa") or of the rarest it knows. */
const RAREST_WEIGHT = 7;

const information = (word: string) => Math.max(1, RAREST_WEIGHT - Math.min(zipfFrequency(word), COMMONEST_ZIPF));

/** Lower-case tokens, hyphenated ones kept whole ("to-do", "end-to-end"). */
const tokensOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((token) => token.replace(/^['-]+|['-]+$/g, ''))
    .filter(Boolean);
const partsOf = (token: string) => token.split('-').filter(Boolean);
/** A word that says something: letters, no stop word ("4x6" and "48h" count, "12" does not). */
const isWord = (part: string) => !STOP_WORDS.has(part) && /\p{L}/u.test(part);

const vocabularies = new Map<FeatureEntry, ReadonlySet<string>>();

/** The word forms an entry knows: the words of its match phrases and benefit sentences, worked out once. */
function vocabularyOf(entry: FeatureEntry): ReadonlySet<string> {
  let known = vocabularies.get(entry);
  if (!known) {
    known = new Set([...entry.matches, ...entry.benefits].flatMap(tokensOf).flatMap(partsOf).filter(isWord).flatMap(formsOf));
    vocabularies.set(entry, known);
  }
  return known;
}

/** Every entry's vocabulary, built before the first request (issue 28: the first call within 50 ms). */
export function warmFeatureMeaning(entries: readonly FeatureEntry[]): void {
  for (const entry of entries) vocabularyOf(entry);
}

interface WeighedWord {
  forms: readonly string[];
  weight: number;
}

/** A line's words before its qualifier, with their weight, compared with each candidate entry. */
function weighLine(line: string): WeighedWord[] {
  const tokens = tokensOf(line);
  const qualifier = tokens.findIndex((token, index) => index > 0 && PREPOSITION_WORD.test(token));
  const weighed: WeighedWord[] = [];
  for (const token of qualifier < 0 ? tokens : tokens.slice(0, qualifier)) {
    for (const word of partsOf(token).filter(isWord)) weighed.push({ forms: formsOf(word), weight: information(word) });
  }
  return weighed;
}

/** Lines whose weighed words are kept: a request's texts ask about the same feature lines (store, landing page, ASO). */
const LINES_KEPT = 20_000;
export const weighedWords: (line: string) => readonly WeighedWord[] = memoized(weighLine, LINES_KEPT);

/** The share (0–1) of a line's word weight that the entry's vocabulary knows. */
export function meaningScore(line: string | readonly WeighedWord[], entry: FeatureEntry): number {
  const weighed = typeof line === 'string' ? weighedWords(line) : line;
  const vocabulary = vocabularyOf(entry);
  let total = 0;
  let known = 0;
  for (const { forms, weight } of weighed) {
    total += weight;
    if (forms.some((form) => vocabulary.has(form))) known += weight;
  }
  return total === 0 ? 0 : known / total;
}
