import { STORE_SHELF_WORDS } from '@aiapp/store-facts';
import { isProperWord, memoized, midSentenceWord, plainLine, plural, singular, STOP_WORDS } from '@aiapp/text';
import { NEUTRAL_WORDS } from '../claims/neutral-words';
import { isVerbForm, taggedVerb } from './action-verbs';
import { LEXICON } from './grammar';

/**
 * What an app is about (plants, parking, invoices, kanji), read from its own name, category,
 * description and features: the noun the brief comes back to most. Not its features' machinery
 * ("reminders", "export", "widget"), which many apps share. Issue 28 asks for it where people
 * read first (the landing page's headline or subhead) and in review previews.
 */
export interface AppSubject {
  /** As a modifier, singular: "plant" in "a plant app". */
  singular: string;
  /** As a topic, the way the brief writes it most: "plants", "parking", "kanji". */
  topic: string;
}

export interface SubjectSources {
  name: string;
  category?: string;
  description?: string;
  /** Who the app is for: it confirms a noun the brief names elsewhere ("hearing aids"), never adds one ("developers"). */
  audience?: string;
  features: readonly string[];
}

/** Nouns that name how an app works, not what it is about: shared by apps of every kind. */
export const MACHINERY: ReadonlySet<string> = new Set(
  (
    'reminder notification alert mode photo picture note list log history chart graph export import widget sync account ad ' +
    'subscription purchase search calendar schedule backup pdf csv gps offline theme stat statistic progress goal streak tag ' +
    'filter profile feed timer report map summary overview dashboard template support apple google android ios icloud cloud ' +
    'tablet button level score leaderboard friend family tap link code qr scan scanner voice text message chat share ' +
    'entry record trend insight tip guide lesson mode color colour font dark light sound sign login password pin lock ' +
    'home tracker track tracking view minute hour week month year day daily per app game feature hundred thousand million ' +
    'dozen custom wear religion spirituality management sample'
  ).split(' '),
);

/** A category part beyond the shelves ("Lifestyle / Beekeeping") names the subject outright. */
const SPECIFIC_CATEGORY_WEIGHT = 3;
/** A word the app's name holds ("Kanji Brush", "Birdsongs") wins a tie. */
const NAME_WEIGHT = 1;
/** Who the app is for breaks a tie between the brief's nouns; it does not outweigh the category's word. */
const AUDIENCE_WEIGHT = 0.5;
/** A name's own word this short ("Go", "Pro", "Hub") is no subject. */
const NAME_WORD_MIN = 4;
/** Inside a coined name ("Welshwords") only a word this long counts: "board" in "Honkboard" is no subject. */
const NAME_PART_MIN = 6;
const VERB_TAGS = new Set(['Infinitive', 'Verb', 'PresentTense', 'PastTense', 'Imperative']);

/** Whether a feature line's first word reads as its action: a verb, or a word the lexicon does not know ("Trace letters"). */
function opensWithAction(word: string): boolean {
  const tag = LEXICON[word];
  return tag === undefined || VERB_TAGS.has(tag) || isVerbForm(word);
}

const ADJECTIVE_ENDING = /(?:al|ic|ive|ous|ful|less|able|ible|ish|ary|ly)$/;

/** Words whose answer is kept: a brief's words recur in the next brief's. */
const SUBJECT_WORDS_KEPT = 50_000;

/** Whether a word can be what an app is about: a noun of the brief, not a function, neutral, machinery or verb word. */
const isSubjectWord: (word: string) => boolean = memoized(readsAsSubject, SUBJECT_WORDS_KEPT);

function readsAsSubject(word: string): boolean {
  if (word.length < 3 || STOP_WORDS.has(word) || NEUTRAL_WORDS.has(word) || MACHINERY.has(word)) return false;
  const tag = LEXICON[word];
  if (tag === 'Adjective' || tag === 'Adverb' || tag === 'Preposition' || tag === 'Determiner') return false;
  // "drivers", "developers", "parents": people are who an app is for, not what it is about ("a driver app" for a fleet manager's).
  if (tag === 'Actor') return false;
  if (tag === undefined && ADJECTIVE_ENDING.test(word)) return false;
  // "serialized", "copied": participles describe; a noun in -ed ("bed", "seed") is in the lexicon as one.
  if (/ed$/.test(word) && tag !== 'Singular' && tag !== 'Noun') return false;
  // "identify", "calibrate": a word compromise does not list but reads as a verb names an action.
  if (tag === undefined && taggedVerb(word)) return false;
  // "track", "scale": verbs open features; a gerund that names a field ("parking", "beekeeping") stays.
  return !isVerbForm(word) || /ing$/.test(word);
}

