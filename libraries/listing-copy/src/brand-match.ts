import { isEverydayWord, withoutAccents } from '@aiapp/text';
import { BRAND_NAMES, type BrandName } from './data/brands';

/**
 * Finding other apps' and platforms' names, two ways:
 * - in a name (`isBrandName`): the whole name, after folding, is a brand, or contains one as a
 *   whole word; brands that are ordinary words ("Calm", "Notion") only as the whole name;
 * - in running copy (`brandsIn`): a brand's words in sequence, any case; brands that are
 *   ordinary words only when written as the brand, capitalised, mid-sentence.
 * The list is indexed once at module load; every check is a handful of map look-ups.
 */

/** "Face Book", "face-book", "FaceBook" and "FACEBOOK" compare equal; accents fold ("Pokémon" → "pokemon"). */
export const nameKey = (name: string): string =>
  withoutAccents(name)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+]/gu, '');

/** "Todoist App", "Things 3", "DuolingoHQ" are the brand itself: a trailing "app", "hq" or number is dropped. */
export function withoutTrailingNoise(key: string): string {
  let stem = key;
  for (let shorter = stem.replace(/(app|hq|\d+)$/, ''); shorter !== stem && shorter.length >= 3;) {
    stem = shorter;
    shorter = stem.replace(/(app|hq|\d+)$/, '');
  }
  return stem;
}

/** An ASCII word's key is the word in lower case: no accent to fold, nothing to remove. */
const PLAIN_WORD = /^[A-Za-z0-9]+\+*$/;
const wordKey = (word: string) => (PLAIN_WORD.test(word) ? word.toLowerCase() : nameKey(word));

/** Words of a text with where they start, split at spaces and punctuation: "Match.com" → Match, com. */
function tokensOf(text: string): { word: string; key: string; start: number; end: number }[] {
  return [...text.matchAll(/[\p{L}\p{M}\p{N}]+\+*/gu)]
    .map((match) => ({ word: match[0], key: wordKey(match[0]), start: match.index, end: match.index + match[0].length }))
    .filter((token) => token.key.length > 0);
}

