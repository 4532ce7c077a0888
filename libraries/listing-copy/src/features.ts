import { FEATURE_LEXICON, type FeatureEntry } from './data/feature-lexicon';
import { singular } from '@aiapp/text';
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
