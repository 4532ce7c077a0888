import { GENERIC_STORE_WORDS } from '@aiapp/store-facts';
import { STOP_WORDS, normalizeText, singular, words } from '@aiapp/text';
import { openingVerb } from '@aiapp/listing-copy';
import { taggedTerms } from '../text/tagged-terms';

export interface KeywordCandidate {
  /** Singular, lower-case words joined by spaces: the form terms are compared in. */
  key: string;
  /** How the term reads best, from the user's own spelling ("AI", "iPhone", "to-do"). */
  display: string;
  /** The spelling the user wrote most often ("daily habits"): reads naturally in titles. */
  written: string;
  words: number;
  score: number;
  /** Times the term occurs in the description, plurals included. */
  occurrences: number;
  /** Share of the description's words taken by the term, in percent. */
  densityPercent: number;
  /**
   * Whether the term opens a line or sentence of the description as its subject ("Chore chart with
   * pictures"): what a bullet is about, as opposed to a word pair from inside it ("park trip").
   */
  opensLine: boolean;
}

export interface AsoSource {
  appName: string;
  category: string;
  description: string;
}

/** Where a term is found counts: the name is what the app is, the category what it competes in. */
const FIELD_WEIGHTS = { appName: 3, category: 2, description: 1 } as const;
/** Phrases of up to three words carry more meaning than single words (facundoolano/aso weighs them ×2.5). */
const PHRASE_FACTOR = [0, 1, 1.6, 2] as const;
/** What each other term holding a word adds to it: about one more mention in the description. */
const SUBJECT_WEIGHT = 1;

interface Token {
  key: string;
  surface: string;
  role: 'noun' | 'modifier';
}

/** The text as the tagger reads it: bullets, bars and slashes end a phrase like a full stop. */
export const taggingText = (text: string): string => text.replace(/[•·|/\\]+/g, '. ');

interface Run {
  tokens: Token[];
  /** The run starts its sentence and no "to" follows it ("Kids tap to mark done": "tap" is a verb). */
  opensLine: boolean;
}

const OBJECT_DETERMINER = /^(?:a|an|the|each|every|your|my|all|any|their|our)$/;

/** A run opens its line when nothing comes before it, or only the line's verb and a determiner ("Log each hive inspection"). */
function opensItsLine(before: readonly string[]): boolean {
  if (before.length === 0) return true;
  if (before.length > 2) return false;
  return before.length === 1 || OBJECT_DETERMINER.test(before[1] ?? '');
}

/** Runs of nouns and their modifiers between other words and punctuation: where keywords come from. */
function contentRuns(text: string): Run[] {
  const runs: Run[] = [];
  let run: Token[] = [];
  let opensLine = false;
  // The words of the sentence before the current run: none, or the verb that opens it and a determiner.
  let before: string[] = [];
  const close = (next?: string) => {
    if (run.length > 0) runs.push({ tokens: run, opensLine: opensLine && next?.toLowerCase() !== 'to' });
    run = [];
  };
  const terms = taggedTerms(taggingText(text));
  for (const [index, term] of terms.entries()) {
    if (term.opensSentence) before = [];
    const key = singular(normalizeText(term.surface).replace(/\s+/g, ''));
    // "Log oil changes": the verb that opens a line is no part of a keyword ("log oil"), whatever the tagger says.
    // Asked last: the verb test may parse the word with compromise.
    const opensAsVerb = () =>
      term.opensSentence && openingVerb(term.surface, terms[index + 1]?.surface, 3, terms[index + 2]?.surface) !== null;
    const usable =
      term.role !== 'other' &&
      key.length > 1 &&
      !STOP_WORDS.has(key) &&
      !GENERIC_STORE_WORDS.has(key) &&
      !/^\d+$/.test(key) &&
      !opensAsVerb();
    if (usable) {
      if (run.length === 0) opensLine = opensItsLine(before);
      run.push({ key, surface: term.surface, role: term.role as Token['role'] });
    } else close(term.surface);
    before.push(term.surface.toLowerCase());
    if (term.breakAfter) close();
  }
  close();
  return runs;
}

/** Every 1–3 word slice of a run that ends in a noun and repeats no word: "daily habit tracker", never "daily" alone. */
function grams(run: Token[]): Token[][] {
  const out: Token[][] = [];
  for (let n = 1; n <= 3; n += 1) {
    for (let start = 0; start + n <= run.length; start += 1) {
      const gram = run.slice(start, start + n);
      const repeats = new Set(gram.map((token) => token.key)).size < gram.length;
      if (gram[n - 1]?.role === 'noun' && !repeats) out.push(gram);
    }
  }
  return out;
}

/** As written, lower-cased unless a word has capitals inside (AI, iPhone). */
function writtenOf(gram: Token[]): string {
  return gram.map(({ surface }) => (/\p{Lu}/u.test(surface.slice(1)) ? surface : surface.toLocaleLowerCase('en'))).join(' ');
}

