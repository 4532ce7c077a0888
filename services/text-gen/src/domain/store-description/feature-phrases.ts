import { plainLine } from '@aiapp/contracts';
import { capitalizeFirst, midSentence, withArticle, withoutEndPunctuation } from '../text/phrasing';
import { openingVerb } from './action-verbs';

/** One line the user typed, in the forms the copy needs. */
export interface Phrase {
  /** As a bullet: "Track workouts with GPS". */
  bullet: string;
  /** As something you can do, mid-sentence: "track workouts with GPS"; null when it is not an action. */
  action: string | null;
  /** As a thing the app has, mid-sentence: "personalized plans"; null when it is an action. */
  thing: string | null;
}

// "You can share lists", "Lets you share lists", "It syncs…": the subject is dropped, the action kept.
const SUBJECT_PREFIX =
  /^(?:you can|you'll be able to|lets you|let you|helps you|allows you to|enables you to|it|easily|quickly|instantly)\s+/i;

export function readPhrase(raw: string): Phrase | null {
  const text = withoutEndPunctuation(plainLine(raw));
  if (!text) return null;
  const bullet = capitalizeFirst(text);
  const unprefixed = stripSubject(text);
  const words = unprefixed.split(/\s+/);
  const [first = '', second] = words;
  const verb = openingVerb(first.replace(/[^\p{L}'’-]/gu, ''), second, words.length);
  if (verb) {
    const rest = unprefixed.slice(first.length).trim();
    return { bullet, action: rest ? `${verb} ${rest}` : verb, thing: null };
  }
  return { bullet, action: null, thing: withCountArticle(midSentence(text)) };
}

// Singular heads that need an article in running text: "a QR code scanner", but "offline mode".
const COUNTABLE_HEAD =
  /(?:[a-z]{2}(?:er|or)|widget|dashboard|calendar|assistant|journal|diary|library|feed|map|chart|keyboard|camera|coach|app|tool|game|list|log|guide|community)$/i;
const DETERMINER = /^(?:(?:a|an|the|one|your|our)\b|\d)/i;

function withCountArticle(thing: string): string {
  const words = thing.split(/\s+/);
  const last = words[words.length - 1] ?? '';
  if (DETERMINER.test(thing) || !COUNTABLE_HEAD.test(last)) return thing;
  return withArticle(thing);
}

function stripSubject(text: string): string {
  let current = text;
  for (let previous = ''; previous !== current;) {
    previous = current;
    current = current.replace(SUBJECT_PREFIX, '');
  }
  return current || text;
}
