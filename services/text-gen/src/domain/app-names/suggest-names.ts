import { isBrandName, nameKey as brandKey, seedOf, writtenInEnglish } from '@aiapp/listing-copy';
import { isEnglishWord, isForeignFunctionWord, withoutAccents } from '@aiapp/text';
import { STORE_TEXT_LIMITS, characterCount, bannedTitleWordsIn } from '@aiapp/store-facts';
import { type AppNameRequest } from '@aiapp/contracts';
import type { NameCategory } from './name-lexicon';
import { IMAGE_WORDS, TONE_NEIGHBOURS, type ImageWord } from './name-images';
import { otherLanguageParts, readNameParts, type NamePart } from './name-parts';
import { hasCutFragment, mergesOnSharedLetter, repeatsAWord, wordsOfName } from './name-rules';
import { imagePairs, wordCombinations } from './name-strategies';
import { isPronounceable } from './pronounceable';

export const NAME_COUNT = 30;
/** Issue 28: never fewer than this many names for a request. */
export const MIN_NAMES = 15;

/** "Habit Done", "HabitDone" and "habit-done" are one name to a reader; so are "Café" and "Cafe". */
export const nameKey = (name: string) => brandKey(name).replace(/\+/g, '');

/** The visitor's keywords: whole and squashed (a name that only repeats one is no suggestion), and word by word. */
export interface Keywords {
  keys: ReadonlySet<string>;
  /** Whether they are English: the English syllable check (`isPronounceable`) reads no other language ("Nieuwsberichten"). */
  english: boolean;
  /** Lower-case words of the keywords: what the cut, merge and relevance checks compare with. */
  words: readonly string[];
}

