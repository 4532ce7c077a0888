import { isBrandName, packFor, seedOf, writtenInEnglish } from '@aiapp/listing-copy';
import { isEnglishWord, isForeignFunctionWord } from '@aiapp/text';
import { STORE_TEXT_LIMITS, characterCount, bannedTitleWordsIn } from '@aiapp/store-facts';
import { type AppNameRequest } from '@aiapp/contracts';
import { CATEGORY_FLAVOUR, WORD_SUFFIXES } from './name-lexicon';
import { otherLanguageParts, readNameParts, withoutAccents } from './name-parts';
import { hasCutFragment, mergesOnSharedLetter, repeatsAWord, singularOf, wordsOfName } from './name-rules';
import { affixes, categoryFlavour, compounds, flavourPairs, inventedWords, metaphors, phraseNames } from './name-strategies';
import { isPronounceable } from './pronounceable';

export const NAME_COUNT = 30;
/** Issue 28: never fewer than this many names for a request. */
export const MIN_NAMES = 15;

/** "Habit Done", "HabitDone" and "habit-done" are one name to a reader; so are "Café" and "Cafe". */
export const nameKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** The visitor's keywords: whole and squashed (a name that only repeats one is no suggestion), and word by word. */
export interface Keywords {
  keys: ReadonlySet<string>;
  /** Lower-case words of the keywords: what the cut, merge and relevance checks compare with. */
  words: readonly string[];
}

export function readKeywords(request: AppNameRequest, phrases: readonly string[] = []): Keywords {
  const words = [...new Set(request.keywords.flatMap((keyword) => [...wordsOfName(keyword.toLowerCase())]))];
  return {
    keys: new Set([...request.keywords.flatMap((keyword) => [nameKey(keyword), ...words]), ...phrases.map(nameKey)]),
    words,
  };
}

/**
 * A name the stores accept and a person can say: within 30 characters, no banned words, not just
 * a keyword, not another app's or platform's name ("FaceBook", "SnapStreak", "CareNow"), and none
 * of the reviewer's rejections (name-rules.ts): no cut keyword, no merge on a shared letter, no
 * word repeated inside another.
 */
export function isUsableName(name: string, keywords: Keywords): boolean {
  return (
    name.trim().length > 0 &&
    characterCount(name) <= STORE_TEXT_LIMITS.appStoreName.max &&
    !keywords.keys.has(nameKey(name)) &&
    !repeatsAWord(name) &&
    !hasCutFragment(name, keywords.words) &&
    !mergesOnSharedLetter(name, keywords.words) &&
    isPronounceable(name) &&
    bannedTitleWordsIn(name).length === 0 &&
    !isBrandName(name)
  );
}

/** The words of a name, lower-case, in any order: "HabitStreak" and "StreakHabit" share it. */
const wordSet = (name: string) => [...wordsOfName(name)].sort().join(' ');

/**
 * How a name reads, 0–1: vowels spread through it (about two in five letters, as in most English
 * words) and no long consonant runs once it passed `isPronounceable`.
 */
function easeOfSaying(letters: string): number {
  const vowels = (letters.match(/[aeiouy]/g) ?? []).length / Math.max(1, letters.length);
  const longestRun = Math.max(0, ...(letters.match(/[^aeiouy]+/g) ?? []).map((run) => run.length));
  return Math.max(0, 1 - Math.abs(vowels - 0.42) * 2.5 - Math.max(0, longestRun - 3) * 0.15);
}

/** The keyword words a name uses whole ("TrackFitness": two) or with an ending ("Trackly": counts a half). */
function keywordsUsed(name: string, keywords: Keywords): number {
  const words = wordsOfName(name).map(singularOf);
  const bases = keywords.words.filter((word) => word.length >= 2).map(singularOf);
  const whole = bases.filter((base) => words.includes(base)).length;
  if (whole > 0) return whole;
  return words.some((word) => bases.some((base) => base.length >= 3 && word.startsWith(base.replace(/e$/, '')))) ? 0.5 : 0;
}

/** How much a name says about the keywords, 0–1: two keywords, one, one with an ending, or none. */
const relevance = (name: string, keywords: Keywords) =>
  [0.3, 0.6, 0.8, 1][Math.min(3, Math.ceil(keywordsUsed(name, keywords) * 2))] ?? 0.3;

