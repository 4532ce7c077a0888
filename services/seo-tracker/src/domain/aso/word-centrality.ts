import { categoryParts, inEnglish, MACHINERY, isFillerWord, wordHas } from '@aiapp/listing-copy';
import { memoized, singular, STOP_WORDS } from '@aiapp/text';
import { stemOf } from './keyword-field';

/**
 * How central a word of the listing is to what the app is: in how many of its lines (the app's
 * name counts as one) the word stands in the line's own wording, not only in an aside. A word the
 * name, the audience and a feature share ("tips" in "For managers who share tips" and "enter card
 * tips") is what the app is about; one named once as an example ("browse tools: drills, carpet
 * cleaner, pasta maker"), in brackets, or in a clause that says when something happens ("get a
 * ping when asparagus is in") is not (set H's reader: bench/briefs/spent-2026-11-29b/reading-h.md, 2(c)).
 */
export interface WordCentrality {
  /** Lines (and the name) that use the word outside their asides. */
  lines: (word: string) => number;
  /** Whether every use of the word is in an aside: brackets, an example list, a "when …" clause. */
  onlyInAsides: (word: string) => boolean;
  /** Whether the listing's first line uses the word outside its asides. */
  inFirstLine: (word: string) => boolean;
  /** Whether the listing writes the word only before a determiner, as a verb before its object ("tapping the lever"). */
  takesObject: (word: string) => boolean;
}

/** Words that open a verb's object: "tapping the lever", "following your rule". */
const OBJECT_START = /^(?:the|a|an|your|my|our|their|his|her|its|this|that|these|those|each|every|all)$/u;

/** A word in brackets or quotes: "(inhaler, school shoes, the blue rabbit)", "'Today: Anna visits at 3'". */
const BRACKETED = /\([^()]*\)|"[^"\n]*"|“[^”\n]*”|(?<![\p{L}\p{N}])['‘][^'‘’\n]*['’](?![\p{L}\p{N}])/gu;
/** Examples named as such: "e.g. 14 e's", "such as hoya", "including drills". */
const EXAMPLES = /\b(?:e\.?g\.?|such as|including|incl\.?|for example|for instance)\s[^;.!?]*/giu;
/**
 * A list after a colon names examples of what stands before it: "20 animals: rabbit, dog,
 * crocodile, swan", "sound meter: tiles, carpet, puddles". A clock time ("04:10") is no colon.
 */
const LIST_AFTER_COLON = /:\s+([^:]*[,/+][^:]*)$/u;
/**
 * A clause that says when or why something happens, to the end of its sentence: "get a ping when
 * asparagus is in", "before it leaves … u lose rep with the dispatcher", "renew if noone waiting".
 * Relative clauses ("managers who share tips") describe the app's people and stay its own wording.
 */
const CIRCUMSTANCE = /\b(?:when|whenever|if|unless|until|till|before|after|once|while|because|so)\b[^.!?]*/giu;

/** The line split into its own wording and its asides. */
function ownWording(line: string): { own: string; asides: string } {
  const asides: string[] = [];
  const aside = (part: string) => {
    asides.push(part);
    return ' ';
  };
  let own = line.replace(BRACKETED, aside).replace(EXAMPLES, aside);
  const list = LIST_AFTER_COLON.exec(own);
  if (list?.[1]) own = own.slice(0, list.index) + aside(list[1]);
  own = own.replace(CIRCUMSTANCE, aside);
  return { own, asides: asides.join(' ') };
}

/** The word as compared: lower case, singular, without -ing and a final e ("Tips" → "tip"). */
const keyOf = (word: string) => stemOf(singular(word.toLowerCase()));

