import { isFillerWord, mentionsSubject, PERSON_NOUN, type AppSubject } from '@aiapp/listing-copy';
import { STORE_SHELF_WORDS } from '@aiapp/store-facts';
import { escapeRegExp, foldedWords, singular, STOP_WORDS, zipfFrequency } from '@aiapp/text';
import { stemOf } from './keyword-field';
import { isSettingWord } from './setting-words';
import { isMeasureWord, isPersonWord, isVerbWord, wordCentrality } from './word-centrality';

/** What a title or subtitle phrase is checked against: the visitor's own listing. */
export interface ListingContext {
  description: string;
  category: string;
  subject: AppSubject | null;
  /** Whether a word is one a searcher would type (searchWordFilter over the description). */
  searchable: (word: string) => boolean;
}

/**
 * Heads that name a kind of software or a container, not what an app is about: "Photo Gallery",
 * "Calculation Aid", "Developer Tool", "Private Group", "Hint System" fit any app.
 */
const GENERIC_HEADS = new Set(
  'aid tool helper system app application gallery version group collection companion assistant manager service solution platform utility hub suite kit'.split(
    ' ',
  ),
);

/** Words after a term that do not make it a modifier: "a rhythm app" still names rhythm. */
const NOT_A_HEAD = new Set(['app', 'apps', 'application']);

interface Token {
  word: string;
  /** What stands between this word and the next: " ", ", ", "-". */
  gap: string;
}

/** The text's words, lower case, each with what follows it; the last text's are kept (titles and subtitles ask about one). */
function tokensOf(text: string): Token[] {
  if (lastTokens?.text === text) return lastTokens.tokens;
  const matches = [...text.toLowerCase().matchAll(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’][\p{L}\p{M}\p{N}]+)*/gu)];
  const tokens = matches.map((match, index) => ({
    word: match[0],
    gap: text.slice(match.index + match[0].length, matches[index + 1]?.index ?? text.length),
  }));
  lastTokens = { text, tokens };
  return tokens;
}

let lastTokens: { text: string; tokens: Token[] } | null = null;

/**
 * Whether a token is a word as the listing may write it: "inspection" or "inspections", "diary" or
 * "diaries", and where a phrase ends, "monastery's" too.
 */