/**
 * How good a name is, higher better: easy to say, about the keywords, a comfortable length
 * (6–12 letters), and not mostly a keyword the visitor typed.
 */
export function nameScore(name: string, keywords: Keywords): number {
  const letters = name.replace(/[^\p{L}]/gu, '').toLowerCase();
  const length = letters.length >= 6 && letters.length <= 12 ? 1 : letters.length <= 16 ? 0.6 : 0.2;
  const keywordShare =
    Math.max(0, ...keywords.words.filter((word) => word.length >= 3 && letters.includes(word)).map((word) => word.length)) /
    Math.max(1, letters.length);
  const distinct = 1 - keywordShare * 0.6;
  const oneWord = /\s/.test(name) ? 0.9 : 1;
  const score = easeOfSaying(letters) * 0.35 + relevance(name, keywords) * 0.3 + length * 0.2 + distinct * 0.15;
  return Math.round(score * oneWord * 1000) / 1000;
}

const PLAIN_ENDINGS = new Set(WORD_SUFFIXES.map((suffix) => suffix.toLowerCase()));

/**
 * A name built of the visitor's own words alone, or one with a plain ending ("TideFishing",
 * "LetterPal"): no filler from outside the app ("Vortex", "Cadence", "Desk" on a Buddhist calendar),
 * which a reader rejected wherever it led the list (issue 28, set F).
 */
function usesOwnWords(name: string, keywords: Keywords): boolean {
  const own = new Set(keywords.words.map((word) => singularOf(nameKey(word))));
  return wordsOfName(name).every((word) => own.has(singularOf(nameKey(word))) || PLAIN_ENDINGS.has(word));
}

/** Which names come first: the app's own words alone (2), then any name with a keyword (1), then the rest ("PixelForge"). */
const tierOf = (name: string, keywords: Keywords) =>
  usesOwnWords(name, keywords) ? 2 : keywordsUsed(name, keywords) > 0 ? 1 : 0;

/** A seeded Fisher-Yates shuffle: varied order, same order for the same request. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const result = [...items];
  let state = seed || 1;
  for (let index = result.length - 1; index > 0; index -= 1) {
    state = Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) >>> 0;
    const other = state % (index + 1);
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

/**
 * Names reordered so each keyword takes its turn: best "kitchen" name, best "recipe" name, second
 * "kitchen" name… Sorting by score alone let the keyword that scores best fill the list.
 */
function spreadOverKeywords(names: readonly string[], keywords: Keywords): string[] {
  const buckets = new Map<string, string[]>();
  for (const name of names) {
    const words = wordsOfName(name);
    const lead = keywords.words.find((keyword) => words.some((word) => word.startsWith(keyword.replace(/e$/, '')))) ?? '';
    const bucket = buckets.get(lead);
    if (bucket) bucket.push(name);
    else buckets.set(lead, [name]);
  }
  const lists = [...buckets.values()];
  return Array.from({ length: Math.max(0, ...lists.map((list) => list.length)) }, (_, rank) =>
    lists.flatMap((list) => (rank < list.length ? [list[rank] as string] : [])),
  ).flat();
}

/**
 * The built-in name engine: candidates from six strategies, each sorted best first (a seeded
 * shuffle breaks ties), taken in turn so every style is represented, then ranked by `nameScore`;
 * at least MIN_NAMES names, at most NAME_COUNT. Keywords in another language (`inOtherLanguage`)
 * are only joined to each other or given an invented ending, without accents: an English word
 * glued to one ("ClaritySaúde", "KomunitasCrew") is neither language, and a store name with an
 * accent is hard to type. Fewer names then, never other ones (issue 28).
 */
