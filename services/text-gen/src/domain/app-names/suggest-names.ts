import { STORE_TEXT_LIMITS, characterCount, type AppNameRequest, bannedTitleWordsIn } from '@aiapp/contracts';
import { seedOf } from '../text/seed';
import { CATEGORY_FLAVOUR } from './name-lexicon';
import { readNameParts } from './name-parts';
import { affixes, blends, categoryFlavour, compounds, flavourPairs, phraseNames } from './name-strategies';
import { isPronounceable } from './pronounceable';

export const NAME_COUNT = 30;

/** "Habit Done" and "HabitDone" are one name to a reader. */
export const nameKey = (name: string) => name.toLowerCase().replace(/[\s-]+/g, '');

/** The keywords themselves, whole and word by word: a name that only repeats one is no suggestion. */
export function keywordKeys(request: AppNameRequest): Set<string> {
  return new Set(request.keywords.flatMap((keyword) => [nameKey(keyword), ...keyword.toLowerCase().split(/\s+/)]));
}

/** A name the stores accept and a person can say: within 30 characters, no banned words, not just a keyword. */
export function isUsableName(name: string, keywords: ReadonlySet<string>): boolean {
  return (
    name.trim().length > 0 &&
    characterCount(name) <= STORE_TEXT_LIMITS.appStoreName.max &&
    bannedTitleWordsIn(name).length === 0 &&
    !keywords.has(nameKey(name)) &&
    isPronounceable(name)
  );
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
  const seed = seedOf(request.category, ...request.keywords.map((keyword) => keyword.toLowerCase()));
  const keywords = new Set([...keywordKeys(request), ...phrases.map(nameKey)]);
  const strategies = [
    compounds(parts),
    categoryFlavour(parts, flavour),
    affixes(parts),
    blends(parts),
    phraseNames(phrases, flavour),
  ].map((names, index) => shuffled(names, seed + index));
  const names = takeInTurn(strategies, keywords);
  if (names.length < NAME_COUNT) names.push(...takeInTurn([shuffled(flavourPairs(flavour), seed)], keywords, names));
  return names.slice(0, NAME_COUNT);
}

function takeInTurn(lists: string[][], keywords: ReadonlySet<string>, already: readonly string[] = []): string[] {
  const seen = new Set(already.map(nameKey));
  const picked: string[] = [];
  const cursors = lists.map(() => 0);
  for (let progressed = true; progressed && already.length + picked.length < NAME_COUNT;) {
    progressed = false;
    lists.forEach((list, index) => {
      while ((cursors[index] as number) < list.length) {
        const name = list[(cursors[index] as number)++] as string;
        if (seen.has(nameKey(name)) || !isUsableName(name, keywords)) continue;
        seen.add(nameKey(name));
        picked.push(name);
        progressed = true;
        return;
      }
    });
  }
  return picked;
}
