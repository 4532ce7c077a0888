import { zipfFrequency } from '@aiapp/text';
import nlp from 'compromise';
import { hasNounReading, LEXICON } from './grammar';
import { wordHas } from './tagged-terms';

/**
 * Verbs that open feature lines ("Track workouts", "Sync across devices"). A line that opens
 * with one reads as something the user can do; anything else reads as a thing the app has.
 */
const ACTION_VERBS = (
  'access achieve add adjust align analyse analyze annotate answer automate back bake battle beat bind blend blur ' +
  'book bookmark boost borrow breathe brew browse budget build buy calculate calibrate capture catalog catalogue challenge change ' +
  'charge check choose clean clear climb clock collaborate collect combine compare compete complete connect control ' +
  'convert cook count create crop customise customize cut dance decorate delete design detect diagnose dig discover ' +
  'donate download drag draw drive drop earn edit enjoy estimate explore export extract fight filter find finish ' +
  'fix fold follow generate get go grow hear help hide highlight hike hire hit identify import improve invite ' +
  'invoice join keep knit label learn lend level link listen locate lock log lose make manage map mark master ' +
  'match measure meditate meet merge mix monitor move navigate organise organize paint pair paste pay pick plan play pour ' +
  'practice practise predict prepare print protect prune publish race rank rate reach read receive record reduce ' +
  'remember remind remove rename rent repeat replace replay request reserve restore resume review rotate route sail ' +
  'save scan schedule search see select sell send set sew share shop show sign sing sketch snap snooze solve sort ' +
  'split spot stack start stay stitch stop store straighten stream stretch study swap swim swipe switch sync tag ' +
  'take talk tally tap test text trace track trade train transfer translate travel trim tune turn underline unlock ' +
  'upgrade upload use view visualise visualize vote warn watch weigh win work write'
).split(' ');

/** Verbs that are just as often nouns ("Chat rooms", "Search history"): a verb only before an object. */
const AMBIGUOUS = new Set(
  'back blend book bookmark budget catalog catalogue charge chat check clear clock design drive drop fight filter fold help highlight invoice label link map mark match pair paste plan play print race rank rate record review route schedule search show sketch snap spot stack store stretch swap tag tally tap text trace trade travel tune view vote watch work'.split(
    ' ',
  ),
);

/** "book", "chat", "match": a verb of the list above that is just as often a noun. */
export const isAmbiguousVerb = (verb: string): boolean => AMBIGUOUS.has(verb.toLowerCase());

/** Words that, after an ambiguous verb, make a compound noun: "Invoice templates", "Search history". */
const COMPOUND_HEADS = new Set(
  'templates rooms settings options tools mode modes styles views themes widgets history list lists log logs board sheet bar goal goals plan plans stats confirmations details face faces alerts alert reminders reminder notifications timer tracker counter calculator'.split(
    ' ',
  ),
);

/** "face", "mode", "log": a word that, after a verb that is a noun too, makes a compound noun. */
export const isCompoundHead = (word: string): boolean => COMPOUND_HEADS.has(word.toLowerCase());

/** Words that, after an ambiguous verb, show it is used as a verb. */
const VERB_FOLLOWERS = new Set(
  (
    'a an the your my our their all any every each up with across from to into on in for by at and or ' +
    'them it anything everything anywhere anytime friends people others together audio video music data ' +
    'content progress time money files photos documents notes messages offline online solo alone against ' +
    'instantly automatically securely privately live'
  ).split(' '),
);

/** Verbs that are also plural nouns and, before "with", name a connection: "pairs with", "links with". */
const CONNECTS_WITH = new Set(['pair', 'link']);

const OBJECT_STARTS = new Set('a an the your my our their all any every each everything anything it them'.split(' '));

