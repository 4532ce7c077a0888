import { isEverydayWord, isForeignFunctionWord, plainLine, singular, withoutAccents, wordsOf, zipfFrequency } from '@aiapp/text';
import { PLAY_BANNED_TITLE_WORD_SET, STORE_SHELF_WORDS } from '@aiapp/store-facts';
import type { AppNameRequest } from '@aiapp/contracts';
import {
  canBeNoun,
  isListedGerund,
  isVerbForm,
  MACHINERY,
  namesSomething,
  segmentWords,
  usesCjk,
  wordHas,
} from '@aiapp/listing-copy';
import { NO_INTENT_WORDS } from '../text/terms';
import { NOT_THE_SUBJECT, UNWANTED_SENSES } from './name-lexicon';
import { stemKind, type StemKind } from './stem-nouns';

/** A word a name can be built from, in the spelling names use: "Fitness", "GPS", "iPhone". Always the whole word: names never clip one. */
export interface NamePart {
  word: string;
  lower: string;
  /** The singular, lower case: "plants" and "plant" are one word to a name. */
  base: string;
  /** Only plain Latin words take suffixes and prefixes: "日本" + "ly" is not a name. */
  latin: boolean;
}

/**
 * The words of keywords in another language, as typed, accents kept ("mökkeily", "vacinação"):
 * English plural rules ("komunitas" → "komunita"), word frequencies and tagging know nothing of
 * them, so every word of three letters or more is a part, in the order typed, but a function word
 * inside a keyword of several ("dari" in "pengumuman dari"). Words are split by Intl.Segmenter
 * (`segmentWords`), which keeps a word's vowel signs ("સમયનું"), except in scripts written without
 * spaces, whose keywords stay whole ("日帰り温泉を地図で表示").
 */
export function otherLanguageParts(request: AppNameRequest): NamePart[] {
  const words = request.keywords.flatMap((keyword) => {
    const line = plainLine(keyword);
    const typed = (usesCjk(line) ? wordsOf(line) : segmentWords(line, 'en')).map((word) => word.toLowerCase());
    return typed.length > 1 ? typed.filter((word) => !isForeignFunctionWord(withoutAccents(word))) : typed;
  });
  return [...new Set(words)]
    .filter((word) => [...word].length >= 3 && !PLAY_BANNED_TITLE_WORD_SET.has(withoutAccents(word)))
    .map((word) => ({ word: spell(word), lower: word, base: word, latin: /^[a-z]+$/.test(word) }));
}

/** From this length a word the corpus lacks is a word ("uposatha"); shorter, a lower-cased acronym ("hoh" of "HoH"). */
const MIN_UNLISTED_WORD = 4;

/**
 * "fitness" → "Fitness", "mökkeily" → "Mökkeily" (a word keeps its accents: set J's reader
 * rejected "Mokkeily"); two-letter words, vowel-less short ones and short words the corpus lacks
 * are acronyms: "AI", "VR", "GPS", "HOH". A script without case is left as it is.
 */