export function readKeywords(request: AppNameRequest, phrases: readonly string[] = []): Keywords {
  const words = [...new Set(request.keywords.flatMap((keyword) => [...wordsOfName(keyword.toLowerCase())]))];
  return {
    keys: new Set([...request.keywords.flatMap((keyword) => [nameKey(keyword), ...words]), ...phrases.map(nameKey)]),
    english: !inOtherLanguage(request.keywords),
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
    (!keywords.english || isPronounceable(name)) &&
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
 * The built-in name engine. In English: the app's concrete nouns (`readNameParts`: "clock",
 * "tram", "starter") each paired with image words of the app's tone and genre (name-images.ts),
 * "Curious Clock", "Tram Tempo", "Ready Starter", best suited first (`imageNames`). The reader of
 * set I rejected 196 of 200 names of a single pool of image words on category and verb stems
 * ("Lucky Deck", "Turn Rally", "Kind Headache"; bench/briefs/spent-2026-11-29c/reading-i.md,
 * section 3). Keywords in another language (`inOtherLanguage`) are only put beside each other,
 * as typed and with their accents, a space between words (`wordCombinations`): an English word
 * glued to one ("ClaritySaúde", "KomunitasCrew") is neither language, and set J's reader rejected
 * glued words and stripped accents ("SyksynSulkemislista", "Mokkeily"). Fewer names then, never
 * other ones (issue 28).
 */
export function suggestAppNames(request: AppNameRequest): string[] {
  const { phrases, subjects } = readNameParts(request);
  const seed = seedOf(request.category, ...request.keywords.map((keyword) => keyword.toLowerCase()));
  const keywords = readKeywords(request, phrases);
  // Keywords with no noun to build on ("racing, race, ride") get names of image words alone ("Turbo Derby").
  if (keywords.english) return imageNames(subjects, request.category, keywords, seed);
  // No invented endings ("Tienana", "Deinix"): a reader rejected every suffix coinage (set H).
  return takeInTurn([wordCombinations(otherLanguageParts(request))], keywords, [], NAME_COUNT, { turned: true });
}

/** Whether one of the visitor's keyword words calls for an image word: "racing" for "Derby" (cue "rac"). */
const calledFor = (image: ImageWord, keywordWords: readonly string[]) =>
  image.cues.some((cue) => keywordWords.some((word) => word === cue || (cue.length >= 3 && word.startsWith(cue))));

/** How a plain record word of the category's tone suits a request none of whose keywords calls for it: after all others. */
const PLAIN_UNCALLED = 0.5;

/**
 * How an image word suits the request, 0 when not at all: called for by a keyword and of the
 * category's tone (3), of the category's tone with no cues (2), a neighbour's word with no cues
 * (1), a plain record word of the category's tone that no keyword calls for (`PLAIN_UNCALLED`).
 * A word with cues that no keyword calls for is never offered (a genre word on another genre, a
 * playful one on an adult's app).
 */
function suitability(image: ImageWord, category: NameCategory, keywordWords: readonly string[]): number {
  const ownTone = image.fits.includes(category);
  if (image.cues.length > 0 && ownTone && calledFor(image, keywordWords)) return 3;
  if (image.cues.length > 0) return ownTone && image.plain ? PLAIN_UNCALLED : 0;
  if (ownTone) return 2;
  return TONE_NEIGHBOURS[category].some((neighbour) => image.fits.includes(neighbour)) ? 1 : 0;
}

/**
 * How good an image pair is, higher better: how the image word suits the request (its relevance),
 * then how easily it is said, a comfortable length, and a shared first sound ("Letter Loop") that
 * makes a name stick. Ties keep the request's shuffled order, so apps of one category do not all
 * lead with one word.
 */
function pairScore(pair: { name: string; image: ImageWord; subject: NamePart }, suits: number): number {
  const letters = pair.name.replace(/[^\p{L}]/gu, '').toLowerCase();
  const length = letters.length >= 6 && letters.length <= 14 ? 1 : 0;
  const alliterates = pair.image.word.charAt(0).toLowerCase() === pair.subject.lower.charAt(0) ? 1 : 0;
  // Easy to say or not, no finer: a finer grade would let the same few image words lead every app.
  const easy = easeOfSaying(letters) >= EASY_TO_SAY ? 1 : 0;
  return suits + easy * 0.2 + alliterates * 0.3 + length * 0.2;
}

/** From this `easeOfSaying` a name reads easily enough; all but a few image pairs do. */
const EASY_TO_SAY = 0.5;

/** How many adjectives the names of image words alone are made with. */
const FILLER_ADJECTIVES = 3;

/**
 * Image pairs in the order a reader meets them: the app's things take turns, each takes its best
 * pair whose image word is not used yet, and alternates an image before and after it ("Curious
 * Clock", "Clock Academy"), so the first five are five different names, not one template. With
 * no thing to name, image words that suit the request pair with each other ("Mighty Derby") to
 * keep MIN_NAMES.
 */
function imageNames(subjects: readonly NamePart[], category: NameCategory, keywords: Keywords, seed: number): string[] {
  const suits = new Map(IMAGE_WORDS.map((image) => [image, suitability(image, category, keywords.words)]));
  const images = IMAGE_WORDS.filter((image) => (suits.get(image) ?? 0) > 0);
  // A neighbour's adjective reads wrong before the app's noun ("Simple Headache"); its nouns are plain.
  const besideSubject = images.filter((image) => !image.fillerOnly && ((suits.get(image) ?? 0) > 1 || image.place === 'after'));
  const lists = subjects.map((subject) =>
    shuffled(imagePairs([subject], besideSubject), seed)
      .filter((pair) => isUsableName(pair.name, keywords))
      .map((pair) => ({ ...pair, score: pairScore(pair, suits.get(pair.image) ?? 0) }))
      .sort((a, b) => b.score - a.score),
  );
  const usedImages = new Set<string>();
  const lastPlace = new Map<NamePart, ImageWord['place']>();
  const names: string[] = [];
  // Each image word once first; then, with two things or more, again beside another ("Card Gambit" after "Deck Gambit").
  for (const fresh of [true, false]) {
    for (let progressed = true; progressed && names.length < NAME_COUNT;) {
      progressed = false;
      for (const list of lists) {
        if (names.length >= NAME_COUNT) break;
        const usable = list.filter((pair) => (fresh ? !usedImages.has(pair.image.word) : !names.includes(pair.name)));
        const pick = usable.find((pair) => pair.image.place !== lastPlace.get(pair.subject)) ?? usable[0];
        if (pick === undefined) continue;
        usedImages.add(pick.image.word);
        lastPlace.set(pick.subject, pick.image.place);
        names.push(pick.name);
        progressed = true;
      }
    }
  }
  if (names.length >= MIN_NAMES) return names;
  // Words not used yet first, then the rest: a short list ("Piano Studio", "Piano Stage") still reaches MIN_NAMES.
  const ordered = shuffled(images, seed).sort(
    (a, b) => Number(usedImages.has(a.word)) - Number(usedImages.has(b.word)) || (suits.get(b) ?? 0) - (suits.get(a) ?? 0),
  );
  // A few adjectives, each with the nouns in a turned order, taken in turn: "Turbo Derby", "Plucky Dash",
  // not "Brave" five times, nor the same adjectives leading every app of the category.
  const nouns = ordered.filter((image) => image.place === 'after');
  const fillers = ordered
    .filter((image) => image.place === 'before')
    .slice(0, FILLER_ADJECTIVES)
    .map((first, index) =>
      [...nouns.slice(index % nouns.length), ...nouns.slice(0, index % nouns.length)].map(
        (second) => `${first.word} ${second.word}`,
      ),
    );
  return [...names, ...takeInTurn(fillers, keywords, names, MIN_NAMES)];
}

/**
 * Whether the keywords are in another language. Three keywords are few words for the share alone
 * (`writtenInEnglish`): "roguelike, procedurally, generated" is a third English to the subtitles
 * corpus, as "orthographe, dictées, audio" is, and "expens, ify" none. A word English does not
 * have, with an accent or without ("dictées", "vacinação"; "café" is "cafe", English), another
 * language's function word ("malam"), or keywords with no English word, two of them longer
 * ("viticultura, parcela, registro": set I's reader rejected "Viticultura Tally" as a hybrid) tell
 * them apart.
 */
function inOtherLanguage(keywords: readonly string[]): boolean {
  const words = keywords.flatMap((keyword) => keyword.match(/\p{L}+/gu) ?? []).filter((word) => word.length >= 3);
  const foreign = (word: string) => {
    const unaccented = withoutAccents(word);
    if (isEnglishWord(word) || isEnglishWord(unaccented)) return false;
    return unaccented !== word || isForeignFunctionWord(word);
  };
  // Keywords all in another script ("近くの銭湯", "알리미") are that language's, whatever a Latin check says.
  const otherScript = words.length > 0 && words.every((word) => !/^\p{Script=Latin}+$/u.test(word));
  // No word English has, two of them longer ("viticultura, parcela, registro"); "expens, ify" is a coinage.
  const unknown = words.filter((word) => !isEnglishWord(word) && !isEnglishWord(withoutAccents(word)));
  const noEnglish = unknown.length === words.length && unknown.filter((word) => word.length >= 5).length >= 2;
  return !writtenInEnglish(keywords) && (otherScript || words.some(foreign) || noEnglish);
}

/**
 * The usable names of the lists, one list after another in turn, up to `count` with `already`.
 * "HabitStreak" after "StreakHabit" is the same name reversed, one of them enough; with `turned`,
 * as in another language whose order of words the engine cannot judge, both may come.
 */
function takeInTurn(
  lists: string[][],
  keywords: Keywords,
  already: readonly string[],
  count: number,
  { turned = false } = {},
): string[] {
  const seen = new Set(already.map(nameKey));
  const combinations = new Set(turned ? [] : already.map(wordSet));
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
        if (!turned) combinations.add(wordSet(name));
        picked.push(name);
        progressed = true;
        return;
      }
    });
  }
  return picked;
}
