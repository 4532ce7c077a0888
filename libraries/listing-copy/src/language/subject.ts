import { STORE_SHELF_WORDS } from '@aiapp/store-facts';
import {
  isChatShorthand,
  isForeignFunctionWord,
  isProperWord,
  memoized,
  midSentenceWord,
  plainLine,
  plural,
  singular,
  STOP_WORDS,
  zipfFrequency,
} from '@aiapp/text';
import { NEUTRAL_WORDS } from '../claims/neutral-words';
import { isVerbForm, taggedVerb } from './action-verbs';
import { inEnglish } from './app-kind';
import { LEXICON } from './grammar';
import { readPhrase } from './feature-phrases';
import { rememberedTerms, taggedTerms } from './tagged-terms';

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
  /**
   * Whether the brief comes back to it clearly enough to name the app's kind ("a tinnitus app"
   * rather than "a medical app"): it is named in several of the brief's lines and well ahead of
   * any other noun. A subject that is not may still be said beside a feature, never as what the app is.
   */
  confident: boolean;
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
    'dozen custom wear religion spirituality management sample ' +
    // The parts a reader goes through, as "lesson" and "level": what a magazine, comic or book app is made of, not about.
    'episode chapter issue ' +
    // What an app is as a tool, never what it is about: "a finder for refill shops", "a Wear OS sailing helper".
    'finder helper planner companion calculator organizer organiser assistant manager console diary journal logbook notebook ' +
    'tool kit hub'
  ).split(' '),
);

/**
 * Nouns for people and groups of them that compromise does not tag as people ("split tips among
 * staff", "members contribute each round"): who uses an app, never what it is about.
 */
const PEOPLE: ReadonlySet<string> = new Set(
  'staff member client customer team guest patient student pupil employee colleague volunteer household'.split(' '),
);

/**
 * A category part beyond the shelves ("Lifestyle / Beekeeping") names the subject outright, its
 * rarest word most of all ("Pigeon racing" → pigeon, "Luthier workshop" → luthier).
 */
const SPECIFIC_CATEGORY_WEIGHT = 5;
/** How rare a category word the corpus lacks counts when choosing the category's most telling word. */
const UNLISTED_NICHE_RARITY = 0.8;
/**
 * A word the app's name holds ("Kanji Brush", "Jinwire Bonsai") wins a tie; a rare one wins over a
 * word the brief only repeats ("bonsai" over "tree"), a common one ("Rounds & Calls") only a tie.
 */
const NAME_WEIGHT = 1;
const RARE_NAME_BONUS = 0.5;
/** A noun only the name holds ("Jinwire Bonsai") is the subject when the brief names nothing twice. */
const NAME_ONLY_WEIGHT = 0.9;
/** A description's first words, up to its first preposition, participle or clause, say what the app is. */
const DESCRIPTION_LEAD_WEIGHT = 1.5;
/** Where a description's sentences and lines end. */
const SENTENCE_BREAK = /\n+|(?<=[.!?])\s+/;
const DESCRIPTION_LEAD_END =
  /\s(?=(?:for|with|that|which|whose|who|where|to|in|on|from|by|of|designed|built|made|set|created|aimed|tailored)\s)|,/i;
/** Who the app is for breaks a tie between the brief's nouns; it does not outweigh the category's word. */
const AUDIENCE_WEIGHT = 0.5;
/**
 * A subject names the app's kind only when this many of the brief's lines (features, audience,
 * category; the name is not a line) name it, it scores this many times its runner-up and no line
 * writes it as a verb or the head of a compound. Judged by hand on the 238 briefs of the tune half and the
 * spent sets whose kind is only a store shelf ("a medical app"): of the subjects named in two
 * lines or more about 57% were right; of the 9 confident ones, all.
 */
