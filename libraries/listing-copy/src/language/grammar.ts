import { memoized, singular, zipfFrequency } from '@aiapp/text';
import nlp from 'compromise';

/**
 * English grammar the copy needs, on compromise's part-of-speech tagger: the head of a noun
 * phrase and its number, lemmas for keyword folding, and what a negation covers. Japanese,
 * Chinese and Korean have no spaces between words: `segmentWords` uses Intl.Segmenter.
 */

const PHRASE_BREAK =
  /\s+(?:instead of|with|for|in|on|of|from|to|by|at|across|without|via|during|per|before|after|while|when|that|which|into|over|under|about|between|within|around|near|through|along|among|and|or|&)\s+/i;

/** The word a noun phrase is about: "daily puzzle with global leaderboard" → "puzzle", "audio cues during the run" → "cues", "timer between drops" → "timer". */
export function headNoun(phrase: string): string {
  // "stroke order animations, trace with a finger": the first item of a list is the phrase's head.
  const [core = ''] = (phrase.split(/,\s/)[0] ?? '').split(PHRASE_BREAK);
  const words = core.trim().split(/\s+/);
  return (words[words.length - 1] ?? '').replace(/[^\p{L}\p{N}'-]/gu, '');
}

// Words ending in -s that are singular (or uncountable) all the same.
// Most words in -ics are plural ("tactics are", "metrics are"); fields of study and a few others are not.
const SINGULAR_IN_S =
  /(?:ss|us|is|ness|news|series|species|gps|sms|ios|ads?-free|plus|less|physics|mathematics|economics|analytics|phonics|linguistics|genetics|gymnastics|athletics|aerobics|logistics|robotics|ethics)$/i;

/** compromise's own word list (https://github.com/spencermountain/compromise): a lookup, not a parse. */
export const LEXICON = (nlp.world() as { model: { one: { lexicon: Record<string, string | undefined> } } }).model.one.lexicon;

/** compromise's other readings of a listed word: "tide" is "Noun|Verb", "fine" is "Adj|Noun". */
const ALTERNATIVES = (nlp.world() as { model: { two: { switches: Record<string, string | undefined> } } }).model.two.switches;

/**
 * Whether compromise's lexicon gives a listed word a noun among its other readings: "score",
 * "weather" (Noun|Verb), "volunteer" (Actor|Verb), "swell" (Adj|Noun); not "enter", "calibrate". A lookup.
 */
export const hasNounReading = (word: string): boolean => /Noun|Actor|Plural/.test(ALTERNATIVES[word.toLowerCase()] ?? '');

/** "have", "can", "are", "take": a word compromise's lexicon lists as a verb, a modal or a copula ("pick", listed as a noun, is not). */
export const isListedVerb = (word: string): boolean =>
  /^(?:Infinitive|PresentTense|PastTense|Modal|Copula|Auxiliary)\b/.test(String(LEXICON[word.toLowerCase()] ?? ''));

/** Listed verb readings: a verb that is also a noun ("tide", "drag", "time") lists the noun among its other readings. */
const VERB_READING = /^(?:Infinitive|PresentTense|PastTense|Participle)\b/;
/** Listed readings that are never a noun: adjectives ("fine", "novel" as in "visual novel"), adverbs and function words. */
const NEVER_A_NOUN =
  /^(?:Adjective|Comparative|Superlative|Adverb|Preposition|Conjunction|Determiner|Pronoun|Modal|Expression|QuestionWord|Reflexive)\b/;
/** An unlisted word with an adjective's ending after a stem ("visual", "sorted") describes rather than names ("hive" does). */
const DESCRIBING_ENDING = /^[a-z]{3,}(?:al|ic|ive|ous|ful|less|able|ible|ish|ed)$/;

/** Zipf frequency (see @aiapp/text) from which a stem is a common word: "itch" 3.6, where "stor" is 1.3. */
const COMMON_STEM_ZIPF = 3;

/** "itchy" of "itch", "rainy" of "rain": a common word plus "y" describes ("story", "pottery" are no such pair). */
const describesWithY = (word: string) =>
  /[^e]y$/.test(word) && !/ery$/.test(word) && zipfFrequency(word.slice(0, -1)) >= COMMON_STEM_ZIPF;

/**
 * Whether a lower-case word can be a noun by compromise's lexicon: "tide" and "drag" (noun or
 * verb), "pinball", "fishing" (a gerund names a field), an unlisted "uposatha"; not "enter",
 * "huge", "fine", "painted" or an unlisted "itchy". A lookup, not a parse.
 */
export function canBeNoun(word: string): boolean {
  const listed = LEXICON[word];
  if (listed === undefined) return !DESCRIBING_ENDING.test(word) && !describesWithY(word);
  if (NEVER_A_NOUN.test(String(listed))) return false;
  return !VERB_READING.test(String(listed)) || /Noun|Plural/.test(ALTERNATIVES[word] ?? '');
}

/** Whether compromise lists a word as a gerund only: "breaking", "firing", "ending"; "sling", "string" and "ceiling" are not. */
export const isListedGerund = (word: string): boolean => LEXICON[word] === 'Gerund';

/** "Home screen widgets" and "Daily puzzles with hints" take "are"; "Offline mode" and "Analytics" take "is". */
export function isPluralPhrase(phrase: string): boolean {
  const head = headNoun(phrase).toLowerCase();
  if (!head || !/s$/.test(head) || SINGULAR_IN_S.test(head)) return false;
  // compromise's lexicon knows singular nouns that end in -s ("news", "lens"); a lookup, not a parse.
  const listed = LEXICON[head];
  return listed !== 'Singular' && listed !== 'Uncountable' && /[^s]s$/.test(head);
}

const lemmaCache = new Map<string, string>();

/** The dictionary form: plurals to singular, verb forms to the infinitive ("tracks", "tracking" → "track"). */
export function lemma(word: string): string {
  const lower = word.toLowerCase();
  const known = lemmaCache.get(lower);
  if (known !== undefined) return known;
  const doc = nlp(lower);
  let result = lower;
  if (doc.has('#Verb') && !doc.has('#Noun')) {
    result = doc.verbs().toInfinitive().text().toLowerCase() || lower;
  } else {
    result = singular(lower);
  }
  lemmaCache.set(lower, result);
  return result;
}

const NEGATORS = /^(?:no|not|without|never|zero|non|nothing|none|free of|don't|doesn't|won't)$/i;
const SCOPE_END = /^(?:and|but|or|so|while|with|,|\.|;|:)$/i;
/** With `wholeList`, a negation runs on through a list ("no ads, trackers or purchases") to the clause's end. */
const CLAUSE_END = /^(?:but|so|while|\.|;|:)$/i;
/** How many words after a negator it still covers: "no annoying pop-up ads". */
const NEGATION_REACH = 3;
const LIST_REACH = 8;

/**
 * Lower-case words a negation covers: "No ads, no account needed" → ads, account;
 * "ad-free" → ad, ads. A keyword tool must not offer "ads" for an app that has none. The claim
 * check reads a whole list as negated: "No ads or in-app purchases" → ads, in-app, purchases.
 */
export function negatedWords(text: string, options: { wholeList?: boolean } = {}): Set<string> {
  const negated = new Set<string>();
  for (const match of text.matchAll(/([\p{L}]+)-free\b/giu)) {
    const word = (match[1] ?? '').toLowerCase();
    negated.add(word);
    negated.add(`${word}s`);
  }
  for (const { token, negated: covered } of negationScopes(text, options)) {
    if (!covered) continue;
    negated.add(token);
    negated.add(singular(token));
  }
  return negated;
}

/**
 * Every word and mark of `text`, lower case, with whether a negation before it covers it (see
 * `negatedWords`): the claim check needs to know whether a word the brief negates somewhere is
 * also said plainly elsewhere.
 */
export function negationScopes(text: string, options: { wholeList?: boolean } = {}): { token: string; negated: boolean }[] {
  const end = options.wholeList ? CLAUSE_END : SCOPE_END;
  const reach = options.wholeList ? LIST_REACH : NEGATION_REACH;
  const tokens = text.toLowerCase().match(/[\p{L}\p{M}\p{N}'’-]+|[,.;:]/gu) ?? [];
  const marks = tokens.map((token) => ({ token, negated: false }));
  tokens.forEach((token, index) => {
    if (!NEGATORS.test(token)) return;
    for (let next = index + 1; next <= index + reach && next < tokens.length; next += 1) {
      const mark = marks[next] as { token: string; negated: boolean };
      if (end.test(mark.token)) break;
      mark.negated = true;
    }
  });
  return marks;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** True when the text is written in a script without spaces between words. */
export const usesCjk = (text: string): boolean => CJK.test(text);

/**
 * Words of any language: Intl.Segmenter splits Japanese, Chinese and Korean into words where
 * a space split would keep whole clauses. Punctuation and spaces are left out.
 */
export function segmentWords(text: string, locale = usesCjk(text) ? 'ja' : 'en'): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  return [...segmenter.segment(text)].filter((part) => part.isWordLike).map((part) => part.segment);
}

/** Nouns and noun phrases compromise finds in English text, lower-case: candidates for keywords. */
export function nounPhrases(text: string): string[] {
  return nlp(text)
    .nouns()
    .out('array')
    .map((phrase: string) =>
      phrase
        .toLowerCase()
        .replace(/^(?:the|a|an|your|our|my|their|its)\s+/, '')
        .trim(),
    )
    .filter(Boolean);
}

/** "swipe to jump rooftops", "pick a face to name the feeling": an infinitive inside; "magnify up to 10x" has none. */
export const hasInfinitive: (phrase: string) => boolean = memoized(
  // Only a "to" (or a contraction compromise reads as one: "wanna" → "want to") can open an infinitive: the rest is not parsed.
  (phrase: string) => /\b(?:to|wanna|gonna|gotta|hafta|oughta)\b/i.test(phrase) && nlp(phrase).has('to #Verb'),
  5000,
);

/** Tags of a verb that makes a clause: a finite verb, an imperative or a modal ("see outfits count", "speed goes up"). */
const CLAUSE_VERB = ['PresentTense', 'PastTense', 'Imperative', 'Infinitive', 'Modal', 'Copula'];

/**
 * Whether a part of a line can stand after its title as a sentence of its own: a phrase ("One tap
 * per habit") or a list with a verb that is no -ing form, by compromise's reading ("Pick 30 items,
 * see outfits count"), but no list of things ("banking, medical appointments, jokes", "UK, N.
 * America, Australia, or all") and no question cut from its head ("which things can go in together").
 */
export const standsAsSentence: (text: string) => boolean = memoized((text: string) => {
  const doc = nlp(text);
  if (doc.terms().first().has('#QuestionWord') && !/\?\s*$/.test(text)) return false;
  // "One tap per habit", "3 boxes eucalyptus every Tuesday": a phrase that is no list says what the title means.
  if (!text.includes(',')) return true;
  return doc
    .terms()
    .json()
    .some(({ terms }: { terms: { text: string; tags: string[] }[] }) => {
      const { text: word = '', tags = [] } = terms[0] ?? {};
      // "…, relationships, jokes": a word in -s that can be a plural noun ends a list, not a clause ("speed goes up").
      const plural = /s$/i.test(word) && canBeNoun(singular(word.toLowerCase()));
      return tags.includes('Verb') && !tags.includes('Gerund') && !plural && tags.some((tag) => CLAUSE_VERB.includes(tag));
    });
}, 5000);
