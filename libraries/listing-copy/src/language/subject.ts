import nlp from 'compromise';
import { plural, singular, STOP_WORDS } from '@aiapp/text';
import { NEUTRAL_WORDS } from '../claims/neutral-words';
import { isVerbForm } from './action-verbs';

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
  features: readonly string[];
}

/** Nouns that name how an app works, not what it is about: shared by apps of every kind. */
const MACHINERY = new Set(
  (
    'reminder notification alert mode photo picture note list log history chart graph export import widget sync account ad ' +
    'subscription purchase search calendar schedule backup pdf csv gps offline theme stat statistic progress goal streak tag ' +
    'filter profile feed timer report map summary overview dashboard template support apple google android ios icloud cloud ' +
    'tablet button level score leaderboard friend family tap link code qr scan scanner voice text message chat share ' +
    'entry record trend insight tip guide lesson mode color colour font dark light sound sign login password pin lock ' +
    'home tracker track tracking view minute hour week month year day daily per app game feature'
  ).split(' '),
);

/**
 * Words of the stores' own shelves (https://developer.apple.com/app-store/categories/,
 * https://support.google.com/googleplay/android-developer/answer/9859673): a category made of
 * them says where an app is filed, not what it is about ("House & Home" for a plant-care app).
 */
const SHELF_WORDS = new Set(
  (
    'lifestyle productivity health fitness house home education finance business utility utilities tool tools travel ' +
    'navigation entertainment social networking medical music photo photography video sport sports weather food drink ' +
    'shopping book books reference news kid kids family game games communication personalization personalisation art ' +
    'design auto vehicle vehicles map maps parenting dating event events beauty comic comics library demo developer ' +
    'graphics magazine magazines newspaper newspapers puzzle word board card casual action adventure arcade simulation ' +
    'strategy trivia role playing racing stickers other general'
  ).split(' '),
);
/** A category part beyond the shelves ("Lifestyle / Beekeeping") names the subject outright. */
const SPECIFIC_CATEGORY_WEIGHT = 3;

const ADJECTIVE_ENDING = /(?:al|ic|ive|ous|ful|less|able|ible|ish|ary|ly)$/;
/** compromise's own word list (https://github.com/spencermountain/compromise): a lookup, not a parse, so it costs nothing per request. */
const lexicon = (nlp.world() as { model: { one: { lexicon: Record<string, string | undefined> } } }).model.one.lexicon;

/** Whether a word can be what an app is about: a noun of the brief, not a function, neutral, machinery or verb word. */
function isSubjectWord(word: string): boolean {
  if (word.length < 3 || STOP_WORDS.has(word) || NEUTRAL_WORDS.has(word) || MACHINERY.has(word)) return false;
  const tag = lexicon[word];
  if (tag === 'Adjective' || tag === 'Adverb' || tag === 'Preposition' || tag === 'Determiner') return false;
  if (tag === undefined && ADJECTIVE_ENDING.test(word)) return false;
  // "track", "scale": verbs open features; a gerund that names a field ("parking", "beekeeping") stays.
  return !isVerbForm(word) || /ing$/.test(word);
}

const wordsOfText = (text: string) =>
  text
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .match(/\p{L}[\p{L}'’]*/gu) ?? [];

/** The brief's subject, or null when no noun stands out. */
export function appSubject(sources: SubjectSources): AppSubject | null {
  const counts = new Map<string, { score: number; first: number; plural: number }>();
  let position = 0;
  const count = (text: string, weight: number) => {
    for (const written of wordsOfText(text)) {
      position += 1;
      // "phonics", "analytics" are singular nouns; "phonic" would read as an adjective.
      const key = written.endsWith('ics') ? written : singular(written);
      if (MACHINERY.has(key) || !isSubjectWord(key)) continue;
      const entry = counts.get(key) ?? { score: 0, first: position, plural: 0 };
      entry.score += weight;
      if (written !== key) entry.plural += 1;
      counts.set(key, entry);
    }
  };
  // The app's own name inside its description ("SpotFinder shows…") is a name, not a subject.
  const withoutName = (text: string) => (sources.name.trim() ? text.split(sources.name.trim()).join(' ') : text);
  count(withoutName(sources.description ?? ''), 1);
  sources.features.forEach((feature) => count(withoutName(feature), 1));
  const categoryWords = wordsOfText(sources.category?.split(/\s*[/|]\s*/).at(-1) ?? '');
  const specific = categoryWords.some((word) => !SHELF_WORDS.has(singular(word)) && !STOP_WORDS.has(word));
  count(categoryWords.join(' '), specific ? SPECIFIC_CATEGORY_WEIGHT : 1);
  // The name only confirms: "PlantPal" makes "plant" win a tie, "Leafy" alone says nothing.
  for (const word of new Set(wordsOfText(sources.name).map(singular))) {
    const entry = counts.get(word);
    if (entry) entry.score += 1;
  }
  let best: [string, { score: number; first: number; plural: number }] | null = null;
  for (const candidate of counts) {
    if (
      !best ||
      candidate[1].score > best[1].score ||
      (candidate[1].score === best[1].score && candidate[1].first < best[1].first)
    )
      best = candidate;
  }
  if (!best) return null;
  const [word, seen] = best;
  // "plants" for a countable noun compromise knows, or one the brief writes in the plural;
  // "parking", "money" and words it does not know ("kanji") stay as they are.
  const countable = seen.plural > 0 || lexicon[word] === 'Singular';
  return { singular: word, topic: countable ? plural(word) : word };
}
