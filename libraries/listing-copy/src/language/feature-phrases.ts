import { memoized } from '@aiapp/text';
import { asRelativeClause, openingVerb } from './action-verbs';
import { headNoun, isPluralPhrase, LEXICON } from './grammar';
import { capitalizeFirst, midSentence, spelledOut, withArticle, withoutEndPunctuation } from './phrasing';
import { rememberedTerms, type TaggedTerm } from './tagged-terms';

/**
 * One line the user typed, in the forms the copy needs. A line that is neither an action nor a
 * thing ("stranded on drifting sea ice, floe slowly breaks up", "per machine") has both null: it
 * is a bullet only, never glued after "with" or "has".
 */
export interface Phrase {
  /** As a bullet: "Track workouts with GPS". */
  bullet: string;
  /** As something done, mid-sentence, its verb in the base form: "track workouts with GPS"; null when it is not an action. */
  action: string | null;
  /**
   * Who does the action: the user ("Track workouts", "You can share lists") or the app, its verb
   * typed in the third person ("Suggests % to put aside", "Remembers your frame sizes"); "lets
   * you …" and "Install X and …" fit only the user's. Null when there is no action.
   */
  actor: 'user' | 'app' | null;
  /** As a thing the app has, mid-sentence: "personalized plans"; null when it is an action or neither. */
  thing: string | null;
  /** For a thing: whether it takes "are" ("Daily puzzles are…") rather than "is". */
  plural: boolean;
}