const CONFIDENT_LINES = 3;
const CONFIDENT_LEAD = 1.5;
/** A name's own word this short ("Go", "Pro", "Hub") is no subject. */
const NAME_WORD_MIN = 4;
/** Inside a coined name ("Welshwords") only a word this long counts: "board" in "Honkboard" is no subject. */
const NAME_PART_MIN = 6;
/**
 * How much a mention counts, by how rare the word is in everyday English (Zipf frequency, 3 for
 * "bonsai", 5 for "ball"): from 0.9 for a word any brief uses in passing to 1.1 for one that names
 * a trade or hobby, so it settles ties between words the brief comes back to and never outweighs
 * a second mention. A word English corpora do not list (a coinage, a loanword, jargon) sits between.
 */
function specificity(word: string): number {
  return 0.9 + 0.2 * rarity(word);
}

/** 0 for a word every brief may use ("call", "ball"), 1 for a rare one ("bonsai"); 0.5 for one the corpus lacks. */
function rarity(word: string): number {
  const zipf = zipfFrequency(word);
  return zipf === 0 ? 0.5 : Math.min(1, Math.max(0, (5.5 - zipf) / 2.5));
}

/**
 * Nouns for people in an audience ("hobbyists", "growers", "parents", "fans"): who an app is for,
 * never its subject; the word before one names their trade or hobby ("bonsai hobbyists").
 */
export const PERSON_NOUN =
  /^(?:\p{L}{3,}(?:ers|ists|ors|ians|ants|ents)|people|folks?|fans|famil(?:y|ies)|kids|children|adults|teens|staff|crews?|owners|users|members|beginners|learners|speakers)$/u;
/**
 * The word before a person noun in the audience names the trade or hobby the app serves: it counts
 * more than one feature's mention, where the audience's other nouns only confirm one the brief names.
 */
const TRADE_WEIGHT = 3;

/** A category part with a figure ("Ages 3-6", "Education (5-9)") names an age band, not a subject. */
const AGE_BAND = /\d/;

/** "people living with X", "adults with X": the people, then what they live with, up to a list's next item or a clause. */
const LIVING_WITH =
  /^(?:\p{L}+\s+){0,2}?(?:people|adults|children|kids|patients|readers|users|women|men|those|anyone)\s+(?:(?:living|diagnosed|dealing)\s+with|with|who\s+have)\s+(.+)$/iu;
