import { FEATURE_LEXICON, type FeatureEntry } from './data/feature-lexicon';
import { singularWord } from './language/grammar';

const folded = (text: string) =>
  ` ${text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singularWord)
    .join(' ')} `;

const ENTRIES = FEATURE_LEXICON.map((entry) => ({ entry, matches: entry.matches.map(folded) }));

/**
 * The lexicon entry a feature line is about, or null: the entry with the longest match phrase
 * in the line (words compared singular, so "Widgets" finds "widget"). `taken` holds ids already
 * used in this listing, so each benefit is said once.
 */
export function matchFeature(line: string, taken: ReadonlySet<string> = new Set()): FeatureEntry | null {
  const text = folded(line);
  let best: { entry: FeatureEntry; score: number } | null = null;
  for (const { entry, matches } of ENTRIES) {
    if (taken.has(entry.id)) continue;
    const score = Math.max(0, ...matches.filter((match) => text.includes(match)).map((match) => match.length));
    if (score > 0 && (!best || score > best.score)) best = { entry, score };
  }
  return best?.entry ?? null;
}