/** A text's words, lower case, with their hyphens and apostrophes ("hard-of-hearing", "baker's"). */
export const lowerWords = (text: string): string[] =>
  text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+(?:[-'’][\p{L}\p{M}\p{N}]+)*/gu) ?? [];

/** lowerWords with a camel-cased name split ("LimbTape" → "limb", "tape"). */
const wordsOf = (text: string): string[] => lowerWords(text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'));

/** How central each word of a listing is (see WordCentrality). */
export function wordCentrality(appName: string, description: string): WordCentrality {
  const lines = description.split('\n').filter((line) => line.trim());
  const read = lines.map(ownWording);
  const ownSets = [wordsOf(appName), ...read.map(({ own }) => wordsOf(own))].map((words) => new Set(words.map(keyOf)));
  const asideWords = new Set(read.flatMap(({ asides }) => wordsOf(asides)).map(keyOf));
  const firstLine = ownSets[1] ?? new Set<string>();
  const count = (word: string) => ownSets.filter((set) => set.has(keyOf(word))).length;
  const tokens = wordsOf(description);
  return {
    lines: count,
    onlyInAsides: (word) => asideWords.has(keyOf(word)) && count(word) === 0,
    inFirstLine: (word) => firstLine.has(keyOf(word)),
    takesObject: (word) => {
      const lower = word.toLowerCase();
      const uses = tokens.flatMap((token, index) => (token === lower ? [tokens[index + 1] ?? ''] : []));
      return uses.length > 0 && uses.every((next) => OBJECT_START.test(next));
    },
  };
}

/**
 * Words for how much or how many, never what an app is about: "length", "height", "width",
 * "total", "count", "estimate", "result" (set H's reader found them in 8 of 40 keyword fields);
 * compromise tags the units ("gallons", "tonnes") itself.
 */
const MEASURES: ReadonlySet<string> = new Set(
  'length height width depth weight volume size total sum count amount number quantity estimate result average rate ratio percentage value reading distance item'.split(
    ' ',
  ),
);

/** Whether a word names a measure or a unit: "width", "totals", "gallons", "tonnes". */
export const isMeasureWord: (word: string) => boolean = memoized(
  (word: string) => MEASURES.has(singular(word.toLowerCase())) || wordHas(word, '#Unit'),
  20_000,
);

/** Whether compromise reads a word alone as a person ("customer", "supervisor", "vicar"). */
export const isPersonWord: (word: string) => boolean = memoized((word: string) => wordHas(word, '#Actor'), 20_000);
/** Whether compromise reads a word alone as an -ing form ("tapping", "following"). */
export const isGerundWord: (word: string) => boolean = memoized((word: string) => wordHas(word, '#Gerund'), 20_000);
/** Whether compromise reads a word alone as a verb ("check", "turn", "pass"; not "bill", "water"). */
export const isVerbWord: (word: string) => boolean = memoized((word: string) => wordHas(word, '#Verb'), 20_000);

/**
 * A hyphenated word made only of function words, filler and machinery names nothing: "in-app",
 * "on-screen", "one-time" ("hard-of-hearing" and "piece-rate" do).
 */
export function isHollowCompound(word: string): boolean {
  const parts = word.toLowerCase().split('-');
  return parts.length > 1 && parts.every((part) => STOP_WORDS.has(part) || isFillerWord(part) || MACHINERY.has(singular(part)));
}

/** A stem this long is a word's own: "beekeep" of "beekeeping" in "beekeepers", never "ag" of "age". */
const SHARED_STEM_MIN = 5;

/**
 * Whether a listing names a word, in its own or a related form: "beekeeping" in "hobby beekeepers",
 * "construction" in "construction sites"; "agriculture" is not named by an orchard crew's listing,
 * nor "age" by one filed under "Kids / Ages 3-6".
 */
export function namedInListing(word: string, listing: string): boolean {
  const stem = keyOf(word);
  return wordsOf(listing).some((each) => {
    const key = keyOf(each);
    return key === stem || (stem.length >= SHARED_STEM_MIN && key.startsWith(stem));
  });
}

/**
 * The category's parts that name the app's niche: in English and without figures ("Lifestyle /
 * Beekeeping", "Business / Agriculture"); "Ages 3-6" and "Education (5-9)" say whom it serves,
 * "Agricoltura / Produttività" is no English word.
 */
export const nicheParts = (category: string): string[] =>
  categoryParts(category).filter((part) => !/\d/.test(part) && inEnglish(part.split(/\s+/)));

/** Whether a word is one of the category's niche parts' words (nicheParts). */
export const inNiche = (word: string, category: string): boolean =>
  nicheParts(category).some((part) => wordsOf(part).some((each) => keyOf(each) === keyOf(word)));
