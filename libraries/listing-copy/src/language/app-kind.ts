import { STORE_SHELF_WORDS } from '@aiapp/store-facts';
import { isEnglishWord, midSentenceWord, singular, zipfFrequency } from '@aiapp/text';
import type { AppSubject } from './subject';

// Maps, not objects: a category word such as "__proto__" or "constructor" must not find Object's own members.
const SINGULAR = new Map([
  ['games', 'game'],
  ['utilities', 'utility'],
  ['apps', 'app'],
]);

/**
 * Plurals that stay plural before "app" ("a sports app", "a news app"), and "kids", which reads
 * as a plural after "a" ("a kids app" is a grammar error to LanguageTool and to editors).
 */
const PLURAL_MODIFIERS = new Map([
  ['kids', "children's"],
  ['sports', 'sports'],
  ['news', 'news'],
  ['comics', 'comics'],
  ['electronics', 'electronics'],
  ['graphics', 'graphics'],
]);

const MAX_KIND_WORDS = 4;

/** How common in English each half of a compound must be (Zipf frequency: "lite" 2.8 passes, "tas" 2.3 does not). */
const COMPOUND_PART_ZIPF = 2.5;
const COMPOUND_PART_MIN = 3;

/**
 * A closed compound of two English words that word lists lack, as game genres are written:
 * "deckbuilder" (deck + builder), "roguelite" (rogue + lite). "cartas" and "idiomas" are none.
 */
function isEnglishCompound(word: string): boolean {
  const lower = word.toLowerCase();
  for (let cut = COMPOUND_PART_MIN; cut <= lower.length - COMPOUND_PART_MIN; cut += 1)
    if (zipfFrequency(lower.slice(0, cut)) >= COMPOUND_PART_ZIPF && zipfFrequency(lower.slice(cut)) >= COMPOUND_PART_ZIPF)
      return true;
  return false;
}

/**
 * Whether the words of a category part are English: one of them is an English word, a compound of
 * two ("Deckbuilder roguelite") or an acronym ("HVAC"). "Jogos de cartas" and "Educação / idiomas" are not.
 */
export function inEnglish(words: readonly string[]): boolean {
  return words.some((word) => /^\p{Lu}{2,}s?$/u.test(word) || isEnglishWord(word) || isEnglishCompound(word));
}

/** The parts of a category as the visitor wrote it: "Games / Puzzle", "Sports – Cricket". */
export const categoryParts = (category: string): string[] => category.split(/\s*[/|]\s*|\s+[-–—]\s+/).filter(Boolean);

/** A bracket in a category part: "Board (mancala)", "Road safety game (ages 5-8)". */
const BRACKET = /\s*\(([^)]*)\)/g;
/** A bracket of this many words at most names the kind more closely ("mancala"); a longer one explains ("needs a robot"). */
const REFINEMENT_WORDS = 2;

/**
 * A category part without its brackets, the words of a short one before the rest: "Board
 * (mancala)" → "mancala Board"; one with figures ("ages 5-8", "T20") says who or which, and is left out.
 */
function withRefinement(part: string): string {
  const refinements = [...part.matchAll(BRACKET)]
    .map((match) => (match[1] ?? '').trim())
    .filter((inner) => inner && !/\d/.test(inner) && inner.split(/\s+/).length <= REFINEMENT_WORDS);
  return [...refinements, part.replace(BRACKET, '')].join(' ').trim();
}

/**
 * A category part as words before "app": "Video Players & Editors" → "video player and editor".
 * A capitalised word stays capitalised when the brief writes it so mid-sentence (`kept`: "Deaf").
 */
function kindWords(given: string, kept: ReadonlySet<string>): string[] | null {
  const part = withRefinement(given);
  // "Kids 3–6 early math", "Sports – Cricket, T20": a part with figures or punctuation describes, it does not name a kind.
  if (/[\d()[\]:;,.!?]/.test(part)) return null;
  const written = part
    .replace(/\s*&\s*/g, ' and ')
    .split(/\s+/)
    .filter(Boolean);
  // "Jogos de cartas": the copy is English, so a part in another language would make "a jogo de carta game".
  if (!inEnglish(written)) return null;
  const words = written
    // "Wear OS", "Apple TV": a word before an acronym is part of a product's name and keeps its capital.
    // "Social-emotional", "Dementia-friendly": a hyphenated word is written mid-sentence like any other.
    .map((word, index) =>
      /^\p{Lu}\p{Ll}+(?:-\p{Ll}+)*$/u.test(word) && !/^\p{Lu}{2,}$/u.test(written[index + 1] ?? '') && !kept.has(word)
        ? midSentenceWord(word)
        : word,
    )
    .map((word) => SINGULAR.get(word) ?? PLURAL_MODIFIERS.get(word) ?? (/^\p{Ll}{3,}s$/u.test(word) ? singular(word) : word));
  return words.length > 0 && words.length <= MAX_KIND_WORDS ? words : null;
}

/**
 * Store shelves that say what an app is for, so a more specific part refines them rather than
 * replacing them: "Dating / Deaf community" is a Deaf community dating app, "Video Players /
 * Lecture recordings" a lecture recording video player app, not a recording app. The others
 * ("Medical", "Lifestyle", "Business") name an area the specific part says more closely.
 * https://support.google.com/googleplay/android-developer/answer/9859673
 */
const SHELVES_NAMING_KIND = new Set(['dating', 'comics', 'video player', 'video player and editor', 'library and demo']);