const ALTERNATIVES = /^[^,/;]+(?:,|\/)[^,/;]+\s(?:or|and)\s/i;
/** "For people living with tinnitus.", "Made for adults with dyslexia": a sentence that says who the app is for. */
const FOR_WHOM_OPENING = /^\s*(?:(?:made|designed|built)\s+)?for\s+(.+?)[.!]?\s*$/i;
const QUALIFIER = /\b\p{L}+\s+\d+\b(?:\s+(?:or|and)\s+)?/gu;
const CONDITION_END = /\s*(?:,|\/|;|\(|\s(?:and|or|who|that|looking|after|incl\.?|including)\s)/i;

/**
 * What the people of an audience live with, when it names people "with" something: "tinnitus" of
 * "adults with tinnitus", "memory loss" of "older adults with memory loss and their carers"; '' for
 * a list of alternatives ("a colostomy, ileostomy or urostomy") and any other audience
 * ("beekeepers with 1-40 hives" names no condition).
 */
function livedWith(audience: string): string {
  // "type 1 or type 2 diabetes": a word before a figure qualifies the condition; it is left out.
  const said = (LIVING_WITH.exec(audience.trim())?.[1] ?? '').replace(QUALIFIER, '');
  // "a colostomy, ileostomy or urostomy": one of several the app serves alike is not what it is about.
  if (ALTERNATIVES.test(said)) return '';
  return (said.split(CONDITION_END)[0] ?? '').trim();
}

const OBJECT_OPENERS = ['Determiner', 'Possessive', 'Pronoun', 'QuestionWord'];
const SUBJECT_WORDS = ['Pronoun', 'QuestionWord'];
/** compromise's lexicon tags for times: "weekend", "today", "monday", "january". */
const TIME_TAGS = ['Date', 'Duration', 'WeekDay', 'Month'];

/** compromise's lexicon tags for a word ("your" → Possessive, Pronoun), none for a word it does not list. */
const lexiconTags = (word: string | undefined): readonly string[] =>
  [(word === undefined ? undefined : LEXICON[word.toLowerCase()]) ?? []].flat();

/** Whether a word opens a verb's object: "the", "your", "them", "which". */
const opensObject = (word: string | undefined) => lexiconTags(word).some((tag) => OBJECT_OPENERS.includes(tag));

/** Whether a word makes the -ing form after it a verb: "is", "are", "who's", "they're". */
function beforeProgressive(word: string | undefined): boolean {
  const contraction = /^(\p{L}+)['’](?:s|re)$/u.exec(word ?? '');
  if (contraction) return lexiconTags(contraction[1]).some((tag) => SUBJECT_WORDS.includes(tag));
  return lexiconTags(word).includes('Copula');
}

const ADJECTIVE_ENDING = /(?:al|ic|ive|ous|ful|less|able|ible|ish|ary|ly)$/;

/** Zipf frequency above which a gerund is an everyday verb ("coming" 5.7) rather than a field ("meeting" 5.1, "parking" 4.4). */
const EVERYDAY_GERUND_ZIPF = 5.3;
/** Zipf frequency under which another language's function word is no English noun ("mit" 2.9; "bar" 4.9 and "sub" 3.9 stay). */
const FOREIGN_WORD_ZIPF = 3.5;

/** Words whose answer is kept: a brief's words recur in the next brief's. */
const SUBJECT_WORDS_KEPT = 50_000;

/** Whether a word can be what an app is about: a noun of the brief, not a function, neutral, machinery or verb word. */
const isSubjectWord: (word: string) => boolean = memoized(readsAsSubject, SUBJECT_WORDS_KEPT);

function readsAsSubject(word: string): boolean {
  if (word.length < 3 || STOP_WORDS.has(word) || NEUTRAL_WORDS.has(word) || MACHINERY.has(word)) return false;
  const tag = LEXICON[word];
  if (tag === 'Adjective' || tag === 'Adverb' || tag === 'Preposition' || tag === 'Determiner') return false;
  // "longest", "zero", "min": a superlative, a number or an abbreviation is no subject ("Quill Duel: Longest").
  if (tag === 'Superlative' || tag === 'Abbreviation' || (Array.isArray(tag) && tag.includes('Cardinal'))) return false;
  // "drivers", "developers", "parents": people are who an app is for, not what it is about ("a driver app" for a fleet manager's).
  if (tag === 'Actor' || PEOPLE.has(word)) return false;
  // "taught", "built", "brown": a past form or a comparative describes; "coming", "talking": an
  // everyday gerund is no field, where "parking", "fishing", "meeting" name one.
  if (tag === 'PastTense' || tag === 'Participle' || tag === 'Comparative') return false;
  if (tag === 'Gerund' && zipfFrequency(word) > EVERYDAY_GERUND_ZIPF) return false;
  // "ppl", "thurs": shorthand names nothing.
  if (isChatShorthand(word)) return false;
  if (tag === undefined && ADJECTIVE_ENDING.test(word)) return false;
  // "serialized", "copied": participles describe; a noun in -ed ("bed", "seed") is in the lexicon as one.
  if (/ed$/.test(word) && tag !== 'Singular' && tag !== 'Noun') return false;
  // "identify", "calibrate": a word compromise does not list but reads as a verb names an action.
  if (tag === undefined && taggedVerb(word)) return false;
  // "weekend", "today", "monday": a time names when, not what.
  if (lexiconTags(word).some((each) => TIME_TAGS.includes(each))) return false;
  // "track", "scale": verbs open features; a gerund that names a field ("parking", "beekeeping") stays.
  return !isVerbForm(word) || /ing$/.test(word);
}

/**
 * Whether the first of two audience words is a noun ("bonsai hobbyists", "bell ringers"), read by
 * compromise in context: an adjective before people ("regular visitors") names no trade.
 */
const namesTrade = memoized((pair: string) => {
  const [first] = taggedTerms(pair);
  return first !== undefined && first.tags.has('Noun') && !first.tags.has('Adjective');
}, SUBJECT_WORDS_KEPT);

/** compromise's tags for a word before a noun that make no compound with it: "your tinnitus", "140 knots", "Mark knots". */
const NO_MODIFIER = ['Pronoun', 'Possessive', 'Value', 'ProperNoun', 'Person', 'Verb', 'Adjective', 'Determiner'];

/**
 * Whether a line writes a word as something other than the noun the app is about, read by
 * compromise in the line's context: as a verb ("when to walk"), or as the head of a compound after
 * a noun of its own ("escape room", "sourdough starter", "pub quiz"; "per room", "your tinnitus",
 * "each knot" and a word any listing uses, "head-to-head quizzes", are none). A gerund before it
 * ("hearing aid") counts when the brief names it elsewhere too (`recurs`); "rising tide" does not.
 */
function writesOtherwise(text: string, key: string, recurs: (word: string) => boolean): boolean {
  // Remembered: a landing page asks for its subject more than once, over the same lines.
  const terms = rememberedTerms(plainLine(text));
  return terms.some((term, index) => {
    const written = term.text.toLowerCase();
    if ((written.endsWith('ics') ? written : singular(written)) !== key) return false;
    if (term.tags.has('Verb')) return true;
    const before = terms[index - 1];
    if (before === undefined) return false;
    const modifier = before.text.toLowerCase();
    if (NEUTRAL_WORDS.has(modifier) || STOP_WORDS.has(modifier)) return false;
    if (before.tags.has('Gerund')) return recurs(modifier);
    return before.tags.has('Noun') && !NO_MODIFIER.some((tag) => before.tags.has(tag));
  });
}

/**
 * Whether a word could name what an app is about: a noun of the brief ("kiln", "bells",
 * "parking"), not a verb ("paste", "split"), an adjective ("daily", "plain"), machinery
 * ("reminder", "export") or a store shelf ("Lifestyle").
 */
export function namesSomething(word: string): boolean {
  const key = word.toLowerCase();
  return !MACHINERY.has(key) && !STORE_SHELF_WORDS.has(key) && isSubjectWord(key);
}

/**
 * The first words of a description, up to its first preposition, clause or comma: what the app is
 * ("A kombucha home-brewing logbook", "A laundromat status board").
 */
export function descriptionLead(description: string): string {
  const [opening = ''] = description.trim().split(SENTENCE_BREAK);
  return opening.split(DESCRIPTION_LEAD_END)[0] ?? opening;
}

/** Words as written ("GPX", "Plants"), a camel-cased name split ("PlantPal" → "Plant Pal"), markup left out. */
const writtenWords = (text: string) =>
  // Markup a visitor typed ("<img src=x>") is no word of the brief.
  plainLine(text)
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .match(/\p{L}[\p{L}\p{M}'’]*/gu) ?? [];
const wordsOfText = (text: string) => writtenWords(text).map((word) => word.toLowerCase());
const ACRONYM = /^\p{Lu}{2,}s?$/u;
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The brief's subject, or null when no noun stands out. */
export function appSubject(sources: SubjectSources): AppSubject | null {
  const counts = new Map<
    string,
    { score: number; first: number; plural: number; acronym: number; lines: number; texts: string[] }
  >();
  let position = 0;
  const count = (text: string, weight: number, skipFirst = false, audience = false) => {
    // "Trace letters", "Scan prints": a feature line that the phrase reader reads as an action opens
    // with what you do; "Passport and visa photo sizes" opens with what it is about.
    const opensWithAction = skipFirst && Boolean(readPhrase(plainLine(text))?.action);
    // "ball by ball scoring, no balls": a line counts a word once, however often it repeats it.
    const counted = new Set<string>();
    const lineWords = writtenWords(text);
    const isPerson = (word: string | undefined) => audience && word !== undefined && PERSON_NOUN.test(word.toLowerCase());
    lineWords.forEach((asWritten, index) => {
      position += 1;
      const written = asWritten.toLowerCase();
      if (isPerson(asWritten)) return;
      // "phonics", "analytics" are singular nouns; "phonic" would read as an adjective.
      const key = written.endsWith('ics') ? written : singular(written);
      // A feature line opens with what you do ("Trace letters", "Dig deeper"), not what it is about.
      if (opensWithAction && index === 0) return;
      // "Navigation", "Music", "Puzzle": a store's category name says where an app is filed, not what it is about.
      // Whether it can be a subject at all is asked of the best-placed words only, at the end.
      if (MACHINERY.has(key) || STORE_SHELF_WORDS.has(key)) return;
      // "bringing your dog", "who's bringing which game": an -ing form with an object or after a
      // "to be" is a verb in this line, no field.
      if (/ing$/.test(written) && (opensObject(lineWords[index + 1]) || beforeProgressive(lineWords[index - 1]))) return;
      // "mit", "für", "por": another language's function word, rare in English, names nothing ("BLE" in capitals does).
      if (!ACRONYM.test(asWritten) && isForeignFunctionWord(key) && zipfFrequency(key) < FOREIGN_WORD_ZIPF) return;
      const next = lineWords[index + 1];
      const trade = isPerson(next) && next !== undefined && namesTrade(`${written} ${next}`) ? TRADE_WEIGHT : 1;
      if (audience && trade === 1 && !counts.has(key)) return;
      const entry = counts.get(key) ?? { score: 0, first: position, plural: 0, acronym: 0, lines: 0, texts: [] };
      // A word's first mention counts as it is; rarity weighs its returns ("bonsai" twice beats "tree" twice).
      if (!counted.has(key)) {
        entry.score += weight * trade * (entry.score > 0 ? specificity(key) : 1);
        entry.lines += 1;
        entry.texts.push(text);
      }
      counted.add(key);
      if (written !== key) entry.plural += 1;
      if (ACRONYM.test(asWritten)) entry.acronym += 1;
      counts.set(key, entry);
    });
  };
  // The app's own name inside its description ("SpotFinder shows…") is a name, not a subject.
  const withoutName = (text: string) => (sources.name.trim() ? text.split(sources.name.trim()).join(' ') : text);
  // A description counts per sentence and line, as the features do per line; its opening names
  // what the app is ("A kombucha home-brewing logbook", "A cricket scoring app") and counts twice.
  const [opening = '', ...sentences] = withoutName(sources.description ?? '').split(SENTENCE_BREAK);
  const lead = descriptionLead(opening);
  const after = opening.slice(lead.length);
  count(lead, DESCRIPTION_LEAD_WEIGHT);
  count(after, 1);
  for (const sentence of sentences) count(sentence, 1);
  sources.features.forEach((feature) => count(withoutName(feature), 1, true));
  // The category's most specific part names the subject outright, its rarest word most of all ("Youth soccer" → soccer).
  const specificPart = sources.category?.split(/\s*[/|]\s*/).at(-1) ?? '';
  const categoryWords = writtenWords(specificPart);
  // "City builder" → city: people ("builder", "operators") are who an app is for, not the category's subject.
  const own = categoryWords.filter((word) => {
    const key = singular(word.toLowerCase());
    return !STORE_SHELF_WORDS.has(key) && !STOP_WORDS.has(word.toLowerCase()) && LEXICON[key] !== 'Actor';
  });
  // "Jogos de cartas", "Educação / idiomas": a part in another language names no English subject outright.
  const english = inEnglish(own);
  // A category word the corpus lacks ("Luthier", "Kleingarten") is likely the visitor's own niche.
  const niche = (word: string) => (zipfFrequency(word) === 0 ? UNLISTED_NICHE_RARITY : rarity(word));
  const rarest = own.reduce<string | null>((best, word) => (best === null || niche(word) > niche(best) ? word : best), null);
  // "Ages 3-6", "Education (5-9)": a part with figures says who the app is for, as kindOfApp reads it, not what it is about.
  const specific = english && !AGE_BAND.test(specificPart);
  categoryWords.forEach((word) => count(word, specific && word === rarest ? SPECIFIC_CATEGORY_WEIGHT : 1));
  const audience = withoutName(sources.audience ?? '');
  count(audience, AUDIENCE_WEIGHT, false, true);
  // "adults with tinnitus", "people living with a colostomy, ileostomy or urostomy": what its people live with is the subject.
  // A description that opens with who it is for ("For people living with tinnitus.") says it as an audience does.
  const forWhom = FOR_WHOM_OPENING.exec(opening)?.[1] ?? '';
  const condition = livedWith(audience) || livedWith(forWhom);
  if (condition) count(condition, AUDIENCE_WEIGHT * TRADE_WEIGHT);
  // The name only confirms: "PlantPal" and "Welshwords" make "plant" and "welsh" win, "Leafy" alone says nothing.
  const nameWords = new Set(wordsOfText(sources.name).map(singular));
  const joinedName = sources.name.toLowerCase().replace(/[^\p{L}]/gu, '');
  for (const [word, entry] of counts)
    if (nameWords.has(word) || (word.length >= NAME_PART_MIN && joinedName.includes(word)))
      entry.score += NAME_WEIGHT + RARE_NAME_BONUS * rarity(word);
  // A noun of the name the brief does not repeat ("Jinwire Bonsai") may still be the subject, after every other.
  for (const word of nameWords)
    if (
      word.length >= NAME_WORD_MIN &&
      !counts.has(word) &&
      !MACHINERY.has(word) &&
      !STORE_SHELF_WORDS.has(word) &&
      isSubjectWord(word)
    )
      counts.set(word, { score: NAME_ONLY_WEIGHT, first: (position += 1), plural: 0, acronym: 0, lines: 0, texts: [] });
  // The highest score wins, the earlier word on a tie; a word that cannot be a subject is passed
  // over. Asked in that order, compromise parses only the words down to the winner, not every new
  // word of the brief (about 0.1 ms each).
  const ranked = [...counts].sort(([, a], [, b]) => b.score - a.score || a.first - b.first);
  const at = ranked.findIndex(([word]) => isSubjectWord(word));
  const best = ranked[at];
  if (!best) return null;
  const [key, seen] = best;
  // The runner-up among the words that can be a subject, asked only once the subject is found.
  const runnerUp = ranked.slice(at + 1).find(([word]) => isSubjectWord(word))?.[1].score ?? 0;
  // "GPX", "BLE": an acronym the brief writes in capitals stays in capitals.
  // "Bluetooth", "Welsh": a name or language keeps its capital mid-sentence.
  const word = seen.acronym > 0 ? key.toUpperCase() : isProperWord(key) ? midSentenceWord(capitalized(key)) : key;
  // "plants" when the brief writes the word in the plural; "parking", "sleep", "kanji" stay as written.
  return {
    singular: word,
    topic: seen.plural > 0 ? (seen.acronym > 0 ? `${word}s` : plural(word)) : word,
    // "hearing aid", "sourdough starter": a word the brief writes after a noun of its own may be only
    // the head of what the app is about ("an aid app" says something else); "when to walk" is an action.
    confident:
      seen.lines >= CONFIDENT_LINES &&
      seen.score >= CONFIDENT_LEAD * runnerUp &&
      !seen.texts.some((text) => writesOtherwise(text, key, (word) => (counts.get(word)?.lines ?? 0) > 1)),
  };
}