// "You can share lists", "Lets you share lists", "It syncs…": the subject is dropped, the action kept.
const SUBJECT_PREFIX =
  /^(?:you can|you'll be able to|lets you|let you|helps you|allows you to|enables you to|it|easily|quickly|instantly)\s+/i;

/** Lines whose reading is kept: a feature line is read again by every part of a listing that names it. */
const PHRASES_KEPT = 5000;

/**
 * Reads one feature line; `line` is plain text (tags already removed by the caller). A request
 * reads each of its lines several times (bullets, calls to action, mentions, lexicon benefits), so
 * recent lines' readings are kept and shared: not to be changed.
 */
export const readPhrase: (line: string) => Phrase | null = memoized(phraseOf, PHRASES_KEPT);

function phraseOf(line: string): Phrase | null {
  const text = withoutEndPunctuation(spelledOut(line).replace(/\s+/g, ' ').trim());
  if (!text) return null;
  const bullet = capitalizeFirst(text);
  const running = runningText(text);
  const unprefixed = stripSubject(running);
  const words = unprefixed.split(/\s+/);
  const [first = '', second] = words;
  const typedVerb = first.replace(/[^\p{L}'’-]/gu, '');
  const verb = openingVerb(typedVerb, second, words.length, words[2]);
  if (verb && !coordinatesNouns(words)) {
    const rest = unprefixed.slice(first.length).trim();
    // "Suggests % to put aside", "It syncs…": a verb typed in its -s form is the app's.
    const actor = typedVerb.toLowerCase() !== verb && /s$/i.test(typedVerb) ? 'app' : 'user';
    return { bullet, action: withArticles(rest ? `${verb} ${rest}` : verb, 1), actor, thing: null, plural: false };
  }
  const thing = midSentence(asRelativeClause(running));
  if (!namesThing(thing)) return { bullet, action: null, actor: null, thing: null, plural: false };
  return { bullet, action: null, actor: null, thing: withArticles(withCountArticle(thing), 0), plural: isPluralPhrase(thing) };
}

type Term = TaggedTerm;

/** compromise's reading of a phrase, one term a word; null where its terms are not the phrase's words. */
function termsOf(phrase: string): readonly Term[] | null {
  const terms = rememberedTerms(phrase);
  return terms.length === phrase.split(' ').length ? terms : null;
}

/** An object after a verb: "swap shifts", "rate the book", "earn 3 stars"; not "read aloud", "sync across devices". */
const startsObject = (term: Term | undefined, word: string) =>
  ['Determiner', 'Possessive', 'Value'].some((tag) => term?.tags.has(tag)) || isPluralPhrase(word);

/**
 * Whether a line that is no action names a thing: not a participle and its place ("stranded on
 * drifting sea ice"), not a line that opens with a preposition ("per machine"), not people or
 * things doing something ("sensor readings live", "volunteers swap shifts").
 */
function namesThing(thing: string): boolean {
  const terms = termsOf(thing);
  if (!terms) return true;
  const [head, next] = terms;
  // "per machine", but "over 200 recipes".
  if (head?.tags.has('Preposition') && !next?.tags.has('Value')) return false;
  if (head?.tags.has('PastTense') && !head.tags.has('Adjective') && next?.tags.has('Preposition')) return false;
  const words = thing.split(' ');
  // "volunteers swap shifts": a plural noun, then a verb in its base form before an object ("stories read aloud" has none).
  const acts = (word: string, index: number) =>
    index > 0 &&
    isPluralPhrase(words[index - 1] ?? '') &&
    startsObject(terms[index + 1], words[index + 1] ?? '') &&
    openingVerb(word, words[index + 1], 3, words[index + 2]) === word.toLowerCase();
  // "sensor readings live": an adjective after a plural noun ends a clause ("7 days ahead" is a time).
  const [before, last] = terms.slice(-2);
  const endsClause =
    before?.tags.has('Plural') && !before.tags.has('Date') && LEXICON[last?.text.toLowerCase() ?? ''] === 'Adjective';
  return !words.some(acts) && !endsClause;
}

// Singular heads that need an article in running text: "a QR code scanner", but "offline mode".
const COUNTABLE_HEAD =
  /(?:[a-z]{2}(?:er|or)|^(?:widget|dashboard|calendar|assistant|journal|diary|library|feed|map|chart|keyboard|camera|coach|app|tool|game|list|log|guide|community|puzzle|challenge|leaderboard|quiz|timeline|portal|wallet|checklist|template|card|deck|plan|report|profile|story|lesson|course|board|space|hub|studio|view|summary|overview|schedule|sheet|record|system|photo|picture|video|alarm|badge|graph|gauge|compass|clock|logbook|notebook|catalogue|catalog|database|directory|register|inventory|countdown|preview|certificate|form|tree|terminal|keypad|dial|slider|toggle|face|curve|route|ticket|stub|soundtrack|walk|doorbell))$/i;
const DETERMINER = /^(?:(?:a|an|the|one|your|our|each|every|any)\b|\d)/i;

// Heads that end like "-er" nouns but are uncountable as features: "co-op multiplayer", not "a co-op multiplayer".
const UNCOUNTABLE_HEAD =
  /^(?:multiplayer|singleplayer|weather|power|water|paper|lidar|number|colou?r|humou?r|flavou?r|behaviou?r)$/i;

const countable = (noun: string) => COUNTABLE_HEAD.test(noun) && !UNCOUNTABLE_HEAD.test(noun);

function withCountArticle(thing: string): string {
  const head = headNoun(thing);
  if (DETERMINER.test(thing) || !countable(head) || isPluralPhrase(thing)) return thing;
  return withArticle(thing);
}

/** Words after which a bare singular noun takes an article: "on a map", "with a photo" ("of" only in "instead of"). */
const TAKES_ARTICLE = /^(?:on|with)$/i;
/** Tags of words that cannot stand in a noun phrase without an article: "your", "GPS", "3", "photos". */
const NOT_BARE = ['Pronoun', 'Possessive', 'Determiner', 'ProperNoun', 'Acronym', 'Value', 'Plural'];
const bareWord = (term: Term | undefined) =>
  term !== undefined && (term.tags.has('Noun') || term.tags.has('Adjective')) && !NOT_BARE.some((tag) => term.tags.has(tag));

/**
 * Articles for bare singular countable nouns in running text, by compromise's tags: "track walk on
 * map" → "track a walk on a map", "digital ticket instead of paper stub" → "… instead of a paper
 * stub", "pair with smart doorbell and smoke alarm listener" → "… with a smart doorbell and a smoke
 * alarm listener", "each with own soundtrack" → "each with its own soundtrack". From word `object`
 * on (1 for an action: its verb's object), a noun phrase at that word takes one too.
 */
function withArticles(phrase: string, object: number): string {
  const owned = phrase.replace(
    /(\p{L}+) with own\b/giu,
    (_match, before: string) =>
      `${before} with ${/^(?:each|every)$/i.test(before) || !isPluralPhrase(before) ? 'its' : 'their'} own`,
  );
  const words = owned.split(' ');
  if (!mayTakeArticle(owned, words, object)) return owned;
  const terms = termsOf(owned);
  if (!terms) return owned;
  const articled = new Set<number>();
  // A new opener here must be known to `mayTakeArticle` too, or lines with it are never parsed.
  const opensNounPhrase = (index: number, end: number) => {
    const before = words[index - 1]?.toLowerCase() ?? '';
    // "track walk on map", but not "access log" alone, which names a thing as often as an action.
    if (object > 0 && index === object) return terms[end]?.tags.has('Preposition') === true;
    if (before === 'of') return words[index - 2]?.toLowerCase() === 'instead';
    // "a smart doorbell and smoke alarm listener": the second of two takes one as the first did.
    if (before === 'and' || before === 'or') return articled.has(index - 2);
    return TAKES_ARTICLE.test(before);
  };
  const out: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    let end = index;
    while (end < terms.length && bareWord(terms[end])) end += 1;
    const head = terms[end - 1];
    const closed =
      end === words.length || terms[end]?.tags.has('Preposition') || /^(?:and|or|to|instead)$/i.test(words[end] ?? '');
    const countableHead = head?.tags.has('Noun') && !head.tags.has('Uncountable') && countable(head.text);
    if (end > index && countableHead && closed && opensNounPhrase(index, end)) {
      out.push(withArticle(words.slice(index, end).join(' ')));
      articled.add(end - 1);
      index = end - 1;
    } else {
      out.push(words[index] ?? '');
    }
  }
  return out.join(' ');
}

/**
 * Whether `withArticles` could give a phrase an article, by its words alone: the parse is then
 * spared for most new lines. An article needs a countable head (compromise's term text is a
 * run of letters of the phrase, so one of the phrase's runs must be countable) and a word that
 * opens a noun phrase: the object's place with a word after it, "on" or "with", or "instead of"
 * ("and"/"or" only after an article already given).
 */
function mayTakeArticle(phrase: string, words: readonly string[], object: number): boolean {
  if (!(phrase.match(/\p{L}+/gu) ?? []).some(countable)) return false;
  if (object > 0 && words.length > object + 1) return true;
  return words.some(
    (word, index) => TAKES_ARTICLE.test(word) || (word.toLowerCase() === 'of' && words[index - 1]?.toLowerCase() === 'instead'),
  );
}

// What follows a colon, semicolon or spaced dash lists examples or adds an aside: "Filter by focus: hips,
// lower back" and "Loyalty stamps - 10th cut free" read mid-sentence as "filter by focus", "loyalty stamps".
const ASIDE = /\s*(?::|;|\s[-–—→=]\s)\s*/;
const BRACKETS = /\s*(\(+[^)]*\)+|\[+[^\]]*\]+)/g;
// "Notes with [[backlinks]]": after such a word the brackets hold the object, not an aside.
const NEEDS_OBJECT = /\b(?:with|for|of|in|on|to|by|and|or|via|from)$/i;

