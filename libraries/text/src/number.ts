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
// A field of study or a skill named in "-ics" is a singular noun: "a physics puzzle game", "a
// logistics app", "a phonics game" (never "physic", "logistic"); "metrics" and "lyrics" are plurals.
pluralize.addUncountableRule(
  /^(?:phys|logist|mathemat|econom|electron|genet|athlet|gymnast|linguist|robot|aerob|acoust|eth|polit|opt|phon|genom|informat|ergonom|aeronaut|avion|hydraul|calisthen|obstetr|p(?:a)?ediatr|geriatr|orthodont|semant|phonet)ics$/i,
);
// The library reads every "-ches" as "-ch" + "es" ("headaches" → "headach"); these nouns end in "-che".
pluralize.addSingularRule(
  /^((?:head|back|tooth|ear|heart|stomach|belly)?ache|cache|niche|avalanche|moustache|mustache|quiche|cliche|creche|psyche)s$/i,
  '$1',
);

const singulars = new Map<string, string>();
/** Bounded: words are cached while the map is small, then computed (pluralize runs dozens of regexes per word). */
const MAX_CACHED_SINGULARS = 50_000;

/** The singular of a word, lower-cased: "Habits" → "habit", "diaries" → "diary", "buses" → "bus", "children's" → "child". */
export function singular(word: string): string {
  // Keyed by the word as given (its case decides the acronym test), so a known word costs one look-up.
  const known = singulars.get(word);
  if (known !== undefined) return known;
  const result = singularOf(word);
  if (singulars.size < MAX_CACHED_SINGULARS) singulars.set(word, result);
  return result;
}

function singularOf(word: string): string {
  const lower = word.toLowerCase();
  // Two letters are never an English plural (the library's pronoun rule would turn "us" into
  // "me"), and an acronym is no plural either: "GPS", "SMS", "LEDES" stay as they are.
  if (lower.length <= 2 || /^\p{Lu}{2,}\d*$/u.test(word)) return lower;
  // "children's", "baker's": the possessive's noun, never the library's "children'" or "baker'".
  const possessor = /^(.+)['’]s$/u.exec(lower)?.[1];
  if (possessor !== undefined) return singular(possessor);
  return pluralize.singular(lower);
}

/** The plural of a word, lower-cased: "habit" → "habits", "quiz" → "quizzes". */
export function plural(word: string): string {
  return pluralize.plural(word.toLowerCase());
}

/** The words of a text, folded (lower case, no accents) and singular: the form every keyword comparison uses. */
export function foldedWords(text: string): string[] {
  return words(text).map(singular);
}
