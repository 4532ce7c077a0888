import { FEATURE_LEXICON, type FeatureEntry } from './data/feature-lexicon';
import { singular, STOP_WORDS } from '@aiapp/text';
import { negatedWords } from './language/grammar';

const folded = (text: string) =>
  ` ${text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singular)
    .join(' ')} `;

const ENTRIES = FEATURE_LEXICON.map((entry) => ({ entry, matches: entry.matches.map(folded) }));
const NEGATION = /^ (?:no|not|without|non|zero|never) | free $/;

/**
 * The lexicon entry a feature line is about, or null: the entry with the longest match phrase
 * in the line (words compared singular, so "Widgets" finds "widget"). `taken` holds ids already
 * used in this listing, so each benefit is said once. Negation counts: "No ads" finds the no-ads
 * entry, "No timers" never the timer.
 */
export function matchFeature(line: string, taken: ReadonlySet<string> = new Set()): FeatureEntry | null {
  const text = folded(line);
  // "No timers" is not a timer feature: a phrase whose words the line negates only matches if it says "no" too.
  const negated = negatedWords(line);
  const usable = (match: string) =>
    NEGATION.test(match) ||
    !match
      .trim()
      .split(' ')
      .every((word) => negated.has(word));
  let best: { entry: FeatureEntry; score: number } | null = null;
  for (const { entry, matches } of ENTRIES) {
    if (taken.has(entry.id)) continue;
    const score = Math.max(0, ...matches.filter((match) => text.includes(match) && usable(match)).map((match) => match.length));
    if (score > 0 && (!best || score > best.score)) best = { entry, score };
  }
  return best?.entry ?? null;
}

/**
 * How much of a feature line an entry's longest matching phrase covers, 0–1, over the line's
 * words that are not stop words: "Dark mode" is all dark mode (1); "Apiary map with a GPS pin
 * for every bee yard" is barely about GPS tracking (1 of 6).
 */
export function lineCoverage(entry: FeatureEntry, line: string): number {
  const words = folded(line)
    .trim()
    .split(' ')
    .filter((word) => word && !STOP_WORDS.has(word));
  if (words.length === 0) return 0;
  const text = folded(line);
  const longest = Math.max(
    0,
    ...entry.matches
      .map(folded)
      .filter((match) => text.includes(match))
      .map(
        (match) =>
          match
            .trim()
            .split(' ')
            .filter((word) => !STOP_WORDS.has(word)).length,
      ),
  );
  return Math.min(1, longest / words.length);
}