/**
 * A feature line as it can stand inside a sentence: no aside, no brackets, and a list of three or more
 * items, or of two actions, closed with "and" ("log oil changes, tires, brakes and fluids", "hire
 * gnome workers and upgrade pickaxes"). The bullet keeps the line as typed.
 */
export function runningText(line: string): string {
  const unbracketed = line.replace(BRACKETS, (_group: string, inner: string, offset: number) =>
    NEEDS_OBJECT.test(line.slice(0, offset)) ? ` ${inner.replace(/[()[\]]/g, '')}` : '',
  );
  const [head = ''] = unbracketed.split(ASIDE);
  // "Find my hearing aids": the visitor writes as the user; the copy speaks to them.
  const core =
    head
      .replace(/\s+/g, ' ')
      .replace(/\bmy\b/gi, 'your')
      // "Varroa mite counts + treatment history"
      .replace(/ \+ /g, ' and ')
      .trim() || line;
  // "60,000 entries" holds a comma but no list.
  const items = core.split(/\s*,\s+/);
  if (items.length < 2 || /\s(?:and|or|&)\s/i.test(core)) return core;
  const [verb = '', next] = (items[1] ?? '').split(/\s+/);
  if (items.length === 2 && openingVerb(verb, next, 2) === null) return core;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function stripSubject(text: string): string {
  let current = text;
  for (let previous = ''; previous !== current;) {
    previous = current;
    current = current.replace(SUBJECT_PREFIX, '');
  }
  return current || text;
}

/**
 * "Invoice and payment collection on site": an ambiguous verb joined by "and" to a word that is
 * no verb names two things, not an action ("you can invoice and payment collection" is broken).
 */
function coordinatesNouns(words: readonly string[]): boolean {
  const [first = '', second = '', third = ''] = words.map((word) => word.toLowerCase());
  if (second !== 'and' && second !== '&' && second !== 'or') return false;
  return openingVerb(third, 'it', 3) === null && openingVerb(first, undefined, 1) === null;
}
