import pluralize from 'pluralize';
import { words } from './words';

/**
 * Singular and plural of English words, from `pluralize` (its rules cover "classes", "buses",
 * "quizzes", "wolves", "people"). Words app copy uses that look plural but are not, or that the
 * library would turn into a rarer word ("data" → "datum", "does" → "doe"), are kept as they are.
 */
const KEPT_AS_THEY_ARE = [
  'news',
  'series',
  'species',
  'fitness',
  'business',
  'wellness',
  'mindfulness',
  'analytics',
  'maths',
  'ios',
  'sms',
  'gps',
  'plus',
  'gas',
  'yes',
  'this',
  'its',
  'always',
  'less',
  'lens',
  'canvas',
  'us',
  'does',
  'data',
  'media',
];
for (const word of KEPT_AS_THEY_ARE) pluralize.addUncountableRule(word);

/** The singular of a word, lower-cased: "Habits" → "habit", "diaries" → "diary", "buses" → "bus". */
export function singular(word: string): string {
  const lower = word.toLowerCase();
  // Two letters are never an English plural (the library's pronoun rule would turn "us" into
  // "me"), and an acronym is no plural either: "GPS", "SMS", "LEDES" stay as they are.
  return lower.length <= 2 || /^\p{Lu}{2,}\d*$/u.test(word) ? lower : pluralize.singular(lower);
}

/** The plural of a word, lower-cased: "habit" → "habits", "quiz" → "quizzes". */
export function plural(word: string): string {
  return pluralize.plural(word.toLowerCase());
}

/** The words of a text, folded (lower case, no accents) and singular: the form every keyword comparison uses. */
export function foldedWords(text: string): string[] {
  return words(text).map(singular);
}
