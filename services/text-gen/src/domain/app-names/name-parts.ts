import { isEverydayWord, isForeignFunctionWord, plainLine, singular, withoutAccents, wordsOf, zipfFrequency } from '@aiapp/text';
import { PLAY_BANNED_TITLE_WORD_SET, STORE_SHELF_WORDS } from '@aiapp/store-facts';
import type { AppNameRequest } from '@aiapp/contracts';
import { canBeNoun, isListedGerund, isVerbForm, MACHINERY, namesSomething } from '@aiapp/listing-copy';
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
 * The words of keywords in another language, as typed and without accents ("komunitas",
 * "vacinacao"): English plural rules ("komunitas" → "komunita"), word frequencies and tagging
 * know nothing of them, so every word of three letters or more is a part, in the order typed,
 * but a function word inside a keyword of several ("dari" in "pengumuman dari").
 */
export function otherLanguageParts(request: AppNameRequest): NamePart[] {
  const words = request.keywords.flatMap((keyword) => {
    const typed = wordsOf(withoutAccents(plainLine(keyword))).map((word) => word.toLowerCase());
    return typed.length > 1 ? typed.filter((word) => !isForeignFunctionWord(word)) : typed;
  });
  return [...new Set(words)]
    .filter((word) => word.length >= 3 && !PLAY_BANNED_TITLE_WORD_SET.has(word))
    .map((word) => ({ word: spell(word), lower: word, base: word, latin: /^[a-z]+$/.test(word) }));
}

/** From this length a word the corpus lacks is a word ("uposatha"); shorter, a lower-cased acronym ("hoh" of "HoH"). */
const MIN_UNLISTED_WORD = 4;

/**
 * "fitness" → "Fitness"; two-letter words, vowel-less short ones and short words the corpus lacks
 * are acronyms: "AI", "VR", "GPS", "HOH". Accents are left out ("Saúde" → "Saude"): a reader
 * rejected accented names, and store search folds them anyway.
 */
function spell(written: string): string {
  const word = withoutAccents(written);
  if (!/^\p{Ll}+$/u.test(word)) return word;
  const unlistedShort = word.length < MIN_UNLISTED_WORD && zipfFrequency(word) === 0;
  if (word.length === 2 || /^[^aeiouy]{3}$/.test(word) || unlistedShort) return word.toUpperCase();
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * The nouns of the keywords a name is built on (`stemsOf`), rarer first, and multi-word keywords
 * as phrases. A word and its plural ("plant", "plants") count once.
 */
export function readNameParts(request: AppNameRequest): { phrases: string[]; subjects: NamePart[] } {
  const seen = new Set<string>();
  const parts: NamePart[] = [];
  const phrases: string[] = [];
  for (const keyword of request.keywords) {
    const words = wordsOf(plainLine(keyword)).filter((word) => !PLAY_BANNED_TITLE_WORD_SET.has(word.toLowerCase()));
    const useful = words.filter((word) => !NO_INTENT_WORDS.has(word.toLowerCase()) && word.length >= 2);
    if (useful.length > 1) phrases.push(useful.map(spell).join(''));
    for (const word of useful) {
      const lower = word.toLowerCase();
      const base = singular(lower);
      if (seen.has(base)) continue;
      seen.add(base);
      // "CamerasHub", "PolishesWise": a name takes the singular of a plain plural ("Camera", "Polish"); "Phonics"
      // stays, and so does a word whose singular the corpus lacks ("Komunitas", not "Komunita").
      const plainPlural = /^\p{Lu}?\p{Ll}+$/u.test(word) && !/ics$/.test(lower) && base !== lower && zipfFrequency(base) > 0;
      const singularWord = plainPlural ? base : word;
      const spelled = spell(singularWord.replace(/['’]/g, ''));
      parts.push({ word: spelled, lower, base, latin: /^[a-z]+$/i.test(spelled) });
    }
  }
  // "SmartPersonalization", "FitnessMate": a store category's word names the shelf, not the app, once other words can.
  const specific = parts.filter((part) => !STORE_SHELF_WORDS.has(part.base));
  const own = specific.length >= MIN_SPECIFIC_PARTS ? specific : parts;
  // Rarer words first ("Wicket" before "Field"): names are built from the first subjects most.
  const common = (part: NamePart) => (zipfFrequency(part.lower) >= COMMON_ZIPF ? 1 : 0);
  return { phrases, subjects: [...stemsOf(own)].sort((a, b) => common(a) - common(b)) };
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
function stemsOf(own: readonly NamePart[]): NamePart[] {
  const candidates = own.filter(
    (part) => part.latin && canBeNoun(part.base) && !isNeverTheSubject(part) && !UNWANTED_SENSES.has(part.base),
  );
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

/** "tion", "ity", "istry": an abstract noun names a field or a quality ("Construction", "Community", "Floristry"), not the app's thing. */
const ABSTRACT_ENDING = /(?:tion|ity|ence|ance|ment|ness|ism|logy|ship|istry)$/;

/** A field's label, a measure, a control or a device, or a gerund: words that never name the app's thing. */
const isNeverTheSubject = (part: NamePart) =>
  !part.latin || NOT_THE_SUBJECT.has(part.base) || ABSTRACT_ENDING.test(part.base) || isListedGerund(part.base);

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
