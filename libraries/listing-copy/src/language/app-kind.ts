import { singular } from '@aiapp/text';

// A Map, not an object: a category word such as "__proto__" or "constructor" must not find Object's own members.
const SINGULAR = new Map([
  ['games', 'game'],
  ['utilities', 'utility'],
  ['apps', 'app'],
]);

/** Plurals that stay plural before "app": "a kids app", "a sports app", "a news app". */
const PLURAL_MODIFIERS = new Set(['kids', 'sports', 'news', 'comics', 'electronics', 'graphics']);

/**
 * The app's kind from its own category, without article: "Health & Fitness" → "health and
 * fitness app", "Puzzle" for a game → "puzzle game", "Lifestyle / Beekeeping" → "beekeeping app"
 * (the last part is the most specific). A category written as a sentence, or none, gives
 * `fallback`: a pack picked on a trigger word must never name the kind ("a home and car app"
 * for a plant-care app filed under House & Home).
 */
export function kindOfApp(category: string, isGame: boolean, fallback: string): string {
  const specific =
    category
      .split(/\s*[/|]\s*|\s+[-–—]\s+/)
      .filter(Boolean)
      .at(-1) ?? category;
  const words = specific
    .replace(/\s*&\s*/g, ' and ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (/^\p{Lu}\p{Ll}+$/u.test(word) ? word.toLowerCase() : word))
    .map((word) => SINGULAR.get(word) ?? word);
  if (words.length === 0 || words.length > 4) return fallback;
  const last = words[words.length - 1]?.toLowerCase();
  if (last === 'app' || last === 'game') return words.join(' ');
  // "Habits" → "a habit app", "Photos" → "a photo app": a noun before "app" is singular.
  const lastWord = words.pop() as string;
  const head = /^\p{Ll}+s$/u.test(lastWord) && !PLURAL_MODIFIERS.has(lastWord) ? singular(lastWord) : lastWord;
  return `${[...words, head].join(' ')} ${isGame ? 'game' : 'app'}`;
}