/** Whether a kind's words are only a shelf that says what an app is for ("dating", "library and demo"). */
const namesKindShelf = (words: readonly string[]) => SHELVES_NAMING_KIND.has(words.join(' ').toLowerCase());

/**
 * The specific part beside the shelf it refines: "Deaf community" + "dating" → "Deaf community
 * dating"; an activity (`written` ends in -ing) takes the shelf as its object ("comics collecting",
 * not "collecting comics"); "Lecture recordings" is a thing, written "lecture recording video player".
 */
function refiningShelf(specific: string[], shelf: readonly string[], written: string): string[] {
  return /\p{L}{3}ing$/u.test(written.trim()) ? [...shelf, ...specific] : [...specific, ...shelf];
}

/**
 * Game genres written as nouns that already mean a game ("a solo tabletop RPG", not "an RPG
 * game"): https://en.wikipedia.org/wiki/Video_game_genre
 */
const GAME_NOUNS = new Set(['rpg', 'jrpg', 'mmorpg', 'mmo', 'moba', 'roguelike', 'roguelite', 'metroidvania', 'deckbuilder']);

/**
 * The app's kind from its own category, without article: "Health & Fitness" → "health and
 * fitness app", "Puzzle" for a game → "puzzle game", "Lifestyle / Beekeeping" → "beekeeping app"
 * (the last part that names a kind is the most specific), "Games / Board (mancala)" → "mancala
 * board game", "Dating / Deaf community" → "Deaf community dating app" (a shelf that says what the
 * app is for stays beside the part that refines it). A category written as a sentence, or
 * none, gives `fallback`: a pack picked on a trigger word must never name the kind ("a home and
 * car app" for a plant-care app filed under House & Home).
 */
export function kindOfApp(category: string, isGame: boolean, fallback: string, kept: ReadonlySet<string> = new Set()): string {
  const written = categoryParts(category);
  const parts = written.map((part) => kindWords(part, kept));
  const at = parts.findLastIndex((found) => found !== null);
  const found = parts[at];
  if (!found) return fallback;
  const [shelf] = parts;
  const words = at > 0 && shelf && namesKindShelf(shelf) ? refiningShelf(found, shelf, withRefinement(written[at] ?? '')) : found;
  return withHead(words, isGame);
}

/** A kind's words with "app" or "game" after them, unless they say it already ("card game", "solo tabletop RPG"). */
function withHead(words: readonly string[], isGame: boolean): string {
  const last = words[words.length - 1]?.toLowerCase() ?? '';
  if (last === 'app' || last === 'game' || (isGame && GAME_NOUNS.has(last))) return words.join(' ');
  return `${words.join(' ')} ${isGame ? 'game' : 'app'}`;
}

/** Words of a kind that name no shelf of their own: "health and fitness app", "children's game". */
const KIND_GLUE = new Set(['and', 'app', 'game', "children's"]);

/**
 * Whether a kind names only where the stores file the app ("medical app", "house and home app",
 * "puzzle game"), not what it is ("beekeeping app"); an empty kind names nothing either.
 */
export function namesOnlyShelf(kind: string): boolean {
  return kind
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => KIND_GLUE.has(word) || STORE_SHELF_WORDS.has(word) || STORE_SHELF_WORDS.has(singular(word)));
}

/**
 * The app's kind, without article: the subject's ("tinnitus app", "curling game") when the
 * category names only a store shelf ("medical app") and the brief is clear about its subject;
 * both when the shelf says what the app is for and the subject refines it ("lantern puzzle game",
 * "letter dating app"); else the category's kind, or `fallback` when the category names none.
 * When unsure, the shelf.
 */
export function kindOfListing(
  category: string,
  isGame: boolean,
  subject: AppSubject | null,
  fallback: string,
  kept: ReadonlySet<string> = new Set(),
): string {
  const kind = kindOfApp(category, isGame, '', kept);
  if (!subject?.confident || !namesOnlyShelf(kind)) return kind || fallback;
  const shelf = kind.replace(/\s+(?:app|game)$/, '');
  // "lantern puzzle game", not "lantern children's game": a game's shelf is refined when it is a genre.
  const refined = isGame
    ? shelf !== 'game' && shelf.split(' ').every((word) => STORE_SHELF_WORDS.has(word))
    : namesKindShelf(shelf.split(' '));
  return refined ? `${subject.singular} ${kind}` : `${subject.singular} ${isGame ? 'game' : 'app'}`;
}

/**
 * Game genres of the App Store and Google Play game shelves
 * (https://developer.apple.com/app-store/categories/, https://support.google.com/googleplay/android-developer/answer/9859673)
 * that name nothing but a game; "Sports", "Music", "Family" and "Educational" also name apps.
 */
const GAME_ONLY_GENRES = new Set([
  'action',
  'adventure',
  'arcade',
  'board',
  'card',
  'casino',
  'casual',
  'puzzle',
  'racing',
  'role playing',
  'role-playing',
  'rpg',
  'simulation',
  'strategy',
  'trivia',
  'word',
]);

/**
 * Whether a category the visitor typed files a game: it says "game" ("Games / Puzzle", "Word
 * game") or is a game-only genre ("Puzzle", "Role Playing"). "Sports / Pigeon racing" is no game.
 */
export function isGameCategory(category: string): boolean {
  const lower = category.toLowerCase();
  const parts = categoryParts(lower);
  return /\bgames?\b/.test(lower) || (parts.length === 1 && GAME_ONLY_GENRES.has(parts[0]?.trim() ?? ''));
}
