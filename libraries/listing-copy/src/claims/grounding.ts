import nlp from 'compromise';
import { singular, STOP_WORDS, wordsOf } from '@aiapp/text';
import { lemma } from '../language/grammar';
import { CLAIM_WORDS, NEUTRAL_WORDS, SYNONYM_GROUPS } from './neutral-words';

/**
 * The claim check: a sentence may only say what the brief supports. Each content word of a
 * sentence must be a word of the brief (as written, singular or lemma), a synonym of one, or a
 * neutral word any listing may use; a sentence with any other content word makes a claim the
 * visitor never gave ("Every run or ride is logged automatically" for a beekeeping log) and is
 * left out. The same check serves the built-in engine and model answers.
 */
export interface ClaimCheck {
  /** The content words of `sentence` (lower case) the brief does not support; empty when it is grounded. */
  unsupported(sentence: string): string[];
  /**
   * The content words of `sentence` that only the brief supports (not the neutral words): a
   * sentence about a feature must name something of that feature to be about it at all.
   */
  anchors(sentence: string): string[];
}

const SYNONYMS = new Map<string, readonly string[]>(SYNONYM_GROUPS.flatMap((group) => group.map((word) => [word, group])));

const formsCache = new Map<string, readonly string[]>();

/** The forms a word is compared in: as written, singular, dictionary form (worked out once per word). */
function formsOf(word: string): readonly string[] {
  const known = formsCache.get(word);
  if (known) return known;
  const lower = word.toLowerCase().replace(/[’']s$/, '');
  const forms = [...new Set([lower, singular(lower), lemma(lower)])];
  formsCache.set(word, forms);
  return forms;
}

const contentCache = new Map<string, readonly string[]>();

/** The content words of a sentence, lower case, each once (worked out once per sentence). */
function contentWordsOf(sentence: string): readonly string[] {
  const known = contentCache.get(sentence);
  if (known) return known;
  const words = [
    ...new Set(
      wordsOf(sentence)
        .filter(isContentWord)
        .map((word) => word.toLowerCase()),
    ),
  ];
  // Sentences come from fixed data and a visitor's brief: bounded, but keep the cache from growing without end.
  if (contentCache.size > 50_000) contentCache.clear();
  contentCache.set(sentence, words);
  return words;
}

const roleCache = new Map<string, boolean>();

/**
 * Whether a word can carry a claim: a noun or a verb names an object or a capability; an
 * adjective or adverb only colours it, unless it is one of the claim modifiers ("free",
 * "shared", "offline"; see CLAIM_WORDS). Tagged once per word with compromise and cached.
 */
function isContentWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (!/\p{L}/u.test(lower) || STOP_WORDS.has(lower)) return false;
  if (CLAIM_WORDS.has(lower)) return true;
  const known = roleCache.get(lower);
  if (known !== undefined) return known;
  const doc = nlp(lower);
  const content = doc.has('#Noun') || doc.has('#Verb') || !(doc.has('#Adjective') || doc.has('#Adverb'));
  roleCache.set(lower, content);
  return content;
}

/**
 * Works out, ahead of the first request, the forms and roles of every word in `sentences` (the
 * packs, the lexicon, the universal lines), so no visitor waits for the tagger on those words.
 */
export function warmClaimCheck(sentences: Iterable<string>): void {
  for (const sentence of sentences) for (const word of contentWordsOf(sentence)) formsOf(word);
}

/** The check for one brief: every text the visitor gave (name, category, features, audience, selling points). */
export function claimCheckFor(briefTexts: readonly string[]): ClaimCheck {
  const grounded = new Set<string>();
  const briefWords = briefTexts.flatMap((text) => wordsOf(text));
  for (const word of [...briefWords, ...briefWords.flatMap((word) => (word.includes('-') ? word.split('-') : []))]) {
    for (const form of formsOf(word)) {
      grounded.add(form);
      for (const synonym of SYNONYMS.get(form) ?? []) grounded.add(synonym);
    }
  }
  const known = (word: string) => formsOf(word).some((form) => grounded.has(form) || NEUTRAL_WORDS.has(form));
  // A compound is supported as a whole ("end-to-end") or when each of its parts is: "hands-free"
  // needs "free" from the brief, not only "hands".
  const supported = (word: string): boolean =>
    known(word) || (word.includes('-') && word.split('-').every((part) => !part || !isContentWord(part) || known(part)));
  const fromBrief = (word: string) => formsOf(word).some((form) => grounded.has(form) && !NEUTRAL_WORDS.has(form));
  const verdicts = new Map<string, string[]>();
  return {
    unsupported: (sentence) => {
      const known = verdicts.get(sentence);
      if (known) return known;
      const verdict = contentWordsOf(sentence).filter((word) => !supported(word));
      verdicts.set(sentence, verdict);
      return verdict;
    },
    anchors: (sentence) => contentWordsOf(sentence).filter(fromBrief),
  };
}