function ingForm(verb: string): string {
  if (/ie$/.test(verb)) return `${verb.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(verb) && verb !== 'see') return `${verb.slice(0, -1)}ing`;
  if (
    /^(plan|chat|cut|get|hit|set|shop|stop|swap|win|log|map|skip|run|swim|scan|trim|snap|tap|drop|jog|chop|grab|spot)$/.test(verb)
  )
    return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

function thirdPersonForm(verb: string): string {
  if (/(s|x|z|ch|sh)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (verb === 'go') return 'goes';
  return `${verb}s`;
}

/** Every recognised form of a verb, mapped to its base form. */
const BASE_FORM = new Map<string, string>(
  ACTION_VERBS.flatMap((verb) => [
    [verb, verb],
    [ingForm(verb), verb],
    [thirdPersonForm(verb), verb],
  ]),
);

const verbCache = new Map<string, boolean>();

/** compromise's reading of one word alone, cached: an infinitive that is no noun ("identify", "calibrate"). */
export function taggedVerb(word: string): boolean {
  let verb = verbCache.get(word);
  if (verb === undefined) {
    verb = wordHas(word, '#Infinitive') && !wordHas(word, '#Noun');
    verbCache.set(word, verb);
  }
  return verb;
}

/**
 * A verb the list above does not hold, read by compromise: "Identify a plant", "Scale any
 * recipe", "Calibrate sensors". Before an object ("a", "any", "your"…), where a bare verb cannot
 * be a noun's modifier, any word compromise reads as a verb; before other words only one its word
 * list knows as a verb and not as a noun ("Enter scores"), so "Plant care tips" stays a thing, and
 * so do "score chaining by grazing bullets", "weather changes through the day" and "volunteer rota
 * sign up" (compromise lists "score" and "weather" as Noun|Verb, "volunteer" as Actor|Verb).
 */
/**
 * After a word that is a noun and a verb, a word that shows the verb: an adjective ("report broken
 * item") or a preposition other than "of" ("craft from driftwood", "zoom with pinch"), by compromise's
 * word list. A noun or an -ing word after it makes a compound ("score chaining", "volunteer rota").
 */
/** "report pothole with photo": a singular noun (listed or not, no -ing or -s), then a preposition, is a bare object. */
function bareObject(second: string, third: string | undefined): boolean {
  const word = second.toLowerCase();
  const listed = LEXICON[word];
  const singular = listed === 'Singular' || (listed === undefined && /^\p{Ll}+$/u.test(word) && !/(?:ing|s)$/.test(word));
  return singular && /^(?:with|to|on|in|at|from|for|by)$/i.test(third ?? '');
}

function opensComplement(word: string): boolean {
  const lower = word.toLowerCase().replace(/[^\p{L}'’-]/gu, '');
  const listed = String(LEXICON[lower] ?? '');
  return lower !== 'of' && /^(?:Adjective|Preposition)\b/.test(listed);
}

function unlistedVerb(first: string, second: string | undefined, third?: string): string | null {
  const word = first.toLowerCase();
  if (!second || !/^\p{L}+$/u.test(word)) return null;
  const known = LEXICON[word];
  const verbPlace =
    OBJECT_STARTS.has(second.toLowerCase()) ||
    ((known === 'Infinitive' || known === undefined) &&
      (!hasNounReading(word) || opensComplement(second) || bareObject(second, third)) &&
      !COMPOUND_HEADS.has(second.toLowerCase()));
  // The word lists answer first: compromise parses the word only where its reading decides.
  return verbPlace && (taggedVerb(word) || undoesVerb(word)) ? word : null;
}

/** "unscramble", "rewind", "disconnect": a prefix that undoes or repeats, before a common word compromise reads as a verb before an object. */
const UNDOING_PREFIX = /^(?:un|re|dis)(\p{L}{4,})$/u;
/** Zipf frequency (see @aiapp/text) from which a stem is a common word: "scramble" 3.2. */
const COMMON_STEM_ZIPF = 3;
const undoesVerb = (word: string): boolean => {
  const stem = UNDOING_PREFIX.exec(word)?.[1];
  if (stem === undefined) return false;
  return BASE_FORM.get(stem) === stem || (zipfFrequency(stem) >= COMMON_STEM_ZIPF && nlp(`you ${stem} it`).has('you #Verb it'));
};

const JOINING_WORD = /^(?:of|for|from|with|in|on|at|by|per|to|and|or|when|while|that|which|&)$/i;

/**
 * "Pulls public meeting agendas", "Shows tide times": a verb the list does not hold, in its -s
 * form, before its object. Before a joining word or a verb it is a plural noun ("Shows for kids").
 */
function unlistedThirdPerson(first: string, second: string | undefined, wordCount: number): string | null {
  const word = first.toLowerCase();
  if (wordCount < 3 || !second || JOINING_WORD.test(second) || !/^\p{Ll}+[^s]s$/u.test(word)) return null;
  // "Volunteers swap shifts": a verb after it makes it the clause's subject, a plural noun.
  if (BASE_FORM.get(second.toLowerCase()) === second.toLowerCase()) return null;
  // "flashes", "notifies": the -es and -ies forms of "flash", "notify".
  const stem = word.replace(/(?<=(?:ch|sh|x|z|ss))es$|(?<=[^aeiou])ies$|s$/, (ending) => (ending === 'ies' ? 'y' : ''));
  return LEXICON[stem] !== 'Singular' && taggedVerb(stem) ? stem : null;
}

/** The verb an -er or -or noun is made from: "tuner" → "tune", "planner" → "plan", "chanter" → "chant". */
const AGENT_ENDING = /^(\p{Ll}{3,}?)(\p{Ll})?(?:e?r|or)$/u;

/**
 * "planner", "chanter", "tracker", "builder": a doer or a tool, by compromise's word list (Actor) or
 * as an -er/-or noun of a verb compromise reads as one; "paper", "water" and "camera" are none.
 */
export function namesDoer(word: string): boolean {
  const lower = word.toLowerCase();
  if (LEXICON[lower] === 'Actor') return true;
  const [, stem = '', last = ''] = AGENT_ENDING.exec(lower) ?? [];
  if (!stem) return false;
  const stems = [`${stem}${last}`, `${stem}${last}e`, ...(stem.endsWith(last) ? [stem] : [])];
  return stems.some((candidate) => candidate.length >= 3 && taggedVerbAlone(candidate));
}

/** compromise's reading of one word alone as a verb, noun or not ("track", "chant", "tune"). */
const taggedVerbAlone = (word: string): boolean => wordHas(word, '#Infinitive');

/** "pre-book", "re-order", "auto-fill": a verb behind a prefix and a hyphen (the prefix, then the verb). */
export const PREFIXED_VERB = /^(pre|re|un|co|auto)-(\p{L}+)$/iu;

/**
 * The base form of the verb that opens a feature line, given its first words (the third tells "Water
 * change log" from "Water the plants") and its length, or null
 * when the line does not open with an action: "Tracks"/"Tracking"/"Track" → "track".
 */
export function openingVerb(first: string, second: string | undefined, wordCount: number, third?: string): string | null {
  // "Pre-book slots", "Re-order supplies": a prefixed verb reads as its verb does.
  const prefixed = PREFIXED_VERB.exec(first);
  if (prefixed) {
    const verb = openingVerb(prefixed[2] ?? '', second, wordCount, third);
    return verb ? `${(prefixed[1] ?? '').toLowerCase()}-${verb}` : null;
  }
  const base =
    BASE_FORM.get(first.toLowerCase()) ?? unlistedVerb(first, second, third) ?? unlistedThirdPerson(first, second, wordCount);
  if (!base) return null;
  const next = second?.toLowerCase();
  // "Map of charging stations", "Log of every dose": a word before "of" names a thing.
  if (next === 'of') return null;
  // "Route planner for the day", "Deck builder": a verb that is a noun as well, before a word
  // compromise lists as a doer (Actor), names the tool ("hire builders" stays an action).
  const nextWord = next?.replace(/[^\p{L}'’-]/gu, '') ?? '';
  // "practice chanter tuner": so does an -er noun of a verb inside a compound ("set timer on watch" is an action).
  const compound = third !== undefined && /^\p{Ll}+$/u.test(third) && !JOINING_WORD.test(third) && !OBJECT_STARTS.has(third);
  const doer = LEXICON[nextWord] === 'Actor' || (compound && namesDoer(nextWord));
  if (doer && (AMBIGUOUS.has(base) || hasNounReading(base))) return null;
  // "Reading list", "Tracking goals": an -ing word before a compound head names a thing.
  if (next && COMPOUND_HEADS.has(next) && first.toLowerCase() === ingForm(base)) return null;
  if (!AMBIGUOUS.has(base)) return base;
  if (!next || COMPOUND_HEADS.has(next)) return null;
  // "Water change log", "Stack trace viewer": a compound head two words on names a thing.
  if (third && COMPOUND_HEADS.has(third.toLowerCase()) && !VERB_FOLLOWERS.has(next)) return null;
  // "Reviews from customers", "Plans for every goal": a plural noun unless an object follows ("Records your runs").
  // "Plays MKV, MP4…", "Records Apple Health data": a capitalised word after it is an object.
  // "Shows tide times", "Plans meals for the week": three words or more with no joining word after it read as an action.
  // "Pairs with the probe", "Links with your calendar", "pairs with Bluetooth scales": "with" and an
  // object (a determiner or a name) after the -s form make it a verb.
  // "Pairs with smart doorbell": a verb that names a connection takes "with" and any object.
  const withObject =
    next === 'with' && (OBJECT_STARTS.has(third?.toLowerCase() ?? '') || /^\p{Lu}/u.test(third ?? '') || CONNECTS_WITH.has(base));
  if (
    first.toLowerCase() === thirdPersonForm(base) &&
    !withObject &&
    !OBJECT_STARTS.has(next) &&
    !/^\p{Lu}/u.test(second ?? '') &&
    (wordCount <= 2 || JOINING_WORD.test(next))
  )
    return null;
  // "Plan family dinners" has an object after the verb; "Chat rooms" is two words naming a thing.
  if (VERB_FOLLOWERS.has(next) || /[^s]s$/.test(next) || wordCount > 2) return base;
  return null;
}

/**
 * "Profiles show your volunteering" names a thing by a clause: a plural noun, a verb in the present
 * and its object. Mid-sentence it needs "that" ("with profiles that show your volunteering").
 */
export function asRelativeClause(phrase: string): string {
  const [subject = '', verb = '', object = '', ...rest] = phrase.split(' ');
  const base = BASE_FORM.get(verb.toLowerCase());
  const present = base !== undefined && (verb.toLowerCase() === base || verb.toLowerCase() === thirdPersonForm(base));
  if (!present || !/^\p{L}+s$/u.test(subject) || !OBJECT_STARTS.has(object.toLowerCase())) return phrase;
  return [subject, 'that', verb, object, ...rest].join(' ');
}

/** "counts", "shows": the -s form of a verb the list holds (a plural noun too, so read it in context). */
export function isThirdPersonVerb(word: string): boolean {
  const lower = word.toLowerCase();
  const base = BASE_FORM.get(lower);
  return base !== undefined && base !== lower && lower === thirdPersonForm(base);
}

/** True for "tracks", "checking", "follow": verbs make weak keywords on their own. */
export const isVerbForm = (word: string): boolean => BASE_FORM.has(word.toLowerCase());

/**
 * An action with its verb, and a second verb joined by "and"/"or", in another form: "trim and split
 * clips" → "trims and splits clips" or "trimming and splitting clips".
 */
function withVerbForm(action: string, form: (verb: string) => string): string {
  const [verb = '', ...rest] = action.split(' ');
  const [joiner, second] = rest;
  const secondBase = second ? BASE_FORM.get(second.toLowerCase()) : undefined;
  if ((joiner === 'and' || joiner === 'or') && secondBase === second?.toLowerCase() && secondBase) {
    return [form(verb.toLowerCase()), joiner, form(secondBase), ...rest.slice(2)].join(' ');
  }
  return [form(verb.toLowerCase()), ...rest].join(' ');
}

/**
 * An action as the app's own, after "it" or the app's name: "suggest % to put aside" → "suggests %
 * to put aside", "trim and split clips" → "trims and splits clips", "pre-book slots" → "pre-books slots".
 */
export const asThirdPerson = (action: string): string => withVerbForm(action, thirdPersonForm);

/** An action as a gerund phrase, for lists of what an app does: "track workouts" → "tracking workouts". */
export const asGerund = (action: string): string => withVerbForm(action, ingForm);
