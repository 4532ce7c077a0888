import { isBrandName, packFor, seedOf } from '@aiapp/listing-copy';
import { STORE_TEXT_LIMITS, characterCount, bannedTitleWordsIn } from '@aiapp/store-facts';
import { type AppNameRequest } from '@aiapp/contracts';
import { CATEGORY_FLAVOUR } from './name-lexicon';
import { readNameParts } from './name-parts';
import {
  affixes,
  blends,
  categoryFlavour,
  compounds,
  flavourPairs,
  inventedWords,
  metaphors,
  phraseNames,
} from './name-strategies';
import { isPronounceable } from './pronounceable';

export const NAME_COUNT = 30;

/** "Habit Done" and "HabitDone" are one name to a reader. */
export const nameKey = (name: string) => name.toLowerCase().replace(/[\s-]+/g, '');

/** The keywords themselves, whole and word by word: a name that only repeats one is no suggestion. */
export function keywordKeys(request: AppNameRequest): Set<string> {
  return new Set(request.keywords.flatMap((keyword) => [nameKey(keyword), ...keyword.toLowerCase().split(/\s+/)]));
}

/**
 * A name the stores accept and a person can say: within 30 characters, no banned words, not just
 * a keyword, and not another app's or platform's name ("FaceBook", "SnapStreak", "CareNow").
 */
export function isUsableName(name: string, keywords: ReadonlySet<string>): boolean {
  return (
    name.trim().length > 0 &&
    characterCount(name) <= STORE_TEXT_LIMITS.appStoreName.max &&
    bannedTitleWordsIn(name).length === 0 &&
    !keywords.has(nameKey(name)) &&
    !isBrandName(name) &&
    isPronounceable(name)
  );
}

/** The words of a name, lower-case, in any order: "HabitStreak" and "StreakHabit" share it. */
const wordSet = (name: string) =>
  name
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');

/**
 * How good a name is, higher better: easy to say (vowels spread through it), a comfortable length
 * (6–12 letters), distinct (not mostly a keyword the visitor typed).
 */
export function nameScore(name: string, keywords: ReadonlySet<string>): number {
  const letters = name.replace(/[^\p{L}]/gu, '').toLowerCase();
  const vowels = (letters.match(/[aeiouy]/g) ?? []).length / Math.max(1, letters.length);
  const pronounce = 1 - Math.min(1, Math.abs(vowels - 0.42) * 2.5);
  const length = letters.length >= 6 && letters.length <= 12 ? 1 : letters.length <= 16 ? 0.6 : 0.2;
  const keywordShare =
    Math.max(0, ...[...keywords].filter((word) => word.length >= 3 && letters.includes(word)).map((word) => word.length)) /
    Math.max(1, letters.length);
  const distinct = 1 - keywordShare * 0.6;
  const oneWord = /\s/.test(name) ? 0.9 : 1;
  return Math.round((pronounce * 0.4 + length * 0.3 + distinct * 0.3) * oneWord * 1000) / 1000;
}

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
 * The built-in name engine: candidates from five strategies, each shuffled by a seed of the
 * request, then taken in turn so the list mixes styles; at least 20 names, at most NAME_COUNT.
 */
export function suggestAppNames(request: AppNameRequest): string[] {
  const { parts, phrases } = readNameParts(request);
  const flavour = CATEGORY_FLAVOUR[request.category];
  // The keywords may say more than the category: "clinic, telehealth" under health is medical.
  const pack = packFor(request.keywords.join(' '), request.category);
  const seed = seedOf(request.category, ...request.keywords.map((keyword) => keyword.toLowerCase()));
  const keywords = new Set([...keywordKeys(request), ...phrases.map(nameKey)]);
  const strategies = [
    compounds(parts),
    metaphors(parts, pack.nameWords),
    inventedWords(parts),
    categoryFlavour(parts, flavour),
    affixes(parts),
    blends(parts),
    phraseNames(phrases, flavour),
  ]
    // Best first within each strategy (a seeded shuffle breaks ties), then read in turn so the
    // list mixes styles instead of grouping ten invented words at the top.
    .map((names, index) => shuffled(names, seed + index))
    .map((names) => [...names].sort((a, b) => nameScore(b, keywords) - nameScore(a, keywords)));
  const names = takeInTurn(strategies, keywords, [], NAME_COUNT);
  if (names.length < NAME_COUNT) {
    const pairs = shuffled([...flavourPairs(flavour), ...flavourPairs(pack.nameWords)], seed);
    names.push(...takeInTurn([pairs], keywords, names, NAME_COUNT));
  }
  return names;
}

function takeInTurn(lists: string[][], keywords: ReadonlySet<string>, already: readonly string[], count: number): string[] {
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
