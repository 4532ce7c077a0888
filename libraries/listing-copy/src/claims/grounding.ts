import nlp from 'compromise';
import { singular, STOP_WORDS, wordsOf } from '@aiapp/text';
import { lemma } from '../language/grammar';
import { CLAIM_MODIFIERS, NEUTRAL_WORDS, SYNONYM_GROUPS } from './neutral-words';

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

/** The forms a word is compared in: as written, singular, dictionary form. */
function formsOf(word: string): string[] {
  const lower = word.toLowerCase().replace(/[’']s$/, '');
  return [...new Set([lower, singular(lower), lemma(lower)])];
}

const roleCache = new Map<string, boolean>();

/**
 * Whether a word can carry a claim: a noun or a verb names an object or a capability; an
 * adjective or adverb only colours it, unless it is one of the claim modifiers ("free",
 * "shared", "offline"). Tagged once per word with compromise and cached.
 */
function isContentWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (!/\p{L}/u.test(lower) || STOP_WORDS.has(lower)) return false;
  if (CLAIM_MODIFIERS.has(lower)) return true;
  const known = roleCache.get(lower);
  if (known !== undefined) return known;
  const doc = nlp(lower);
  const content = doc.has('#Noun') || doc.has('#Verb') || !(doc.has('#Adjective') || doc.has('#Adverb'));
  roleCache.set(lower, content);
  return content;
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
  const contentWords = (sentence: string) => [
    ...new Set(
      wordsOf(sentence)
        .filter(isContentWord)
        .map((word) => word.toLowerCase()),
    ),
  ];
  return {
    unsupported: (sentence) => contentWords(sentence).filter((word) => !supported(word)),
    anchors: (sentence) => contentWords(sentence).filter(fromBrief),
  };
}
