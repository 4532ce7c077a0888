/** Small grammar helpers for weaving user phrases into sentences. */
import { isLanguageName, isProperWord, midSentenceWord } from '@aiapp/text';
import { openingVerb } from './action-verbs';
import { canBeNoun, LEXICON } from './grammar';

const CAPITALISED_WORD = /^\p{Lu}[\p{Ll}'’-]*$/u;

/** First letter upper-case, the rest as typed; a first word written with an inner capital ("dB", "iPhone") stays as it is. */
export function capitalizeFirst(text: string): string {
  // "dB meter", "iPhone widget", "eBay alerts": a word with a capital inside is written as its brand or unit is.
  return text.replace(/^\s*(\p{Ll})(?![\p{L}\p{N}]*\p{Lu})/u, (letter) => letter.toUpperCase());
}

/**
 * A phrase as it reads inside a sentence: "Personalized plans" → "personalized plans", while
 * "GPS tracking", "iCloud sync", "Apple Health sync" and "Spotify playlists" keep their capitals.
 */
export function midSentence(text: string): string {
  const [first = '', second = ''] = text.split(/\s+/).map((word) => word.replace(/[,;:.!?]+$/, ''));
  // "Wait-5-minutes timer": a word joined to a number by hyphens is no name.
  if (/^\p{Lu}[\p{Ll}]*-[\p{L}\p{N}-]*\p{N}/u.test(first)) return lowerFirst(text);
  if (!CAPITALISED_WORD.test(first)) return text;
  if (isProperWord(first)) return text;
  // "Every Ramp component": a word compromise lists as a determiner or an adverb points at the name
  // after it and is no part of it ("Old Testament", an adjective's, is one name).
  const describes = LISTED_AS_DESCRIBER.test(String(LEXICON[first.toLowerCase()] ?? ''));
  // "Apple Health sync" is a name of two words; in "Cross-play Android/iOS" the name is the second word alone.
  if (/^\p{Lu}\p{Ll}/u.test(second) && !isProperWord(second.split('/')[0] ?? '') && !describes) return text;
  // "Old and New calendar switch": a pair the visitor wrote with capitals keeps them both.
  const [, joiner = '', third = ''] = text.split(/\s+/);
  if (/^(?:and|or|&)$/i.test(joiner) && CAPITALISED_WORD.test(third)) return text;
  return lowerFirst(text);
}

/** Where a sentence, a line or a list item opens: its first word is capitalised for that alone. */
const OPENING = /[\n.!?:;•(/]+|\s[-–—]\s/;
/** A capitalised word inside a sentence; a word in capitals ("BSL") is an acronym, kept anyway. */
const INNER_CAPITAL = /^\p{Lu}\p{Ll}+$/u;

/**
 * The words the visitor capitalises inside a sentence ("Made by Deaf founders", "verses of the
 * Quran"): a name, or a capital by choice that the copy keeps ("a Deaf community dating app"). A
 * sentence in Title Case ("Classic Oware Rules") capitalises every word and says nothing of any.
 */
export function capitalsKept(texts: readonly string[]): Set<string> {
  const kept = new Set<string>();
  for (const sentence of texts.flatMap((text) => text.split(OPENING))) {
    const inner = (sentence.match(/\p{L}[\p{L}'’-]*/gu) ?? []).slice(1);
    const capitals = inner.filter((word) => INNER_CAPITAL.test(word));
    if (capitals.length * 2 <= inner.length) for (const word of capitals) kept.add(word);
  }
  return kept;
}

/** `midSentence`, but a first word the visitor capitalises mid-sentence elsewhere (`capitalsKept`: "Deaf") keeps its capital. */
export function midSentenceKeeping(text: string, kept: ReadonlySet<string>): string {
  const [first = ''] = text.split(/[\s,;:.!?]+/);
  return kept.has(first) ? text : midSentence(text);
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
/** compromise's word-list tags of words that point or qualify, never name: "every", "each", "only". */
const LISTED_AS_DESCRIBER = /^(?:Determiner|Adverb)$/;

/** A word as it is written inside a keyword list: "Workouts" → "workouts", "GPS" and "Apple" stay. */
export function keywordCase(word: string): string {
  return CAPITALISED_WORD.test(word) && !isProperWord(word) ? word.toLowerCase() : word;
}

/** "a", "a and b", "a, b, and c": the serial comma keeps items that contain "and" apart. */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]} ${conjunction} ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, ${conjunction} ${items[items.length - 1]}`;
}

/** The longest last item a shorter list leaves out: "signal number", "mower blades". */
const DROPPED_ITEM_WORDS = 2;
/** A phrase that ends in a list of three or more: "A, B and C", "…, C, and D". */
const ENDING_LIST = /^(.+),\s*([^,]+?),?\s+and\s+([^,]+)$/;

/**
 * The phrase with its closing list one item shorter, for a line that must fit a limit: "log each
 * find with GPS pin, depth, photos and signal number" → "log each find with GPS pin, depth and
 * photos". Null when it ends in no list of three, when the last item is longer than two words,
 * or when the item kept last is not a noun: in "for horizontal, vertical and declining dials" the
 * items share the last one's noun.
 */
export function withShorterList(phrase: string): string | null {
  const [, before, kept, dropped] = ENDING_LIST.exec(phrase.trim()) ?? [];
  // "…, fire brigade and sports club in one feed": an item with words of its own after the noun closes more than the list.
  if (!before || !kept || !dropped || dropped.trim().split(/\s+/).length > DROPPED_ITEM_WORDS) return null;
  const nouns = [kept, dropped].map((item) => item.trim().split(/\s+/).at(-1)?.toLowerCase() ?? '');
  if (!nouns.every((word) => /^\p{L}+$/u.test(word) && canBeNoun(word))) return null;
  return `${before} and ${kept.trim()}`;
}

const hasWord = (phrase: string, word: string) => new RegExp(`\\s${word}\\s`, 'i').test(phrase);

/**
 * Two items in one phrase. When one already has an "and" ("fixtures and results") or a comma, they join with
 * `joiner`: ", plus" for things, ", and" for actions ("trim and split clips, and add music").
 */
export function pairOf(one: string, two: string, joiner = ', plus'): string {
  // "fingerspelling, recorded by Deaf signers and receptive drills" would have the drills recorded too.
  const joined = (part: string) => hasWord(part, 'and') || part.includes(', ');
  return joined(one) || joined(two) ? `${one}${joiner} ${two}` : `${one} and ${two}`;
}

// "a utility", "a user", "a one-tap", "a European": a vowel letter with a consonant sound.
const AN_EXCEPTIONS = /^(u[bcdfgklmnprstvz][aeiou]|one|once|eu)/i;
const AN_SILENT_H = /^(hour|honest|honou?r|heir)/i;

/** "a" or "an" by how the phrase sounds: "an app", "a utility app", "an hour", "an AI coach". */
export function withArticle(phrase: string): string {
  // "an 'If I enter…' calculator": the article is said before the first word, not the quote mark.
  const word = (phrase.split(/\s+/)[0] ?? '').replace(/^[^\p{L}\p{N}]+/u, '');
  const acronym = /^[A-Z]{2,}/.test(word);
  // "an 8-week plan", "an 11-day trip", "an 18 hole course": numbers said with a vowel first.
  const vowelNumber = /^(?:8|11(?!\d)|18(?!\d))/.test(word);
  const vowelSound = acronym
    ? /^[AEFHILMNORSX]/.test(word)
    : (/^[aeiou]/i.test(word) && !AN_EXCEPTIONS.test(word)) || AN_SILENT_H.test(word) || vowelNumber;
  return `${vowelSound ? 'an' : 'a'} ${phrase}`;
}

/** Trailing sentence punctuation removed, so a phrase can be placed anywhere. */
export function withoutEndPunctuation(text: string): string {
  return text.replace(/[\s.,;:!?…]+$/u, '');
}

/** A phrase turned into a sentence: capital first letter, one closing mark. */
export function asSentence(text: string, mark: '.' | '!' = '.'): string {
  const body = capitalizeFirst(text.trim());
  if (/[.!?…]["'”’)]?$/u.test(body)) return body;
  return `${withoutEndPunctuation(body)}${mark}`;
}

/** A phrase short and plain enough to stand alone or end a sentence: no list, at most `maxWords` words. */
export function isShortPhrase(text: string, maxWords: number): boolean {
  return !text.includes(',') && text.split(/\s+/).length <= maxWords;
}

/**
 * Developer shorthand a listing spells out: "w/ stylus", "ppl on call", "while ur away", "who's
 * coming thurs", "~12h", "# attendees". Chat words only in lower case, so "U-Bahn" and "UR" stay.
 */
const SHORTHAND: readonly [RegExp, string][] = [
  [/\bw\/o\b/gi, 'without'],
  [/\bw\/\s*/gi, 'with '],
  [/\bppl\b/gi, 'people'],
  [/\bb\/c\b/gi, 'because'],
  [/\bb4\b/gi, 'before'],
  [/\bincl\.?(?=\s)/gi, 'including'],
  [/\bapprox\.?(?=\s)/gi, 'about'],
  [/\bvs\.?(?=\s)/gi, 'versus'],
  // "~12h": about twelve hours ("24h clock" stays); "1hr", "2 hrs".
  // "every ~1m": "about" goes before "every" ("every about 1m" is no English).
  [/\bevery\s+~\s*(?=\d)/gi, 'about every '],
  [/~\s*(\d+(?:\.\d+)?)\s*h\b/g, 'about $1 hours'],
  [/~\s*(?=\d)/g, 'about '],
  [/\b1\s*hrs?\b/g, '1 hour'],
  [/\b(\d+(?:\.\d+)?)\s*hrs?\b/g, '$1 hours'],
  [/\bhrs\b/g, 'hours'],
  [/\bhr\b/g, 'hour'],
  [/\bavg\b/g, 'average'],
  // "12-16 wk build-up plan", "6 wks".
  [/\bwks\b/g, 'weeks'],
  [/\bwk\b/g, 'week'],
  [/\btemps\b/g, 'temperatures'],
  [/\btemp\b/g, 'temperature'],
  [/\bnotifs\b/g, 'notifications'],
  [/\bnotif\b/g, 'notification'],
  // "calc take-home pay" opens with the verb; "tip calc" names the tool.
  [/^[Cc]alc\b/g, 'calculate'],
  [/\bcalcs\b/g, 'calculations'],
  [/\bcalc\b/g, 'calculator'],
  [/\+\/-/g, 'plus or minus'],
  // "# attendees" (a hash before a spaced word; "#1" and "#hashtag" stay).
  [/(^|\s)#\s+(?=\p{L})/gu, '$1number of '],
  [/\s*\blol\b/g, ''],
  [/!{2,}/g, '!'],
  // "50 u" is units, not "you".
  [/(?<![\p{L}\p{N}'’-]|\p{N}\s)u(?![\p{L}'’-])/gu, 'you'],
  [/\bur\s?self\b/g, 'yourself'],
  // "while ur away" is "you're", "tune ur mower" is "your", and so is "come to ur home" after a preposition.
  [
    /(?<!\b(?:to|at|in|into|on|onto|from|for|with|of|by|near|around)\s+)(?<![\p{L}'’-])ur(?=\s+(?:away|done|here|there|late|ready|home|out|offline|online|not|busy|asleep|\p{L}+ing)\b)/gu,
    "you're",
  ],
  [/(?<![\p{L}'’-])ur(?![\p{L}'’-])/gu, 'your'],
  [/\bthru\b/g, 'through'],
  [/\bpls\b/g, 'please'],
  [/\btues?\b/g, 'Tuesday'],
  [/\bthu(?:rs?)?\b/g, 'Thursday'],
  [/\bfri\b/g, 'Friday'],
  // "sat evening", "sun morning": short for a day only before a part of the day ("sun" alone is the sun).
  [/\bmon(?=\s+(?:morning|afternoon|evening|night)s?\b)/g, 'Monday'],
  [/\bwed(?=\s+(?:morning|afternoon|evening|night)s?\b)/g, 'Wednesday'],
  [/\bsat(?=\s+(?:morning|afternoon|evening|night)s?\b)/g, 'Saturday'],
  [/\bsun(?=\s+(?:morning|afternoon|evening|night)s?\b)/g, 'Sunday'],
  // Months ("mar" and "may" are words of their own).
  [/\bjan\b/g, 'January'],
  [/\bfeb\b/g, 'February'],
  [/\bapr\b/g, 'April'],
  [/\bjun\b/g, 'June'],
  [/\bjul\b/g, 'July'],
  [/\baug\b/g, 'August'],
  [/\bsept?\b/g, 'September'],
  [/\boct\b/g, 'October'],
  [/\bnov\b/g, 'November'],
  [/\bdec\b/g, 'December'],
];

/** "english" → "English": a language's name written in lower case ("polish", a verb as well, stays as typed). */
const withLanguageCapitals = (text: string) =>
  text.replace(/(?<![\p{L}'’-])\p{Ll}+(?![\p{L}'’])/gu, (word) =>
    isLanguageName(word) && !VERB_TAGS.has(LEXICON[word] ?? '') ? midSentenceWord(word) : word,
  );
const VERB_TAGS = new Set(['Infinitive', 'PresentTense', 'Verb']);

/**
 * "Snap a page -> OCR the lines": before a verb an arrow is a purpose ("to OCR the lines"). Before
 * anything else ("tap any word -> meaning + reading", "swap shifts -> admin gets notified") it is
 * written as an arrow, and what follows it is no part of running text (`runningText`).
 */
const withArrowsRead = (text: string) =>
  text.replace(/\s*(?:->|=>|→)\s*(?=(\S*)\s*(\S*))/g, (_arrow, word: string, next: string) =>
    openingVerb(word, next || undefined, 3) === word.toLowerCase() || ARTICLE.test(next) ? ' to ' : ' → ',
  );
/** "-> OCR the lines": a word before an article is a verb before its object. */
const ARTICLE = /^(?:a|an|the|your|its|their)$/i;

/** A line with its shorthand spelled out ("Annotate w/ stylus" → "Annotate with stylus"). */
export function spelledOut(text: string): string {
  return withLanguageCapitals(withArrowsRead(SHORTHAND.reduce((line, [pattern, words]) => line.replace(pattern, words), text)));
}