export function suggestAppNames(request: AppNameRequest): string[] {
  const english = !inOtherLanguage(request.keywords);
  const { parts: englishParts, phrases } = readNameParts(request);
  const parts = english ? englishParts : otherLanguageParts(request);
  const flavour = CATEGORY_FLAVOUR[request.category];
  // The keywords may say more than the category: "clinic, telehealth" under health is medical.
  const pack = packFor(request.keywords.join(' '), request.category);
  const seed = seedOf(request.category, ...request.keywords.map((keyword) => keyword.toLowerCase()));
  // The name rules (no cut keyword, no keyword alone) compare with the keywords as the names spell them.
  const keywords = readKeywords(english ? request : { ...request, keywords: request.keywords.map(withoutAccents) }, phrases);
  const score = new Map<string, number>();
  const scoreOf = (name: string) => score.get(name) ?? score.set(name, nameScore(name, keywords)).get(name) ?? 0;
  // Names of the app's own words first in every strategy, so the list keeps them all ("LetterPal" before "Letterify").
  const tiers = new Map<string, number>();
  const tier = (name: string) => tiers.get(name) ?? tiers.set(name, tierOf(name, keywords)).get(name) ?? 0;
  const strategies = (
    english
      ? [
          compounds(parts),
          metaphors(parts, pack.nameWords),
          inventedWords(parts),
          categoryFlavour(parts, flavour),
          affixes(parts),
          phraseNames(phrases, flavour),
        ]
      : [compounds(parts), inventedWords(parts)]
  )
    .map((names, index) => shuffled(names, seed + index))
    .map((names) =>
      spreadOverKeywords(
        [...names].sort((a, b) => tier(b) - tier(a) || scoreOf(b) - scoreOf(a)),
        keywords,
      ),
    );
  const names = takeInTurn(strategies, keywords, [], NAME_COUNT);
  if (english && names.length < NAME_COUNT) {
    const pairs = shuffled([...flavourPairs(flavour), ...flavourPairs(pack.nameWords)], seed);
    names.push(...takeInTurn([pairs], keywords, names, NAME_COUNT));
  }
  // Ranked by tier, then the easiest to say and most relevant first; ties keep the mixed order. Names of
  // the app's own words take each keyword in turn ("InspectionKit, HivePal, InspectionPal", not three "Inspection…").
  const ranked = names
    .map((name, index) => ({ name, index }))
    .sort((a, b) => tier(b.name) - tier(a.name) || scoreOf(b.name) - scoreOf(a.name) || a.index - b.index)
    .map(({ name }) => name);
  return [
    ...spreadOverKeywords(
      ranked.filter((name) => tier(name) === 2),
      keywords,
    ),
    ...ranked.filter((name) => tier(name) < 2),
  ];
}

/**
 * Whether the keywords are in another language. Three keywords are few words for the share alone
 * (`writtenInEnglish`): "roguelike, procedurally, generated" is a third English to the subtitles
 * corpus, as "orthographe, dictées, audio" is, and "expens, ify" none. A word English does not
 * have, with an accent or without ("dictées", "vacinação"; "café" is "cafe", English) or is another language's
 * function word ("malam") tells them apart.
 */
function inOtherLanguage(keywords: readonly string[]): boolean {
  const words = keywords.flatMap((keyword) => keyword.match(/\p{L}+/gu) ?? []).filter((word) => word.length >= 3);
  const foreign = (word: string) => {
    const unaccented = withoutAccents(word);
    if (isEnglishWord(word) || isEnglishWord(unaccented)) return false;
    return unaccented !== word || isForeignFunctionWord(word);
  };
  return !writtenInEnglish(keywords) && words.some(foreign);
}

function takeInTurn(lists: string[][], keywords: Keywords, already: readonly string[], count: number): string[] {
  const seen = new Set(already.map(nameKey));
  // "HabitStreak" after "StreakHabit" is the same name reversed: one of them is enough.
  const combinations = new Set(already.map(wordSet));
  const picked: string[] = [];
  const cursors = lists.map(() => 0);
  for (let progressed = true; progressed && already.length + picked.length < count;) {
    progressed = false;
    lists.forEach((list, index) => {
      if (already.length + picked.length >= count) return;
      while ((cursors[index] as number) < list.length) {
        const name = list[(cursors[index] as number)++] as string;
        if (seen.has(nameKey(name)) || combinations.has(wordSet(name)) || !isUsableName(name, keywords)) continue;
        seen.add(nameKey(name));
        combinations.add(wordSet(name));
        picked.push(name);
        progressed = true;
        return;
      }
    });
  }
  return picked;
}
