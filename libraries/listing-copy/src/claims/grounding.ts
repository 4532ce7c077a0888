import nlp from 'compromise';
import { memoized, singular, STOP_WORDS, wordsOf } from '@aiapp/text';
import { negatedWords, negationScopes } from '../language/grammar';
import { wordHas } from '../language/tagged-terms';
import { CLAIM_WORDS, NEUTRAL_WORDS, SYNONYM_GROUPS } from './neutral-words';

/**
 * The claim check: a sentence may only say what the brief supports. Each content word of a
 * sentence must be a word of the brief (as written, singular or lemma), a synonym of one, or a
 * neutral word any listing may use; a sentence with any other content word makes a claim the
 * visitor never gave ("Every run or ride is logged automatically" for a beekeeping log) and is
 * left out. The same check serves the built-in engine and model answers.
 *
 * A word the brief only ever negates ("No in-app purchases") is a constraint, not a feature: a
 * sentence may use it only while negating it too ("There are no purchases to make").
 */
export interface ClaimCheck {
  /** The content words of `sentence` (lower case) the brief does not support; empty when it is grounded. */
  unsupported(sentence: string): string[];
  /** True when every content word of `sentence` is supported. */
  supports(sentence: string): boolean;
  /**
   * The content words of `sentence` that only the brief supports (not the neutral words): a
   * sentence about a feature must name something of that feature to be about it at all.
   */
  anchors(sentence: string): string[];
}

export interface ClaimCheckOptions {
  /**
   * Words this kind of text may use on top of the neutral ones, because its voice needs them
   * and they claim nothing about the app: a sample review's "stars", "update", "crashed".
   */
  voice?: ReadonlySet<string>;
}

const SYNONYMS = new Map<string, readonly string[]>(SYNONYM_GROUPS.flatMap((group) => group.map((word) => [word, group])));

const formsCache = new Map<string, string[]>();
const MAX_CACHED_FORMS = 50_000;

/**
 * The forms a word is compared in: as written, singular, and the stems its endings allow
 * ("tracking", "tracked" → "track"; "scaled" → "scale"; "stopped" → "stop"; "identified" →
 * "identify"). Rules, not a parse: every brief brings new words and each costs a compromise
 * parse of about half a millisecond; a stem that is no word matches nothing. Irregular forms
 * come from a small table ("ran" → "run").
 */
