import { memoized } from '@aiapp/text';
import { asRelativeClause, openingVerb } from './action-verbs';
import { headNoun, isPluralPhrase } from './grammar';
import { capitalizeFirst, midSentence, spelledOut, withArticle, withoutEndPunctuation } from './phrasing';

/** One line the user typed, in the forms the copy needs. */
export interface Phrase {
  /** As a bullet: "Track workouts with GPS". */
  bullet: string;
  /** As something you can do, mid-sentence: "track workouts with GPS"; null when it is not an action. */
  action: string | null;
  /** As a thing the app has, mid-sentence: "personalized plans"; null when it is an action. */
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
  const verb = openingVerb(first.replace(/[^\p{L}'’-]/gu, ''), second, words.length, words[2]);
  if (verb && !coordinatesNouns(words)) {
    const rest = unprefixed.slice(first.length).trim();
    return { bullet, action: rest ? `${verb} ${rest}` : verb, thing: null, plural: false };
  }
  const thing = midSentence(asRelativeClause(running));
  return { bullet, action: null, thing: withCountArticle(thing), plural: isPluralPhrase(thing) };
}

// Singular heads that need an article in running text: "a QR code scanner", but "offline mode".
const COUNTABLE_HEAD =
  /(?:[a-z]{2}(?:er|or)|^(?:widget|dashboard|calendar|assistant|journal|diary|library|feed|map|chart|keyboard|camera|coach|app|tool|game|list|log|guide|community|puzzle|challenge|leaderboard|quiz|timeline|portal|wallet|checklist|template|card|deck|plan|report|profile|story|lesson|course|board|space|hub|studio|view|summary|overview|schedule|sheet|record|system|photo|picture|video|alarm|badge|graph|gauge|compass|clock|logbook|notebook|catalogue|catalog|database|directory|register|inventory|countdown|preview|certificate|form|tree|terminal|keypad|dial|slider|toggle|face|curve|route))$/i;
const DETERMINER = /^(?:(?:a|an|the|one|your|our|each|every|any)\b|\d)/i;

// Heads that end like "-er" nouns but are uncountable as features: "co-op multiplayer", not "a co-op multiplayer".
const UNCOUNTABLE_HEAD = /^(?:multiplayer|singleplayer|weather|power|water|paper|lidar)$/i;

function withCountArticle(thing: string): string {
  const head = headNoun(thing);
  if (DETERMINER.test(thing) || !COUNTABLE_HEAD.test(head) || UNCOUNTABLE_HEAD.test(head) || isPluralPhrase(thing)) return thing;
  return withArticle(thing);
}

// What follows a colon, semicolon or spaced dash lists examples or adds an aside: "Filter by focus: hips,
// lower back" and "Loyalty stamps - 10th cut free" read mid-sentence as "filter by focus", "loyalty stamps".
const ASIDE = /\s*(?::|;|\s[-–—]\s)\s*/;
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