function isFormOf(token: string, word: string, ending = true): boolean {
  const bare = ending ? token.replace(/['’]s$/u, '') : token;
  if (bare === word || bare === `${word}s` || bare === `${word}es`) return true;
  return word.endsWith('y') && bare === `${word.slice(0, -1)}ies`;
}

/**
 * From this Zipf frequency (see @aiapp/text) a single word names nothing without its modifier
 * ("object", "savings", "alarms", "learning"); a rarer head does ("runner", "feeder", "layover").
 */
const COMMON_HEAD_ZIPF = 4.3;

/** A gap that joins a word to the next inside one phrase: spaces only. */
const WITHIN_PHRASE = /^[ \t]+$/u;

/**
 * Whether a common word at `index` follows its modifier, so the word alone (or with the kind of
 * software after it) is a phrase cut in the middle: "object" in "hidden object", "Object Game" in
 * "hidden object game", "savings" in "tax savings".
 */
function cutAfterModifier(tokens: readonly Token[], index: number): boolean {
  const [token, before] = [tokens[index], tokens[index - 1]];
  return (
    token !== undefined &&
    before !== undefined &&
    zipfFrequency(singular(token.word)) >= COMMON_HEAD_ZIPF &&
    WITHIN_PHRASE.test(before.gap) &&
    !STOP_WORDS.has(before.word)
  );
}

/**
 * Whether a single word is used whole somewhere in the listing, not only as the first half of a
 * phrase: "symptom" only in "symptom diary", "zero" only in "zero waste" or "folk" only in "folk
 * dance" is a phrase cut in the middle ("Warm Hands Diary: Symptom").
 */
function standsAlone(word: string, text: string): boolean {
  const tokens = tokensOf(text);
  const key = word.toLowerCase();
  return tokens.some((token, index) => {
    const before = tokens[index - 1];
    if (!isFormOf(token.word, key) || (before?.gap ?? '').endsWith('-') || token.gap.startsWith('-')) return false;
    if (cutAfterModifier(tokens, index)) return false;
    const following = tokens[index + 1]?.word;
    return (
      following === undefined ||
      !WITHIN_PHRASE.test(token.gap) ||
      STOP_WORDS.has(following) ||
      NOT_A_HEAD.has(following) ||
      /^\d/.test(following)
    );
  });
}

/**
 * Whether a phrase for a title or subtitle (without the "&" that joins two) is true to the listing
 * and says something: only words a searcher types (no chat shorthand as in "Ur Mower", no other
 * language's function word as in "Tareas Por"), no word of `taken` again ("Salt Roads: Salt
 * Trade"), not a store category alone ("Lifestyle"), not a generic kind of app ("Photo Gallery") or a
 * setting ("Kiosk Mode", "Inflation Toggle") unless it names the subject, a phrase only as the listing writes it, and a single word only where the
 * listing uses it whole ("Symptom" from "symptom diary" is none).
 */
export function isSoundTerm(term: string, taken: string, listing: ListingContext): boolean {
  const words = term.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu) ?? [];
  // "Including Ferry Disruption": a phrase opening with a verb any app does names nothing.
  const opening = words[0] ?? '';
  if (words.length === 0 || !words.every(listing.searchable) || (isFillerWord(opening) && /ing$/i.test(opening))) return false;
  // Whole words compare: "Knot-tying Reference" repeats no word of "Bightwise Knots".
  // "Portside Hop: Hopping" repeats the brand's word in another form.
  // "CareLabel Closet: Care Label": a camel-cased name's words are taken too.
  const known = new Set([...wholeWords(taken), ...wholeWords(taken.replace(CAMEL_JOIN, '$1 $2'))].map(stemOf));
  const folded = foldedWords(term);
  if (
    /^\p{N}/u.test(opening) ||
    wholeWords(term).some((word) => known.has(stemOf(word))) ||
    namesProductTail(words[0] ?? '', listing.description) ||
    namesAudience(words, listing.description) ||
    (folded.length === 1 && STORE_SHELF_WORDS.has(folded[0] ?? ''))
  )
    return false;
  const namesSubject = listing.subject !== null && mentionsSubject(term, listing.subject);
  const content = folded.filter((word) => !STOP_WORDS.has(word));
  const head = content[content.length - 1] ?? '';
  // "Battery Saver", "Kiosk Mode": a setting anywhere in the phrase names a side feature; "Tire
  // Width", "Text Size", "Heart Rate" name an input or a reading, not what the app is about;
  // "Kindergarten Teachers", "Piano Technicians": people the app serves are no feature either.
  const people = PERSON_NOUN.test((words.at(-1) ?? '').toLowerCase()) && isPersonWord(head);
  if ((GENERIC_HEADS.has(head) || content.some(isSettingWord) || isMeasureWord(head) || people) && !namesSubject) return false;
  // "Grass Clippings" from "power-ups: grass clippings cloud, sprinkler": an example in a list is no feature.
  if (!namesSubject && content.every(asidesOf(listing.description).onlyInAsides)) return false;
  const text = `${listing.description}\n${listing.category}`;
  const [only] = words;
  return words.length > 1 || only?.includes('-') ? occursAsWritten(words, text) : standsAlone(only ?? '', text);
}

/** Where a camel-cased name joins two words: "CareLabel". */
const CAMEL_JOIN = /(\p{Ll})(\p{Lu})/gu;

/**
 * `compute` over a listing's description, the last description's answer kept: every title and
 * subtitle phrase of one listing asks about the same description.
 */
function forLastDescription<T>(compute: (description: string) => T): (description: string) => T {
  let last: { description: string; value: T } | null = null;
  return (description) => {
    if (last?.description !== description) last = { description, value: compute(description) };
    return last.value;
  };
}

/** The listing's asides (wordCentrality), read once per description. */
const asidesOf = forLastDescription((description) => wordCentrality('', description));

/** An acronym the listing writes after a capitalised word is the tail of a product's name: "OS" of "Wear OS", "TV" of "Apple TV". */
const namesProductTail = (first: string, description: string): boolean =>
  /^\p{Lu}{2,}$/u.test(first) && productTails(description).has(first);

/** Capitals standing whole after a capitalised word and a space ("OS" in "Wear OS"; not "OS" in "Wear OSX"). */
const PRODUCT_TAIL = /(?<=\p{Lu}\p{Ll}+\s+)\p{Lu}+(?![\p{L}\p{N}])/gu;

/**
 * The listing's product-name tails, the last listing's kept (every phrase of a listing asks). One
 * pattern for every acronym: a pattern built for each compiled its letter classes anew, about 5 ms
 * a new acronym on the loaded 2-core machine (issue 28).
 */
const productTails = forLastDescription((description): ReadonlySet<string> => new Set(description.match(PRODUCT_TAIL)));

/**
 * Whether the listing writes the phrase only in a line or sentence that says whom the app is for:
 * "For event organizers", "for webcomic readers and tip creators", "Made for car owners". People
 * the app serves are no feature ("Doorlist Check is a ticket app with event organizers…") and no
 * title ("Thermowise: Owners"); "Timers for interval workouts" names a feature.
 */
function namesAudience(words: readonly string[], description: string): boolean {
  const written = wholeMatches(words, description);
  if (written.length === 0) return false;
  // "People Recovering", "Jewish Users Counting", "Writing Letters": a phrase of several words cut
  // from a line that says whom the app is for is a fragment of it (set I's reader, 2(d)).
  // "Climbing Gyms" and "British Sign Language" in such a line say what the app is about.
  if (words.length > 1)
    return written.every(
      (match) =>
        FOR_WHOM_LINE.test(lineBefore(description, match.index)) &&
        (words.some(isPeople) ||
          /ing$/iu.test(words.at(-1) ?? '') ||
          opensWithVerbsObject(words, description, match) ||
          beforePerson(description, match)),
    );
  return written.every((match) => /s$/iu.test(match.text) && FOR_WHOM.test(description.slice(0, match.index)));
}

/** Where a phrase stands whole in a text, and as what it is written there. */
interface WholeMatch {
  readonly text: string;
  readonly index: number;
}

/** No letter, combining mark or digit before the index (sticky: tested where `lastIndex` is set; `i` as in the whole pattern, which widens the class by a few marks). */
const STARTS_WORD = /(?<![\p{L}\p{M}\p{N}])/iuy;

/** The term's plural ending, if any, and no letter or digit after it: "organizer", "organizers", "boxes". */
const ENDS_WORD = /(?:e?s)?(?![\p{L}\p{M}\p{N}])/iuy;

/**
 * Where the text writes the phrase whole, case-insensitively, in the singular or plural (the term
 * may stand singular, "event organizer", for the listing's plural): the matches, in order, of
 * `(?<![\p{L}\p{M}\p{N}])w1\s+w2(?:e?s)?(?![\p{L}\p{M}\p{N}])` with the flags `giu`, found without compiling
 * that pattern for each phrase. V8 compiles a pattern with case-insensitive letter and digit classes
 * in about 5 ms on the loaded 2-core machine (issue 28: it was most of an ASO call for a new
 * listing); the words alone compile in a thirtieth of that, and the classes, the same for every
 * phrase, once. At each place the words stand the rest of the pattern can match in one way only,
 * so testing the edges there finds the same matches.
 */
function wholeMatches(words: readonly string[], text: string): WholeMatch[] {
  const phrase = new RegExp(words.map(escapeRegExp).join('\\s+'), 'giu');
  const found: WholeMatch[] = [];
  for (let at = phrase.exec(text); at !== null; at = phrase.exec(text)) {
    STARTS_WORD.lastIndex = at.index;
    ENDS_WORD.lastIndex = phrase.lastIndex;
    const ending = STARTS_WORD.test(text) ? ENDS_WORD.exec(text) : null;
    if (ending === null) {
      // The next place the words may stand: one character (code point) on.
      phrase.lastIndex = at.index + ((text.codePointAt(at.index) ?? 0) > 0xffff ? 2 : 1);
      continue;
    }
    found.push({ text: text.slice(at.index, ENDS_WORD.lastIndex), index: at.index });
    phrase.lastIndex = ENDS_WORD.lastIndex;
  }
  return found;
}

/** The opening of a line or sentence that says whom an app is for, up to a phrase of it. */
const FOR_WHOM =
  /(?:^|[\n.!?•]\s*)(?:(?:made|built|designed|perfect|great|ideal|meant)\s+)?for\s+(?:(?:[\p{L}\p{N}'’-]+\s+){0,3}|[^.!?\n]*(?:,|\s(?:and|or))\s+)$/iu;

/** A line that opens by saying whom the app is for: "For older adults who like writing letters". */
const FOR_WHOM_LINE = /^[\s•·*–—-]*(?:(?:made|built|designed|perfect|great|ideal|meant)\s+)?for\s/iu;

/** Whether a word names people: "users", "interpreters", "tutors". */
function isPeople(word: string): boolean {
  return PERSON_NOUN.test(word.toLowerCase()) || isPersonWord(word);
}

/**
 * Whether a group of people follows the phrase in its line: "Freelance Court" of "freelance court
 * & tribunal interpreters".
 */
function beforePerson(description: string, match: WholeMatch): boolean {
  const rest = description.slice(match.index + match.text.length).split(/[\n,.;:(]/u)[0] ?? '';
  const group = rest.match(/[\p{L}'’-]+/gu) ?? [];
  const last = group.at(-1);
  return last !== undefined && group.length <= PEOPLE_GROUP_WORDS && isPeople(last);
}

/** At most this many words between a phrase and the people it is cut from. */
const PEOPLE_GROUP_WORDS = 3;

/**
 * Whether the phrase opens with an -ing form after a verb, so it is that verb's object: "Writing
 * Letters" of "who like writing letters"; "Climbing Gyms" of "at bouldering & climbing gyms" is a place.
 */
function opensWithVerbsObject(words: readonly string[], description: string, match: WholeMatch): boolean {
  if (!/ing$/iu.test(words[0] ?? '')) return false;
  const before = lineBefore(description, match.index).match(/[\p{L}'’-]+$/u)?.[0];
  return before !== undefined && isVerbWord(before) && !isPeople(before);
}

/** The lines that say whom the app is for ("For rowers and erg users"). */
export const audienceLines = (description: string): string[] =>
  description.split('\n').filter((line) => FOR_WHOM_LINE.test(line));

/** The text of the line before `index`. */
const lineBefore = (text: string, index: number) => text.slice(text.lastIndexOf('\n', index - 1) + 1, index);

const wholeWords = (text: string) => (text.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu) ?? []).map(singular);

/** A gap inside a phrase as written: spaces, a slash or a hyphen ("pre-use", "sunrise/sunset"). */
const PHRASE_GAP = /^[\s/-]+$/u;

/**
 * Whether a phrase's words stand side by side in the listing, in any case or number: "Day Yards"
 * from "route the day's yards", "Names & Point Camera" glued from two lines and "Object Game" cut
 * from "hidden object game" do not.
 */
function occursAsWritten(words: readonly string[], text: string): boolean {
  const wanted = words.flatMap((word) => word.toLowerCase().split('-')).filter(Boolean);
  const tokens = tokensOf(text);
  // "Object Game" says no more than "Object": one word and the kind of software is judged as the word.
  const oneWordAndKind = wanted.length === 2 && /^(?:game|app)s?$/u.test(wanted[1] ?? '');
  return tokens.some(
    (_, start) =>
      !(oneWordAndKind && cutAfterModifier(tokens, start)) &&
      wanted.every((word, offset) => {
        const token = tokens[start + offset];
        // "Day Yards" is not "the day's yards": a possessive only ends the phrase.
        if (!token || !isFormOf(token.word, word, offset === wanted.length - 1)) return false;
        return offset === wanted.length - 1 || PHRASE_GAP.test(token.gap);
      }),
  );
}