export function formsOf(word: string): string[] {
  const lower = word.toLowerCase().replace(/[’']s$/, '');
  const cached = formsCache.get(lower);
  if (cached) return cached;
  const forms = new Set([lower, singular(lower), ...stemsOf(lower)]);
  const irregular = knownLemma(lower);
  if (irregular) forms.add(irregular);
  const result = [...forms];
  if (formsCache.size < MAX_CACHED_FORMS) formsCache.set(lower, result);
  return result;
}

function stemsOf(word: string): string[] {
  const stems: string[] = [];
  const ending = /^(.{2,}?)(ing|ed)$/.exec(word);
  if (ending) {
    const stem = ending[1] as string;
    stems.push(stem, `${stem}e`);
    if (/([^aeiou])\1$/.test(stem)) stems.push(stem.slice(0, -1));
    if (ending[2] === 'ed' && stem.endsWith('i')) stems.push(`${stem.slice(0, -1)}y`);
  }
  if (/[^s]s$/.test(word)) stems.push(word.slice(0, -1));
  return stems;
}

/** Irregular verb forms a sentence may use for a brief's verb ("ran" for "run"): a fixed table, no parse. */
const IRREGULAR = new Map(
  'ran:run took:take taken:take made:make went:go gone:go came:come bought:buy sold:sell found:find kept:keep left:leave lost:lose met:meet paid:pay read:read said:say sent:send spent:spend told:tell thought:think wrote:write written:write built:build gave:give given:give won:win stuck:stick seen:see saw:see felt:feel fell:fall got:get'
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);
const knownLemma = (word: string) => IRREGULAR.get(word) ?? null;

/** The forms of a word and of its synonyms. */
const widened = (word: string) => formsOf(word).flatMap((form) => [form, ...(SYNONYMS.get(form) ?? [])]);

const roleCache = new Map<string, boolean>();
const MAX_CACHED_ROLES = 50_000;
/** compromise's word list (https://github.com/spencermountain/compromise): a lookup, where a parse costs about half a millisecond. */
const LEXICON = (nlp.world() as { model: { one: { lexicon: Record<string, string | undefined> } } }).model.one.lexicon;
const COLOURING_TAGS = new Set(['Adjective', 'Adverb', 'Comparative', 'Superlative']);

/**
 * Whether a word can carry a claim: a noun or a verb names an object or a capability; an
 * adjective or adverb only colours it, unless it is one of the claim modifiers ("free",
 * "shared", "offline"). Read from compromise's lexicon when it lists the word, else tagged
 * once with compromise and cached (`warmClaimCheck` does the bank's words at start-up).
 */
function isContentWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (!/\p{L}/u.test(lower) || STOP_WORDS.has(lower)) return false;
  if (CLAIM_WORDS.has(lower)) return true;
  const listed = LEXICON[lower];
  if (listed !== undefined) return !COLOURING_TAGS.has(listed);
  const known = roleCache.get(lower);
  if (known !== undefined) return known;
  const content =
    wordHas(lower, '#Noun') || wordHas(lower, '#Verb') || !(wordHas(lower, '#Adjective') || wordHas(lower, '#Adverb'));
  if (roleCache.size < MAX_CACHED_ROLES) roleCache.set(lower, content);
  return content;
}

/**
 * Tags the words of texts an engine writes from (its packs, lexicon, review bank) before the
 * first request, so no request pays for a parse of our own words (issue 28: the first call
 * after start within 50 ms).
 */
export function warmClaimCheck(texts: readonly string[]): void {
  for (const text of texts) for (const word of wordsOf(text)) if (!NEUTRAL_WORDS.has(word.toLowerCase())) isContentWord(word);
}

/** "Ad-free" frees the app of ads: it grounds "ad" as a negation, never "free" as a price. */
const FREE_OF = /^(.+)-free$/;

/** The words a brief text uses as written, and the ones it only negates ("no", "without", "ad-free"). */
function briefWordsOf(text: string): { said: string[]; negated: string[] } {
  const said: string[] = [];
  const denied: string[] = [];
  for (const scoped of negationScopes(text, { wholeList: true })) {
    // Quotes and dashes around a word are no part of it: "'Reservation required' flags".
    const token = scoped.token.replace(/^['’-]+|['’-]+$/g, '');
    const { negated } = scoped;
    if (!/\p{L}/u.test(token)) continue;
    const free = FREE_OF.exec(token);
    // "ad-free": the compound as written is the brief's, "ad" a constraint, "free" no price.
    if (free) {
      said.push(token);
      denied.push(free[1] as string);
    } else if (negated) denied.push(token);
    else said.push(token, ...(token.includes('-') ? token.split('-') : []));
  }
  return { said, negated: denied };
}

/** Sentences whose words are kept: the stock lines every brief's check reads. */
const SENTENCES_KEPT = 5000;

/** A sentence's distinct words in lower case, without stop words and marks. */
const wordsIn: (sentence: string) => readonly string[] = memoized(
  (sentence) => [
    ...new Set(
      wordsOf(sentence)
        .map((word) => word.toLowerCase())
        .filter((word) => /\p{L}/u.test(word) && !STOP_WORDS.has(word)),
    ),
  ],
  SENTENCES_KEPT,
);

/** What a negation covers in a sentence, read through lists ("no ads or purchases"). */
const negatedInList: (sentence: string) => ReadonlySet<string> = memoized(
  (sentence) => negatedWords(sentence, { wholeList: true }),
  SENTENCES_KEPT,
);

/** The check for one brief: every text the visitor gave (name, category, features, audience, selling points). */
export function claimCheckFor(briefTexts: readonly string[], options: ClaimCheckOptions = {}): ClaimCheck {
  const voice = options.voice ?? new Set<string>();
  const grounded = new Set<string>();
  const negatedInBrief = new Set<string>();
  for (const text of briefTexts) {
    const { said, negated } = briefWordsOf(text);
    for (const word of said) for (const form of widened(word)) grounded.add(form);
    for (const word of negated) for (const form of widened(word)) negatedInBrief.add(form);
  }
  const neutral = (form: string) => NEUTRAL_WORDS.has(form) || voice.has(form);
  const known = (word: string) => formsOf(word).some((form) => grounded.has(form) || neutral(form));
  // A compound is supported as a whole ("end-to-end") or when each of its parts is: "hands-free"
  // needs "free" from the brief, not only "hands".
  const supportedWords = new Map<string, boolean>();
  const supported = (word: string): boolean => {
    let answer = supportedWords.get(word);
    if (answer === undefined) {
      answer =
        known(word) || (word.includes('-') && word.split('-').every((part) => !part || !isContentWord(part) || known(part)));
      supportedWords.set(word, answer);
    }
    return answer;
  };
  // A word the brief only negates is supported where the sentence negates it as well.
  const deniedHere = (word: string, negatedInSentence: ReadonlySet<string>) =>
    negatedInSentence.has(word) && formsOf(word).some((form) => negatedInBrief.has(form));
  const fromBrief = (word: string) => formsOf(word).some((form) => grounded.has(form) && !neutral(form));
  const unsupportedIn = (sentence: string) => {
    // Supported words need no tagging: only a word the brief does not give is asked whether it makes a claim.
    const open = wordsIn(sentence).filter((word) => !supported(word));
    if (open.length === 0) return open;
    const negatedInSentence = negatedInList(sentence);
    return open.filter((word) => !deniedHere(word, negatedInSentence) && isContentWord(word));
  };
  // A writer asks about the same stock lines many times for one brief (a call to action per draft).
  const answers = new Map<string, readonly string[]>();
  const answerFor = (sentence: string) => {
    let answer = answers.get(sentence);
    if (!answer) {
      answer = unsupportedIn(sentence);
      answers.set(sentence, answer);
    }
    return answer;
  };
  return {
    unsupported: (sentence) => [...answerFor(sentence)],
    supports: (sentence) => answerFor(sentence).length === 0,
    // A brief word compromise lists as an adjective ("daily") anchors nothing; others are not parsed here.
    anchors: (sentence) => wordsIn(sentence).filter((word) => fromBrief(word) && !COLOURING_TAGS.has(LEXICON[word] ?? '')),
  };
}