/** The spelling to show: the user's own if it has capitals inside (AI, iPhone), else lower-case singular. */
function displayOf(gram: Token[]): string {
  return gram
    .map(({ surface }) => (/\p{Lu}/u.test(surface.slice(1)) ? surface : singular(surface.toLocaleLowerCase('en'))))
    .join(' ');
}

/**
 * Ranked keywords and two- and three-word phrases from the name, category and description,
 * stop words and verbs removed, plurals folded.
 */
export function extractKeywords(source: AsoSource): KeywordCandidate[] {
  const stats = new Map<
    string,
    {
      display: string;
      spellings: Map<string, number>;
      words: number;
      compound: boolean;
      weighted: number;
      inDescription: number;
      firstSeen: number;
      opensLine: boolean;
    }
  >();
  let order = 0;
  // The category only weighs terms the name or description uses: on its own it names where the
  // app competes ("Auto & Vehicles"), not what this app is, and Apple indexes it already.
  for (const field of ['appName', 'description', 'category'] as const) {
    for (const run of contentRuns(source[field])) {
      for (const gram of grams(run.tokens)) {
        const key = gram.map((token) => token.key).join(' ');
        if (field === 'category' && !stats.has(key)) continue;
        const entry = stats.get(key) ?? {
          display: displayOf(gram),
          spellings: new Map<string, number>(),
          words: gram.length,
          compound: gram.every((token) => token.role === 'noun'),
          weighted: 0,
          inDescription: 0,
          firstSeen: (order += 1),
          opensLine: false,
        };
        // The whole run that opens a description line: "chore chart", not "chart" or "kids tap".
        if (field === 'description' && run.opensLine && gram.length === run.tokens.length) entry.opensLine = true;
        entry.weighted += FIELD_WEIGHTS[field];
        const written = writtenOf(gram);
        entry.spellings.set(written, (entry.spellings.get(written) ?? 0) + 1);
        if (field === 'description') entry.inDescription += 1;
        stats.set(key, entry);
      }
    }
  }
  const wholeName = contentRuns(source.appName)
    .flatMap((run) => run.tokens)
    .map((token) => token.key)
    .join(' ');
  const descriptionWords = Math.max(1, words(source.description).length);
  // A phrase made of frequent words is worth more than a one-off pair (RAKE's word-degree idea).
  const singleWeight = (word: string) => stats.get(word)?.weighted ?? 0;
  const candidates = [...stats]
    // A phrase counts when it recurs or is a compound noun ("streak counter"); a one-off
    // adjective pair ("clear chart") does not.
    .filter(([, entry]) => entry.words === 1 || entry.compound || entry.weighted >= 2)
    // The full app name is the brand, not a keyword to target (its words still count on their own).
    .filter(([key]) => key !== wholeName)
    .map(([key, entry]) => ({
      key,
      display: entry.display,
      written: [...entry.spellings].sort((a, b) => b[1] - a[1])[0]?.[0] ?? entry.display,
      words: entry.words,
      raw:
        entry.weighted * PHRASE_FACTOR[entry.words as 1 | 2 | 3] +
        (entry.words > 1 ? (0.5 * key.split(' ').reduce((sum, word) => sum + singleWeight(word), 0)) / entry.words : 0),
      firstSeen: entry.firstSeen,
      occurrences: entry.inDescription,
      densityPercent: Math.round(((entry.inDescription * entry.words) / descriptionWords) * 1000) / 10,
      opensLine: entry.opensLine,
    }));
  // The app's subject recurs inside other terms: "plant" in "houseplant" and "plant care". Each
  // other term that holds a single word (as a word, or as the end of a compound) adds to it.
  // Each term's words split once: a long description has hundreds of terms to compare pairwise.
  const keys = [...stats.keys()].map((key) => ({ key, words: key.split(' ') }));
  for (const candidate of candidates) {
    if (candidate.words !== 1 || candidate.key.length < 4) continue;
    const holders = keys.filter(
      ({ key, words }) => key !== candidate.key && words.some((word) => word === candidate.key || word.endsWith(candidate.key)),
    );
    candidate.raw += holders.length * SUBJECT_WEIGHT;
  }
  const best = Math.max(1, ...candidates.map((candidate) => candidate.raw));
  return candidates
    .sort((a, b) => b.raw - a.raw || a.firstSeen - b.firstSeen)
    .map(({ raw, firstSeen: _firstSeen, ...candidate }) => ({ ...candidate, score: Math.round((100 * raw) / best) }));
}

/** Drops a term that only ever occurs inside a higher-ranked phrase ("tracker" inside "habit tracker"). */
export function withoutSubsumed(ranked: readonly KeywordCandidate[]): KeywordCandidate[] {
  const kept: KeywordCandidate[] = [];
  for (const candidate of ranked) {
    const inside = kept.some(
      (phrase) =>
        phrase.words > candidate.words &&
        ` ${phrase.key} `.includes(` ${candidate.key} `) &&
        phrase.occurrences >= candidate.occurrences,
    );
    if (!inside) kept.push(candidate);
  }
  return kept;
}