function spell(word: string): string {
  if (!/^\p{Ll}[\p{Ll}\p{M}]*$/u.test(word)) return word;
  const unlistedShort = word.length < MIN_UNLISTED_WORD && zipfFrequency(word) === 0;
  if (word.length === 2 || /^[^aeiouy]{3}$/.test(word) || unlistedShort) return word.toUpperCase();
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * A keyword's noun chunks: "board (mancala)" → "board", "mancala"; "lightning alerts" stays one
 * chunk, whose words are read together (`chunkSubjects`).
 */
const chunksOf = (keyword: string) =>
  plainLine(keyword)
    .split(/[()[\]/;,]+/)
    .map((chunk) => chunk.trim())
    .filter(Boolean);

/** A keyword word in the spelling names use, its singular as its base: "Plants" → "Plant" (but "Phonics", "Komunitas"). */
function partOf(word: string): NamePart {
  const lower = word.toLowerCase();
  // "dice" is no plural of "die" to a name: a word compromise lists as uncountable stays as it is.
  const singularWord = singular(lower);
  const base = singularWord !== lower && wordHas(lower, '#Uncountable') ? lower : singularWord;
  // "CamerasHub", "PolishesWise": a name takes the singular of a plain plural ("Camera", "Polish"); "Phonics"
  // stays, and so does a word whose singular the corpus lacks ("Komunitas", not "Komunita").
  const plainPlural = /^\p{Lu}?\p{Ll}+$/u.test(word) && !/ics$/.test(lower) && base !== lower && zipfFrequency(base) > 0;
  const spelled = spell((plainPlural ? base : word).replace(/['’]/g, ''));
  return { word: spelled, lower, base, latin: /^\p{Script=Latin}+$/u.test(spelled) };
}

/**
 * What the last word of a keyword's noun phrase is when it names no thing of its own: an activity
 * ("riding", "housekeeping", "administration"), a feature's label ("alerts"), a measure, a
 * field's label ("community"), or people ("drivers", "spectators"). The words before it then name
 * the app's subject ("horse", "hotel", "lightning", "marathon").
 */
function namesNoThing(head: string): boolean {
  const part = partOf(head);
  return isNeverTheSubject(part) || wordHas(part.base, '#Gerund') || wordHas(part.base, '#Actor');
}

/**
 * The subjects a keyword of several words names, read as a noun phrase (a keyword is one: "care
 * homes" is no imperative, whatever a tagger makes of two words alone): never a word cut from it
 * alone ("Cut" of "power cuts", "Pan" or "Steel" of "steel pan"), only the whole phrase ("Steel
 * Pan", "Power Cut"), or, when its head names no thing ("horse riding", "lightning alerts"), the
 * nouns before the head ("Horse", "Lightning"). A word before the head that compromise's lexicon
 * has as no noun (`canBeNoun`: "deaf", "teen", "formal") makes a phrase that names nothing.
 */
function chunkSubjects(words: readonly string[]): NamePart[] {
  const modifiers = words.slice(0, -1).map(partOf);
  const head = partOf(words[words.length - 1] as string);
  const nouns = modifiers.every((part) => canBeNoun(part.base));
  if (namesNoThing(head.lower)) return nouns ? modifiers.filter(canNameTheApp) : [];
  const phrase: NamePart = {
    word: [...modifiers, head].map((part, index) => (index < modifiers.length ? spell(part.lower) : part.word)).join(' '),
    lower: words.join(' ').toLowerCase(),
    base: [...modifiers.map((part) => part.lower), head.base].join(' '),
    latin: [...modifiers, head].every((part) => part.latin),
  };
  const fits = nouns && phrase.latin && !UNWANTED_SENSES.has(head.base) && phrase.word.length <= MAX_PHRASE_LENGTH;
  return fits ? [phrase] : [];
}

/** A phrase a name is built on leaves room for a word beside it within the stores' 30 characters. */
const MAX_PHRASE_LENGTH = 18;

/** A noun that may stand for the app: Latin letters, no field's label, measure or control, no unwanted sense. */
const canNameTheApp = (part: NamePart) =>
  part.latin && canBeNoun(part.base) && !isNeverTheSubject(part) && !UNWANTED_SENSES.has(part.base);

/**
 * The nouns of the keywords a name is built on, and multi-word keywords as phrases (a name equal
 * to one is just the keyword). First what a keyword of several words names (`chunkSubjects`: the
 * category's "Steel Pan", the "Horse" of "horse riding"), then the single-word keywords' nouns
 * (`stemsOf`), rarer first. A word and its plural ("plant", "plants") count once.
 */
export function readNameParts(request: AppNameRequest): { phrases: string[]; subjects: NamePart[] } {
  const seen = new Set<string>();
  const singles: NamePart[] = [];
  const fromChunks: NamePart[] = [];
  const phrases: string[] = [];
  const usefulWords = (text: string) =>
    wordsOf(plainLine(text)).filter(
      (word) =>
        !PLAY_BANNED_TITLE_WORD_SET.has(word.toLowerCase()) && !NO_INTENT_WORDS.has(word.toLowerCase()) && word.length >= 2,
    );
  for (const keyword of request.keywords) {
    const useful = usefulWords(keyword);
    if (useful.length > 1) phrases.push(useful.map(spell).join(''));
    for (const chunk of chunksOf(keyword)) {
      const words = usefulWords(chunk);
      const parts = words.length > 1 ? chunkSubjects(words) : words.map(partOf);
      for (const part of parts) {
        if (seen.has(part.base)) continue;
        seen.add(part.base);
        (words.length > 1 ? fromChunks : singles).push(part);
      }
      // "Pan" after "steel pan": a word of a phrase is never a name's stem alone.
      if (words.length > 1) for (const word of words) seen.add(singular(word.toLowerCase()));
    }
  }
  // "SmartPersonalization", "FitnessMate": a store category's word names the shelf, not the app, once other words can.
  const specific = singles.filter((part) => !STORE_SHELF_WORDS.has(part.base));
  const own = specific.length >= MIN_SPECIFIC_PARTS ? specific : singles;
  // Rarer words first ("Wicket" before "Field"): names are built from the first subjects most.
  const common = (part: NamePart) => (zipfFrequency(part.lower) >= COMMON_ZIPF ? 1 : 0);
  const single = stemsOf(own, fromChunks.length === 0).sort((a, b) => common(a) - common(b));
  return { phrases, subjects: [...fromChunks, ...single] };
}

/**
 * The nouns a name is built on, best kind first: things you can point at ("clock", "tram",
 * "hive"), else matters ("letter", "headache"), else words too rare for WordNet's list that read
 * as the app's thing ("kanji"), else ideas ("habit"). Never an activity or a field ("beekeeping",
 * "genealogy", "floristry"), a verb or an adjective glued from a feature line ("turn", "ride",
 * "realistic", "spotty"), nor a word with an unwanted sense ("slot"): set I's reader rejected
 * every name built on one (bench/briefs/spent-2026-11-29c/reading-i.md, section 3). Empty when
 * the keywords hold none: the names are then made of image words alone.
 */
function stemsOf(own: readonly NamePart[], onlyOnes: boolean): NamePart[] {
  // "Back", "Cut", "Play", "Print", "Order": a keyword word alone that compromise reads as a verb is
  // cut from a phrase or an action (set J's reader, reading-j.md section 3); a noun that names the
  // app ("room", "dice", "minibus") is read as one.
  // When the keywords hold no other noun (`onlyOnes`), such a word is still the app's more than image
  // words alone are, unless it opens feature lines as a verb ("browse", "design", "back"; `isVerbForm`).
  const nouns = own.filter(canNameTheApp);
  const unambiguous = nouns.filter((part) => !wordHas(part.base, '#Verb'));
  const candidates = unambiguous.length > 0 || !onlyOnes ? unambiguous : nouns.filter((part) => !isVerbForm(part.base));
  // "SideBox", "PasteFocus": an everyday word or one read as a verb says nothing of the app once two others of its kind can.
  const ofKind = (kind: StemKind) => {
    const listed = candidates.filter((part) => stemKind(part.base) === kind);
    const telling = listed.filter((part) => !isEverydayWord(part.lower) && namesSomething(part.base));
    return telling.length >= MIN_SPECIFIC_PARTS ? telling : listed;
  };
  const unlisted = subjectParts(own).filter((part) => part.latin && stemKind(part.base) === 'unlisted');
  // Last, a notion or a feeling that is no verb ("habit", "mood"): "Habit Diary" says more than image words alone.
  const ideas = subjectParts(ofKind('idea')).filter((part) => !isVerbForm(part.base));
  return [ofKind('thing'), ofKind('matter'), unlisted, ideas].find((list) => list.length > 0) ?? [];
}

/** From this Zipf frequency (see @aiapp/text) a word is common English ("field", "sheet"): rarer stems go first. */
const COMMON_ZIPF = 4.5;

/** Enough words of the app's own to build names from without the category's word. */
const MIN_SPECIFIC_PARTS = 2;

/**
 * "tion", "ity", "istry": an abstract noun names a field or a quality ("Construction", "Community",
 * "Floristry"), not the app's thing. After a stem of three letters or more: "dance" and "city" are no such nouns.
 */
const ABSTRACT_ENDING = /^\p{L}{3,}(?:tion|ity|ence|ance|ment|ness|ism|logy|ship|istry)$/u;

/** A field's label, a measure, a control or a device, or a gerund: words that never name the app's thing. */
const isNeverTheSubject = (part: NamePart) =>
  !part.latin || NOT_THE_SUBJECT.has(part.base) || ABSTRACT_ENDING.test(part.base) || isGerund(part);

/** "Breaking", "Firing": a gerund compromise lists; its plural ("crossings", "paintings") names things. */
const isGerund = (part: NamePart) => isListedGerund(part.base) && !/ings$/.test(part.lower);

/**
 * The app's things among the name parts ("blade", "flue", "syrup", "bear"): a noun that names
 * something (namesSomething), not a field's label, a measure, a control or a device
 * (NOT_THE_SUBJECT, an abstract ending), nor a gerund ("Breaking", "Firing", "Branching": read as
 * verbs; "Sling" is a thing). When none is left, the nouns that are at least none of those nor
 * machinery ("dial", which compromise reads as a verb); empty when the keywords hold none.
 */
export function subjectParts(parts: readonly NamePart[]): NamePart[] {
  const possible = parts.filter((part) => !isNeverTheSubject(part) && canBeNoun(part.base) && !MACHINERY.has(part.base));
  const things = possible.filter((part) => namesSomething(part.base));
  // "side" beside "camera" and "microscope": an everyday word names nothing once two rarer things can.
  const telling = things.filter((part) => !isEverydayWord(part.lower));
  if (telling.length >= MIN_SPECIFIC_PARTS) return telling;
  return things.length > 0 ? things : possible;
}