/** Words as written ("GPX", "Plants"), a camel-cased name split ("PlantPal" → "Plant Pal"), markup left out. */
const writtenWords = (text: string) =>
  // Markup a visitor typed ("<img src=x>") is no word of the brief.
  plainLine(text)
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .match(/\p{L}[\p{L}'’]*/gu) ?? [];
const wordsOfText = (text: string) => writtenWords(text).map((word) => word.toLowerCase());
const ACRONYM = /^\p{Lu}{2,}s?$/u;
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The brief's subject, or null when no noun stands out. */
export function appSubject(sources: SubjectSources): AppSubject | null {
  const counts = new Map<string, { score: number; first: number; plural: number; acronym: number }>();
  let position = 0;
  const count = (text: string, weight: number, skipFirst = false, confirmOnly = false) => {
    // "200+ yoga classes" opens with a figure: its first word is no action.
    const opensWithWord = /^\s*\p{L}/u.test(plainLine(text));
    writtenWords(text).forEach((asWritten, index) => {
      position += 1;
      const written = asWritten.toLowerCase();
      // "phonics", "analytics" are singular nouns; "phonic" would read as an adjective.
      const key = written.endsWith('ics') ? written : singular(written);
      // A feature line opens with what you do ("Trace letters", "Dig deeper"), not what it is about.
      if (skipFirst && opensWithWord && index === 0 && opensWithAction(key)) return;
      // "Navigation", "Music", "Puzzle": a store's category name says where an app is filed, not what it is about.
      // Whether it can be a subject at all is asked of the best-placed words only, at the end.
      if (MACHINERY.has(key) || STORE_SHELF_WORDS.has(key)) return;
      if (confirmOnly && !counts.has(key)) return;
      const entry = counts.get(key) ?? { score: 0, first: position, plural: 0, acronym: 0 };
      entry.score += weight;
      if (written !== key) entry.plural += 1;
      if (ACRONYM.test(asWritten)) entry.acronym += 1;
      counts.set(key, entry);
    });
  };
  // The app's own name inside its description ("SpotFinder shows…") is a name, not a subject.
  const withoutName = (text: string) => (sources.name.trim() ? text.split(sources.name.trim()).join(' ') : text);
  count(withoutName(sources.description ?? ''), 1);
  sources.features.forEach((feature) => count(withoutName(feature), 1, true));
  // The category's most specific part names the subject outright, its head word most of all ("Youth soccer" → soccer).
  const categoryWords = writtenWords(sources.category?.split(/\s*[/|]\s*/).at(-1) ?? '');
  const specific = categoryWords.some(
    (word) => !STORE_SHELF_WORDS.has(singular(word.toLowerCase())) && !STOP_WORDS.has(word.toLowerCase()),
  );
  categoryWords.forEach((word, index) =>
    count(word, !specific ? 1 : index === categoryWords.length - 1 ? SPECIFIC_CATEGORY_WEIGHT : 1),
  );
  count(withoutName(sources.audience ?? ''), AUDIENCE_WEIGHT, false, true);
  // The name only confirms: "PlantPal" and "Welshwords" make "plant" and "welsh" win, "Leafy" alone says nothing.
  const nameWords = new Set(wordsOfText(sources.name).map(singular));
  const joinedName = sources.name.toLowerCase().replace(/[^\p{L}]/gu, '');
  for (const [word, entry] of counts)
    if (nameWords.has(word) || (word.length >= NAME_PART_MIN && joinedName.includes(word))) entry.score += NAME_WEIGHT;
  // A noun of the name the brief does not repeat ("Jinwire Bonsai") may still be the subject, after every other.
  for (const word of nameWords)
    if (
      word.length >= NAME_WORD_MIN &&
      !counts.has(word) &&
      !MACHINERY.has(word) &&
      !STORE_SHELF_WORDS.has(word) &&
      isSubjectWord(word)
    )
      counts.set(word, { score: NAME_WEIGHT, first: (position += 1), plural: 0, acronym: 0 });
  // The highest score wins, the earlier word on a tie; a word that cannot be a subject is passed
  // over. Asked in that order, compromise parses only the words down to the winner, not every new
  // word of the brief (about 0.1 ms each).
  const best = [...counts].sort(([, a], [, b]) => b.score - a.score || a.first - b.first).find(([word]) => isSubjectWord(word));
  if (!best) return null;
  const [key, seen] = best;
  // "GPX", "BLE": an acronym the brief writes in capitals stays in capitals.
  // "Bluetooth", "Welsh": a name or language keeps its capital mid-sentence.
  const word = seen.acronym > 0 ? key.toUpperCase() : isProperWord(key) ? midSentenceWord(capitalized(key)) : key;
  // "plants" when the brief writes the word in the plural; "parking", "sleep", "kanji" stay as written.
  return {
    singular: word,
    topic: seen.plural > 0 ? (seen.acronym > 0 ? `${word}s` : plural(word)) : word,
  };
}
