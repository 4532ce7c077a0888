import { FEATURE_LEXICON, type FeatureEntry } from './data/feature-lexicon';
import { singular, STOP_WORDS } from '@aiapp/text';
import { negatedWords } from './language/grammar';
import { meaningScore, weighedWords } from './feature-meaning';

const folded = (text: string) =>
  ` ${text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .map(singular)
    .join(' ')} `;

const ENTRIES = FEATURE_LEXICON.map((entry, order) => ({ entry, order, matches: entry.matches.map(folded) }));
/** Each entry's match phrases, folded once at load. */
const FOLDED_MATCHES = new Map<FeatureEntry, readonly string[]>(ENTRIES.map(({ entry, matches }) => [entry, matches]));
const NEGATION = /^ (?:no|not|without|non|zero|never) | free $/;
/**
 * Words after a feature that narrow it to a scope the entry's sentences cannot know: "pay once per
 * estate" is no one-off purchase ("Pay once and it is yours" promised one; set J's reading,
 * bench/briefs/spent-2026-11-29d/reading-j.md). When unsure, the line is said in the visitor's words.
 */
const SCOPED_BY = ['per', 'each', 'for each', 'for every'];
/**
 * The meaning score (`meaningScore`) from which an entry is taken to be about a line, calibrated on
 * a labelled sample of the tune half (bench/lexicon-matches.mjs, bench/briefs/lexicon-labels-tune.tsv):
 * precision of lexicon matches 57% → 74%, keeping 62% of the right ones. Below it the line is said
 * in the visitor's words.
 */
const MEANING_THRESHOLD = 0.4;

/** The entries whose match phrases start with a word, so a line is compared with the few entries its words can match. */
const ENTRIES_BY_FIRST_WORD = new Map<string, (typeof ENTRIES)[number][]>();
for (const item of ENTRIES) {
  for (const match of item.matches) {
    const first = match.trim().split(' ')[0] ?? '';
    const list = ENTRIES_BY_FIRST_WORD.get(first) ?? [];
    if (!list.includes(item)) list.push(item);
    ENTRIES_BY_FIRST_WORD.set(first, list);
  }
}

/**
 * The lexicon entry a feature line is about, or null: among the entries whose meaning agrees with
 * the line (`meaningScore` at least MEANING_THRESHOLD: "Bubble level for flat surfaces" is no game
 * level), the one with the longest match phrase in the line (words compared singular, so "Widgets"
 * finds "widget"); a tie goes to the entry listed first. `taken` holds ids already used in this listing, so each benefit is said once.
 * Negation counts: "No ads" finds the no-ads entry, "No timers" never the timer.
 */
export function matchFeature(line: string, taken: ReadonlySet<string> = new Set()): FeatureEntry | null {
  const text = folded(line);
  // "No timers" is not a timer feature: a phrase whose words the line negates only matches if it says "no" too.
  const negated = negatedWords(line);
  const usable = (match: string) =>
    !SCOPED_BY.some((scope) => text.includes(`${match}${scope} `)) &&
    (NEGATION.test(match) ||
      !match
        .trim()
        .split(' ')
        .every((word) => negated.has(word)));
  const candidates = new Set(
    text
      .trim()
      .split(' ')
      .flatMap((word) => ENTRIES_BY_FIRST_WORD.get(word) ?? []),
  );
  let weighed: ReturnType<typeof weighedWords> | null = null;
  let best: { entry: FeatureEntry; order: number; score: number } | null = null;
  for (const { entry, order, matches } of candidates) {
    if (taken.has(entry.id)) continue;
    const score = Math.max(0, ...matches.filter((match) => text.includes(match) && usable(match)).map((match) => match.length));
    if (score === 0 || (best && (score < best.score || (score === best.score && order > best.order)))) continue;
    // The line's words are weighed once, and only when an entry's phrase is in it.
    weighed ??= weighedWords(line);
    if (meaningScore(weighed, entry) >= MEANING_THRESHOLD) best = { entry, order, score };
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
    ...(FOLDED_MATCHES.get(entry) ?? entry.matches.map(folded))
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