/** The folded words of a name, split at inner capitals too: "HabitFaceBook" → habit, face, book. */
const nameWords = (name: string): string[] => tokensOf(name.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')).map((token) => token.key);

interface IndexedBrand {
  brand: BrandName;
  /** The brand's words folded and joined by spaces: "google maps", "mcdonald s". */
  words: string;
  /** The brand's words as written, accents folded: "Day One" (ordinary-word brands match only this spelling). */
  written: string;
  wordCount: number;
}

const INDEXED: IndexedBrand[] = BRAND_NAMES.map((brand) => {
  const tokens = tokensOf(brand.name);
  return {
    brand,
    words: tokens.map((token) => token.key).join(' '),
    written: tokens.map((token) => withoutAccents(token.word)).join(' '),
    wordCount: tokens.length,
  };
});

/** Every brand by its squashed key: "facebook", "googlemaps", "dayone". */
const BY_KEY = new Map<string, IndexedBrand>(INDEXED.map((entry) => [nameKey(entry.brand.name), entry]));
/** Every brand by its words in sequence, for running text: "google maps". */
const BY_WORDS = new Map<string, IndexedBrand>(INDEXED.map((entry) => [entry.words, entry]));
const LONGEST_BRAND = Math.max(...INDEXED.map((entry) => entry.wordCount));
/** Every brand's first words, one or more: "google", "google maps". A run of words outside this names no brand, nor does a longer one. */
const WORD_PREFIXES = new Set(
  INDEXED.flatMap((entry) => entry.words.split(' ').map((_, index, words) => words.slice(0, index + 1).join(' '))),
);

/**
 * Brands distinctive enough (five letters or more, not a word) that an ending does not hide them:
 * "Discordify", "Instagrammer". Not a "<word>Kit" framework name: with letters around it, it is
 * two other words ("HomeKitchen", "ParkIt"), though "HomeKit" itself is still refused.
 */
const DISTINCTIVE = new Set(
  [...BY_KEY]
    .filter(([key, entry]) => !entry.brand.common && key.length >= 5 && /^\p{L}+$/u.test(key) && !key.endsWith('kit'))
    .map(([key]) => key),
);

/** A word or run of words in a name that is a brand: an ordinary-word brand only when it has two words or more ("Day One"). */
const namesBrand = (key: string): boolean => {
  const entry = BY_KEY.get(key) ?? BY_KEY.get(withoutTrailingNoise(key));
  return entry !== undefined && (!entry.brand.common || entry.wordCount > 1);
};

/**
 * True when an app name is another app's or platform's name or contains one as a whole word,
 * after folding case, spaces, punctuation, accents and a trailing "app"/"hq"/number: "FaceBook",
 * "Face Book", "Todoist App", "Things 3", "Google Maps Tracker", "BookFace" (two words reversed),
 * "Discordify" (a distinctive brand with an ending). Brands that are ordinary words count only as
 * the whole name ("Calm" and "Calm App", not "Calm Habit").
 */
export function isBrandName(name: string): boolean {
  const key = nameKey(name);
  if (BY_KEY.has(key) || BY_KEY.has(withoutTrailingNoise(key))) return true;
  for (let length = 5; length <= key.length; length += 1) {
    if (DISTINCTIVE.has(key.slice(0, length)) || DISTINCTIVE.has(key.slice(key.length - length))) return true;
  }
  const tokens = nameWords(name);
  for (let start = 0; start < tokens.length; start += 1) {
    for (let end = start + 1; end <= Math.min(tokens.length, start + LONGEST_BRAND); end += 1) {
      if (namesBrand(tokens.slice(start, end).join(''))) return true;
    }
    // "BookFace", "ChatSnap": two neighbouring words reversed still point at the brand.
    const next = tokens[start + 1];
    if (next !== undefined && namesBrand(`${next}${tokens[start]}`)) return true;
  }
  return false;
}

/** A keyword for the App Store keyword field: never another app's name (App Review 2.3.7). */
export function isBrandKeyword(keyword: string): boolean {
  const entry = BY_KEY.get(nameKey(keyword));
  return entry !== undefined && !entry.brand.common;
}

/** Whether a mention sits at the start of a sentence or line, where every word is capitalised. */
function startsSentence(text: string, index: number): boolean {
  return index === 0 || /(?:^|[.!?:•\n]\s*)$/u.test(text.slice(Math.max(0, index - 3), index));
}

/** Only a list mark between two names, or "and"/"or": "stripe/paypal", "Stripe, PayPal or Square". */
const LIST_GAP = /^\s*[/,&+]\s*$/;
const LIST_WORD = /^(?:and|or)$/;

/**
 * Whether the words from `start` to `end` stand in a list beside a brand that is no ordinary word:
 * "stripe/paypal" names the payment company however it is written, "pay by stripe or card" does
 * not. The caller leaves everyday words out ("share to instagram and pay").
 */
function listedBesideBrand(text: string, tokens: ReturnType<typeof tokensOf>, start: number, end: number): boolean {
  const beside = (from: number, step: 1 | -1): boolean => {
    let index = from;
    if (LIST_WORD.test(tokens[index]?.key ?? '')) index += step;
    const other = tokens[index];
    if (!other) return false;
    const [left, right] = step === 1 ? [tokens[end - 1], tokens[from]] : [tokens[from], tokens[start]];
    const gap = text.slice(left?.end ?? 0, right?.start ?? 0);
    if (index === from && !LIST_GAP.test(gap)) return false;
    if (index !== from && !/^[\s,]*$/.test(gap)) return false;
    const entry = BY_KEY.get(other.key);
    return entry !== undefined && !entry.brand.common;
  };
  return beside(end, 1) || beside(start - 1, -1);
}

/**
 * The positions of the words that spell one of the visitor's own names in the text ("Tick Tock
 * Meadow"): a brand word inside it ("Tock") is their name, not a mention of the brand.
 */
function ownNameTokens(tokens: ReturnType<typeof tokensOf>, names: readonly string[]): Set<number> {
  const inside = new Set<number>();
  for (const name of names) {
    const keys = tokensOf(name).map((token) => token.key);
    if (keys.length === 0) continue;
    for (let start = 0; start + keys.length <= tokens.length; start += 1) {
      if (keys.every((key, offset) => tokens[start + offset]?.key === key))
        keys.forEach((_, offset) => inside.add(start + offset));
    }
  }
  return inside;
}

/**
 * The brand names a text mentions, as the list spells them, each once, longest mention first
 * ("Google Maps" rather than "Google"). `except` holds names the visitor owns (their app's name):
 * neither they nor a brand word inside them ("Tock" of "Tick Tock Meadow") count.
 * Ordinary-word brands count only as written by the brand, mid-sentence ("Zoom" in "join us on
 * Zoom", never "zoom in", "Calm nights" opening a line, or "find my keys"), or, unless an
 * everyday word, listed beside a brand that is no ordinary word ("stripe/paypal").
 */
export function brandsIn(text: string, except: readonly string[] = []): string[] {
  const own = new Set(except.map(nameKey));
  const tokens = tokensOf(text);
  const insideOwnName = ownNameTokens(tokens, except);
  const found: { name: string; start: number; end: number }[] = [];
  for (let start = 0; start < tokens.length; start += 1) {
    if (insideOwnName.has(start)) continue;
    let words = '';
    for (let end = start + 1; end <= Math.min(tokens.length, start + LONGEST_BRAND); end += 1) {
      if (insideOwnName.has(end - 1)) break;
      const key = (tokens[end - 1] as (typeof tokens)[number]).key;
      words = end - start === 1 ? key : `${words} ${key}`;
      // "GoogleMaps" written as one word is still "Google Maps".
      const entry = BY_WORDS.get(words) ?? (end - start === 1 ? BY_KEY.get(words) : undefined);
      if (!WORD_PREFIXES.has(words) && !entry) break;
      if (!entry || own.has(nameKey(entry.brand.name))) continue;
      const run = tokens.slice(start, end);
      const first = run[0] as (typeof tokens)[number];
      const last = run[run.length - 1] as (typeof tokens)[number];
      if (entry.brand.common && (isEverydayWord(words) || !listedBesideBrand(text, tokens, start, end))) {
        if (run.map((token) => withoutAccents(token.word)).join(' ') !== entry.written || startsSentence(text, first.start))
          continue;
      }
      found.push({ name: entry.brand.name, start: first.start, end: last.end });
    }
  }
  found.sort((a, b) => b.end - b.start - (a.end - a.start));
  const kept: typeof found = [];
  for (const hit of found) {
    if (kept.some((other) => hit.start < other.end && other.start < hit.end)) continue;
    kept.push(hit);
  }
  return [...new Set(kept.sort((a, b) => a.start - b.start).map((hit) => hit.name))];
}
