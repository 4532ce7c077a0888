import { memoized, plural, singular, zipfFrequency } from '@aiapp/text';
import {
  asRelativeClause,
  isAmbiguousVerb,
  isCompoundHead,
  isVerbForm,
  namesDoer,
  openingVerb,
  PREFIXED_VERB,
} from './action-verbs';
import { canBeNoun, hasNounReading, headNoun, isListedVerb, isPluralPhrase, LEXICON } from './grammar';
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
 * The form of a feature line, which decides the frames it can fill (issue 28 item 5): an
 * imperative only after "lets you" or "to", a noun phrase only after "with" or "has"; a clause
 * with its own subject and verb ("map shows bridleways"), a limit read either way ("follow up to
 * 10 runners"), a list of labels ("QWERTY, AZERTY, Dvorak") or a line the reading is unsure of
 * fills none: it stays a bullet or a sentence of its own, never glued into a frame.
 */
export type LineForm = 'imperative' | 'noun-phrase' | 'clause' | 'limit' | 'labels' | 'unsure';

/** A line's form and its phrase: the phrase holds an action only for an imperative, a thing only for a noun phrase. */
interface Reading {
  form: LineForm;
  phrase: Phrase;
}

/**
 * Reads one feature line; `line` is plain text (tags already removed by the caller). A request
 * reads each of its lines several times (bullets, calls to action, mentions, lexicon benefits), so
 * recent lines' readings are kept and shared: not to be changed.
 */
const readLine: (line: string) => Reading | null = memoized(readingOf, PHRASES_KEPT);

/** One feature line in the forms the copy needs (see `Phrase`); null for an empty line. */
export const readPhrase = (line: string): Phrase | null => readLine(line)?.phrase ?? null;

/** The one classifier every frame asks before it places a line (see `LineForm`); an empty line is unsure. */
export const lineForm = (line: string): LineForm => readLine(line)?.form ?? 'unsure';

function readingOf(line: string): Reading | null {
  const text = withoutEndPunctuation(spelledOut(line).replace(/\s+/g, ' ').trim());
  if (!text) return null;
  const bullet = capitalizeFirst(text);
  const neither = (form: LineForm): Reading => ({
    form,
    phrase: { bullet, action: null, actor: null, thing: null, plural: false },
  });
  const running = runningText(text);
  const unprefixed = stripSubject(running);
  const words = unprefixed.split(/\s+/);
  const [first = '', second] = words;
  const typedVerb = first.replace(/[^\p{L}'’-]/gu, '');
  const verb = openingVerb(typedVerb, second, words.length, words[2]);
  // "shows hand-shape pictures, kid copies them": a clause with its own subject after a comma fits no frame.
  if (running.split(/,\s+/).slice(1).some(hasOwnSubject)) return neither('clause');
  // "dogs = bosses", "o'clock → half past → …": one word left before what the line says it means or becomes is no feature.
  if (/\s(?:=|→)\s/.test(text) && !/\s/.test(running.trim())) return neither('unsure');
  // "Learn mode explains the house", "Run by a charity": a clause with a subject of its own, or a passive one, fits no frame.
  if (opensWithSubject(unprefixed) || isPassive(unprefixed)) return neither('clause');
  // "QWERTY, AZERTY, QWERTZ and Dvorak", "DE / FR / IT": names in a list are quoted, not said.
  if (listsLabels(unprefixed)) return neither('labels');
  // "follow up to 10 runners": "follow up" or a limit of "up to 10", only the developer knows which.
  if (verb && readsAsPhrasalLimit(unprefixed)) return neither('limit');
  // "text adventure on an overnight ferry", "point camera at something": a verb or a compound noun, only the developer knows which.
  if (readsEitherWay(unprefixed, verb !== null)) return neither('unsure');
  if (verb && !coordinatesNouns(words)) {
    const rest = unprefixed.slice(first.length).trim();
    // "Suggests % to put aside", "It syncs…": a verb typed in its -s form is the app's.
    const actor = typedVerb.toLowerCase() !== verb && /s$/i.test(typedVerb) ? 'app' : 'user';
    // "Stop, look, listen": the first word's own comma stays with the list it opens.
    const action = rest ? `${verb}${/,$/.test(first) ? ',' : ''} ${rest}` : verb;
    // "batter frame dims printable": an object that ends in a clause of its own is no action the frames
    // can hold; an adjective compromise lists ("download episodes offline", "find shops nearby") ends an action.
    if (endsClause(action, false)) return neither('clause');
    // "replay saving and online leaderboard": an -ing word joined to a thing after the verb names a thing
    // ("log breastfeeding and bottles" does not say which), so the line fits no frame.
    const [, ing = '', after = '', joined = ''] = action.split(' ');
    if (/^\p{Ll}{2,}ing$/u.test(ing) && /^(?:and|or|&)$/i.test(after) && !isVerbForm(joined)) return neither('unsure');
    // "swipe to send the dog left or right, whistle to stop", "count rows per worker, piece-rate or
    // hourly": a second item the list could not join as an action is a splice; the frames take none.
    const items = action.split(/,\s+/);
    // "Track runs, even offline": an adverb, a preposition or a conjunction ("even") opens an aside on the same action.
    const aside = /^(?:Adverb|Preposition|Conjunction)\b/.test(
      String(LEXICON[(items[1] ?? '').split(' ')[0]?.toLowerCase() ?? ''] ?? ''),
    );
    if (items.length === 2 && !aside && !/\s(?:and|or|&)\s/i.test(items[1] ?? '')) return neither('unsure');
    return { form: 'imperative', phrase: { bullet, action: withArticlesPerAction(action), actor, thing: null, plural: false } };
  }
  // "report flytipping with a photo", "score chaining by grazing bullets": a word compromise lists as
  // a verb and a noun, before an -ing word, is read either way; such a line fits no frame.
  if (!verb && hasNounReading(typedVerb) && /^\p{L}+ing$/u.test(second ?? '') && isListedVerb(typedVerb))
    return neither('unsure');
  // "slow down and loop a bar", "auto-assign rooms": a verb that opens the line, with its particle or a
  // prefix, is no noun phrase's head; not read as an action either, the line is a bullet.
  if (opensWithVerbOnly(unprefixed)) return neither('unsure');
  const thing = midSentence(asRelativeClause(running));
  if (!namesThing(thing)) return neither('clause');
  if (mixesThingAndAction(thing)) return neither('unsure');
  // "lightning strikes within 8 / 16 / 30 km": a thing bounded by a limit reads as an event ("strikes within").
  if (LIMIT.test(thing)) return neither('limit');
  return {
    form: 'noun-phrase',
    phrase: { bullet, action: null, actor: null, thing: withArticles(withCountArticle(thing), 0), plural: isPluralPhrase(thing) },
  };
}

/**
 * "follow up to 10 runners": a verb right before "up to" and a number, which compromise's phrasal
 * verbs pair with "up" ("follow up", "sign up"; not "magnify up to 10x"), reads as a limit and as a phrasal verb.
 */
function readsAsPhrasalLimit(line: string): boolean {
  if (!/^\S+\s+up\s+to\s+\d/i.test(line)) return false;
  const [first = ''] = line.split(' ');
  return rememberedTerms(`you can ${first.toLowerCase()} up to 10`)[3]?.tags.has('Particle') === true;
}
/** "within 8 km", "up to 10 runners", "max 5": a limit on what the line names. */
const LIMIT = /\b(?:within|up to|max(?:imum)?|at most)\s+[~\d]/i;

/**
 * "QWERTY, AZERTY, QWERTZ and Dvorak", "DE / FR / IT / EN": three or more one-word items, at least
 * two of them written with a capital (names or acronyms), list labels to quote, not a phrase to say.
 */
function listsLabels(line: string): boolean {
  const items = line.split(/\s*(?:,|\s\/\s|\/)\s*(?:(?:and|or|&)\s+)?|\s+(?:and|or|&)\s+/i).filter(Boolean);
  return (
    items.length >= 3 &&
    items.every((item) => !/\s/.test(item)) &&
    items.slice(1).filter((item) => /^\p{Lu}/u.test(item)).length >= 2
  );
}

/**
 * "auto-assign rooms by floor": a first word that is a verb after a prefix's hyphen (`PREFIXED_VERB`),
 * by compromise's word list, opens an action; no noun phrase opens so ("pre-order" is a noun too).
 */
function opensWithVerbOnly(line: string): boolean {
  const verb = PREFIXED_VERB.exec(line.split(' ')[0] ?? '')?.[2]?.toLowerCase();
  return verb !== undefined && isListedVerb(verb) && !hasNounReading(verb);
}

/**
 * "Learn mode explains the house": a singular noun, then a verb in its -s form, by compromise's reading
 * of the line and before any function word, makes the words before the verb the clause's subject,
 * not a verb and its object.
 */
function opensWithSubject(phrase: string): boolean {
  if (verbWithObjectSecond(phrase)) return true;
  const terms = termsOf(phrase);
  if (!terms) return false;
  // Only the line's own subject: "push notification when a bird enters the box" holds a clause, but opens with a thing.
  const opener = terms.findIndex((term) =>
    ['Preposition', 'Conjunction', 'Determiner', 'QuestionWord'].some((tag) => term.tags.has(tag)),
  );
  return terms.some(
    (term, index) =>
      index >= 2 &&
      (opener === -1 || index < opener) &&
      term.tags.has('PresentTense') &&
      !term.tags.has('Infinitive') &&
      !term.tags.has('Noun') &&
      /s$/i.test(term.text) &&
      !canBeNoun(singular(term.text.toLowerCase())) &&
      terms[index - 1]?.tags.has('Singular') === true,
  );
}

/**
 * "Map shows bridleways, byways and quiet lanes": a noun, a verb in its -s form and a bare plural
 * object straight after it make a clause with a one-word subject; "Track runs", "Plan trips, meals"
 * (a list) and "Compare prices across…" have no such object.
 */
function verbWithObjectSecond(phrase: string): boolean {
  const [first = '', verb = '', listed = ''] = phrase.split(' ');
  const object = listed.replace(/,$/, '');
  const base = singular(verb.toLowerCase());
  const isVerb = isVerbForm(verb) || isListedVerb(base);
  const bareObject = /^\p{Ll}+s$/u.test(object) && isPluralPhrase(object) && canBeNoun(singular(object));
  return /^\p{L}+s$/u.test(verb) && isVerb && canBeNoun(first.toLowerCase()) && bareObject;
}

/**
 * "Run by a charity", "Made by pipe band tutors": a verb form, then "by" and who did it (an article, a
 * name, or people), says who made the app; "sort by date" and "pay by card" are actions.
 */
function isPassive(phrase: string): boolean {
  const [, , agent] = phrase.split(' ');
  const terms = termsOf(phrase);
  if (!terms || terms[1]?.text.toLowerCase() !== 'by' || !terms[0]?.tags.has('Verb')) return false;
  const who = terms.slice(2).find((term) => !term.tags.has('Adjective'));
  return /^(?:a|an|the|our|its)$/i.test(agent ?? '') || who?.tags.has('Actor') === true || who?.tags.has('ProperNoun') === true;
}

/** Zipf frequencies within which a noun's plural is as common as the noun: "adventures" (3.6 of 4.1), not "progresses" (2.4 of 4.3). */
const COUNTED_PLURAL_GAP = 1;

/** Whether a singular noun names one of many ("camera", "breed", "adventure"), by the -er/-or and word list, or by how common its plural is. */
export function namesOneOfMany(noun: string): boolean {
  const lower = noun.toLowerCase();
  const many = plural(lower);
  if (countable(lower)) return true;
  return many !== lower && zipfFrequency(lower) > 0 && zipfFrequency(many) > zipfFrequency(lower) - COUNTED_PLURAL_GAP;
}

/**
 * "text adventure on an overnight ferry", "point camera at something", "pick breed and coat": a
 * first word compromise lists as a noun first and a verb too ("report", listed as a verb first, is
 * read as one), then a singular noun that names one of many with no article, reads as a verb and
 * its object (without the article English needs) or as one compound noun; which one, only the
 * developer knows, so the line is a bullet as typed (issue 28: when unsure, write less). Read as a
 * verb, the noun may end the line or come before a preposition or "and"; read as a thing, only a
 * preposition of aim after it ("point camera at something") makes the verb reading whole ("access
 * log", "progress report for parents" name things). "Share progress with…" (no article needed) and "route planner for the day" (a
 * doer or a tool, `namesDoer`) are read.
 */
/** Prepositions that say where an action is aimed ("point camera at something"); "for" and "with" follow a thing as often ("bubble level for walls"). */
const AIMED_AT = /^(?:at|to|into|onto|towards?)$/i;

function readsEitherWay(phrase: string, readAsVerb: boolean): boolean {
  const [first = '', object = '', ...rest] = phrase.split(' ');
  const lower = first.toLowerCase();
  // "skip silences": a word compromise lists as a verb first, before a bare plural that ends the line, is
  // read as a verb and its object as well as a compound ("score cards" lists its noun first, "chat rooms" ends in a compound's head).
  if (
    !readAsVerb &&
    rest.length === 0 &&
    /^\p{Ll}+s$/u.test(object) &&
    isPluralPhrase(object) &&
    !isCompoundHead(object) &&
    readsAsVerbFirst(phrase)
  )
    return true;
  if (!isAmbiguousVerb(lower) && !(hasNounReading(lower) && LEXICON[lower] !== 'Infinitive')) return false;
  const terms = termsOf(phrase);
  if (!terms) return false;
  let end = 1;
  while (end < terms.length && bareWord(terms[end]) && !namesDoer(terms[end]?.text ?? '')) end += 1;
  const head = terms[end - 1];
  const after = terms[end];
  // "watch face with tide curve": a head the verb list knows as a compound's ("face", "mode") names a thing.
  const closed = readAsVerb
    ? after === undefined || after.tags.has('Preposition') || after.tags.has('Conjunction')
    : AIMED_AT.test(after?.text ?? '') && !isCompoundHead(terms[1]?.text ?? '');
  return end > 1 && closed && head?.tags.has('Singular') === true && !head.tags.has('Uncountable') && namesOneOfMany(head.text);
}

/** compromise's word-list tags of common nouns: a first word listed so ("voice notes") names a thing as often as it acts. */
const COMMON_NOUN = /^(?:Singular|Plural|Uncountable|Noun|Actor)$/;

/**
 * "skip silences": a first word compromise's word list gives no common noun's reading ("skip" is
 * listed as a name) and its reading of "you can …" takes for a verb.
 */
function readsAsVerbFirst(phrase: string): boolean {
  const lower = (phrase.split(' ')[0] ?? '').toLowerCase();
  const listed = LEXICON[lower];
  if (listed === undefined || COMMON_NOUN.test(listed) || hasNounReading(lower)) return false;
  return rememberedTerms(`you can ${lower}${phrase.slice(lower.length)}`)[2]?.tags.has('Infinitive') === true;
}

/**
 * Articles for each action of a list: "walk the room, snap photo and draw an arrow" → "…, snap a
 * photo and draw an arrow"; the first action's verb reads the others' (the line is a list of steps).
 */
function withArticlesPerAction(action: string): string {
  const parts = action.split(/(,\s+|\s+(?:and|or|then)\s+)/);
  const opensAction = (part: string) => {
    const [word = '', next] = part.split(' ');
    return next !== undefined && openingVerb(word, next, 3) !== null;
  };
  // "pair with a smart doorbell and smoke alarm listener": a list of things after one verb is read whole.
  // "browse design portfolio": after a verb that is no noun as well, an object that ends the line takes one too.
  if (!parts.some((part, index) => index > 0 && index % 2 === 0 && opensAction(part))) {
    const endsWithObject = /^\p{L}+ /u.test(action) && !isAmbiguousVerb(action.split(' ')[0] ?? '');
    return withArticles(action, objectIndex(action), endsWithObject, endsWithObject);
  }
  return parts
    .map((part, index) => {
      if (index % 2 === 1) return part;
      return index === 0 || opensAction(part) ? withArticles(part, objectIndex(part), index > 0) : part;
    })
    .join('');
}

/**
 * "ice floe breaking up, survive 40 days till rescue", "shunt wagons over the hump and set points by
 * tapping the lever frame": a second item after a comma, or one after "and"/"or", that opens an action makes a
 * line that does not open with one a thing and an action at once (or an action whose verb was not
 * read as one); such a line fits neither frame. A verb that is as often a noun ("practice tests",
 * "record sheets") opens no action after "and".
 */
export function mixesThingAndAction(thing: string): boolean {
  const opensAction = (item: string, joined: boolean) => {
    const [word = '', next, third] = item.trim().split(' ');
    const verb = openingVerb(word, next, 3, third);
    // "type text or trace a logo", "slow down and loop a bar": no noun comes right before an article
    // or a possessive, so a word with a verb reading there is a verb and its object.
    if (
      joined &&
      OBJECT_OPENER.test(next ?? '') &&
      /^\p{L}+$/u.test(word) &&
      !FUNCTION_WORD.test(String(LEXICON[word.toLowerCase()] ?? ''))
    )
      return true;
    if (verb === null || !joined) return verb !== null;
    // After "and", only a verb a word list holds as no noun: the action list's ("and set points"), or
    // compromise's ("sunrise and moonrise for your city", "and fade out" are no actions).
    return isVerbForm(word) ? !isAmbiguousVerb(verb) : isListedVerb(word) && !hasNounReading(verb);
  };
  // "photo of cap, paint and obstructions": three items or more make a list of things, whatever their words.
  const items = thing.split(/,\s+/);
  const twoItems = items.length === 2 && !/\s(?:and|or)\s/.test(items[1] ?? '');
  return (
    (twoItems && opensAction(items[1] ?? '', false)) ||
    thing
      .split(/\s(?:and|or)\s/)
      .slice(1)
      .some((item) => opensAction(item, true))
  );
}

/** "their own language", "your kids": a possessive opens an object. */
const POSSESSIVE = /^(?:their|your|its|his|her|our)$/i;

/** Words that open an object: "a logo", "their own language". */
const OBJECT_OPENER = /^(?:a|an|the|your|their|its|his|her|our)$/i;
/** compromise's word-list tags of words that stand before an article without being verbs: "and for a …", "and then the …". */
const FUNCTION_WORD =
  /^(?:Preposition|Conjunction|Determiner|Adverb|Pronoun|Possessive|Adjective|QuestionWord|Modal|Copula|Value)/;

/** "kid copies them", "admin gets notified": a noun, a verb in its -s form and its object or complement. */
function hasOwnSubject(item: string): boolean {
  const [subject = '', verb = '', object = ''] = item.split(' ');
  if (openingVerb(subject, verb, 3, object) !== null || !/^\p{Ll}+[^s]s$/u.test(verb)) return false;
  return /^(?:them|it|him|her|a|an|the|your|their|its|notified|told|alerted)$/i.test(object);
}

/** Words a phrasal verb's particle can be: "set up a circle", "print out a sheet". */
const PARTICLE = /^(?:up|down|out|off|in|back|over|away)$/i;

/** Where an action's object starts: after the verb, or after its particle ("set up circle"). */
const objectIndex = (action: string) => (PARTICLE.test(action.split(' ')[1] ?? '') ? 2 : 1);

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
  // "volunteer rota sign up": a verb and its particle end a clause, not a thing.
  const last = terms[terms.length - 1];
  const verbBefore = terms[terms.length - 2];
  if (terms.length > 2 && verbBefore?.tags.has('Infinitive') && last?.tags.has('PhrasalVerb') && PARTICLE.test(last.text))
    return false;
  const words = thing.split(' ');
  // "volunteers swap shifts": a plural noun, then a verb in its base form before an object ("stories read aloud" has none).
  const acts = (word: string, index: number) =>
    index > 0 &&
    isPluralPhrase(words[index - 1] ?? '') &&
    startsObject(terms[index + 1], words[index + 1] ?? '') &&
    openingVerb(word, words[index + 1], 3, words[index + 2]) === word.toLowerCase();
  // "staff pick their own language": a verb in its base form before a possessive has a subject before it
  // ("profiles that show your volunteering" names its subject by a relative clause).
  const actsOnOwn = (word: string, index: number) =>
    index > 0 &&
    !/^(?:that|which|who)$/i.test(words[index - 1] ?? '') &&
    POSSESSIVE.test(words[index + 1] ?? '') &&
    openingVerb(word, words[index + 1], 3) === word.toLowerCase();
  // "call bells buzz and escalates": a verb joined to one in its -s form is a clause's.
  const joinedToThirdPerson = (index: number) =>
    index > 0 &&
    /^(?:and|or)$/i.test(words[index + 1] ?? '') &&
    terms[index + 2]?.tags.has('PresentTense') === true &&
    terms[index + 2]?.tags.has('Noun') === false &&
    /\p{L}s$/u.test(words[index + 2] ?? '') &&
    isPluralPhrase(words[index - 1] ?? '');
  if (words.some((word, index) => actsOnOwn(word, index) || joinedToThirdPerson(index))) return false;
  return !words.some(acts) && !endsClause(thing);
}

/**
 * "sensor readings live", "frame dims printable": an adjective after a plural noun ends a clause ("7
 * days ahead" is a time), by compromise's word list or, for a word it does not list, its reading.
 */
function endsClause(phrase: string, listedToo = true): boolean {
  const terms = termsOf(phrase);
  if (!terms || terms.length < 2) return false;
  const [before, last] = terms.slice(-2);
  const word = last?.text.toLowerCase() ?? '';
  const listed = LEXICON[word];
  const adjective = (listedToo && listed === 'Adjective') || (listed === undefined && last?.tags.has('Adjective') === true);
  return before?.tags.has('Plural') === true && !before.tags.has('Date') && adjective;
}

// Singular heads that need an article in running text: "a QR code scanner", but "offline mode".
const COUNTABLE_HEAD =
  /(?:[a-z]{2}(?:er|or)|^(?:widget|dashboard|calendar|assistant|journal|diary|library|feed|map|chart|keyboard|camera|coach|app|tool|game|list|log|guide|community|puzzle|challenge|leaderboard|quiz|timeline|portal|wallet|checklist|template|card|deck|plan|report|profile|story|lesson|course|board|space|hub|studio|view|summary|overview|schedule|sheet|record|system|photo|picture|video|alarm|badge|graph|gauge|compass|clock|logbook|notebook|catalogue|catalog|database|directory|register|inventory|countdown|preview|certificate|form|tree|terminal|keypad|dial|slider|toggle|face|curve|route|ticket|stub|soundtrack|walk|doorbell))$/i;
// "3 modes", "1,000+ levels", "24/7 support" open with a number; "1v1 sumo fighter", "2D maps" do not.
const DETERMINER = /^(?:(?:a|an|the|one|your|our|each|every|any)\b|\d[\d,.+/%-]*(?:\s|$))/i;

// Heads that end like "-er" nouns but are uncountable as features: "co-op multiplayer", not "a co-op multiplayer".
const UNCOUNTABLE_HEAD =
  /^(?:multiplayer|singleplayer|weather|power|water|paper|lidar|number|colou?r|humou?r|flavou?r|behaviou?r)$/i;

const countable = (noun: string) => COUNTABLE_HEAD.test(noun) && !UNCOUNTABLE_HEAD.test(noun);

/** "payout calendar everyone can see": a clause after the head, its subject and a modal, is no part of the head. */
const MODAL_CLAUSE = /\s+\p{L}+\s+(?:can|could|will|would|may|might|must|should)\s.*$/u;

/** "12-16 week build-up plan", "5 minute timer": a number (not one) before a singular head measures it, it does not count it. */
const MEASURE = /^(?!1\s)\d[\d,.+/%-]*\s/;

function withCountArticle(thing: string): string {
  const head = headNoun(thing.replace(MODAL_CLAUSE, ''));
  if ((DETERMINER.test(thing) && !MEASURE.test(thing)) || !countable(head) || isPluralPhrase(thing)) return thing;
  return withArticle(thing);
}

/** Words after which a bare singular noun takes an article: "on a map", "with a photo" ("of" only in "instead of"). */
const TAKES_ARTICLE = /^(?:on|with)$/i;
/** Tags of words that cannot stand in a noun phrase without an article: "your", "GPS", "3", "photos". */
const NOT_BARE = ['Pronoun', 'Possessive', 'Determiner', 'ProperNoun', 'Acronym', 'Value', 'Plural'];
/** "signed PDF log": a participle or an acronym before a bare noun (or another such word) modifies it, as an adjective would. */
const modifiesNext = (term: Term | undefined, next: Term | undefined): boolean =>
  (term?.tags.has('Acronym') === true || term?.tags.has('PastTense') === true) &&
  (bareWord(next) || next?.tags.has('Acronym') === true);
const bareWord = (term: Term | undefined) =>
  term !== undefined && (term.tags.has('Noun') || term.tags.has('Adjective')) && !NOT_BARE.some((tag) => term.tags.has(tag));

/**
 * Articles for bare singular countable nouns in running text, by compromise's tags: "track walk on
 * map" → "track a walk on a map", "digital ticket instead of paper stub" → "… instead of a paper
 * stub", "pair with smart doorbell and smoke alarm listener" → "… with a smart doorbell and a smoke
 * alarm listener", "each with own soundtrack" → "each with its own soundtrack". From word `object`
 * on (1 for an action: its verb's object), a noun phrase at that word takes one too.
 * With `countedByUse`, an object that ends a single action is counted by how often its head is said in
 * the plural too (`namesOneOfMany`): "browse design portfolio" → "browse a design portfolio".
 */
function withArticles(phrase: string, object: number, objectAtEnd = false, countedByUse = false): string {
  const owned = phrase.replace(
    /(\p{L}+) with own\b/giu,
    (_match, before: string) =>
      `${before} with ${/^(?:each|every)$/i.test(before) || !isPluralPhrase(before) ? 'its' : 'their'} own`,
  );
  const words = owned.split(' ');
  if (!mayTakeArticle(owned, words, object, objectAtEnd, countedByUse)) return owned;
  const terms = termsOf(owned);
  if (!terms) return owned;
  const articled = new Set<number>();
  // A new opener here must be known to `mayTakeArticle` too, or lines with it are never parsed.
  const opensNounPhrase = (index: number, end: number) => {
    const before = words[index - 1]?.toLowerCase() ?? '';
    // "track walk on map", but not "access log" alone, which names a thing as often as an action;
    // after a particle ("set up circle") the noun can only be the object.
    // A later step of a list ("…, snap photo") is a verb by the first: its object takes one at the end too.
    if (object > 0 && index === object) return object > 1 || objectAtEnd || terms[end]?.tags.has('Preposition') === true;
    if (before === 'of') return words[index - 2]?.toLowerCase() === 'instead';
    // "a smart doorbell and smoke alarm listener": the second of two takes one as the first did.
    if (before === 'and' || before === 'or') return articled.has(index - 2);
    return TAKES_ARTICLE.test(before);
  };
  const out: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    let end = index;
    // "signed PDF log": an acronym before a bare noun modifies it, as an adjective would.
    while (end < terms.length && (bareWord(terms[end]) || modifiesNext(terms[end], terms[end + 1]))) end += 1;
    const head = terms[end - 1];
    const closed =
      end === words.length || terms[end]?.tags.has('Preposition') || /^(?:and|or|to|instead)$/i.test(words[end] ?? '');
    // After a particle ("set up circle") any singular noun compromise does not list as uncountable is counted.
    const afterParticle = object > 1 && index === object && head?.tags.has('Singular') === true;
    // An object's head is counted by how often it is said in the plural too ("portfolio", `namesOneOfMany`).
    const counted =
      countable(head?.text ?? '') ||
      (countedByUse && index === object && end === words.length && namesOneOfMany(head?.text ?? ''));
    const countableHead = head?.tags.has('Noun') && !head.tags.has('Uncountable') && (counted || afterParticle);
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
function mayTakeArticle(
  phrase: string,
  words: readonly string[],
  object: number,
  objectAtEnd: boolean,
  countedByUse: boolean,
): boolean {
  // After a particle ("set up circle") the object takes one whatever its head (withArticles' afterParticle).
  if (object > 1) return true;
  if (!(phrase.match(/\p{L}+/gu) ?? []).some((word) => countable(word) || (countedByUse && namesOneOfMany(word)))) return false;
  if (object > 0 && (words.length > object + 1 || (objectAtEnd && words.length > object))) return true;
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
  const [first = ''] = unbracketed.split(ASIDE);
  // "stamina + balance meter, step out = lose": an "=" inside a list's last item says what that item
  // means ("step out" alone does not), so the item goes with it; a list is never cut inside.
  const equation = /\s=\s/.test(unbracketed.slice(first.length, first.length + 3));
  const head = equation && first.includes(', ') ? first.slice(0, first.lastIndexOf(', ')) : first;
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
  // The second item is read on its first two words: "books earn gold" opens with its subject, not a verb.
  const opensAction = (item = '', whole = false) => {
    const [verb = '', next, third] = item.split(/\s+/);
    return openingVerb(verb, next, whole ? item.split(/\s+/).length : 2, third) !== null;
  };
  // "connects to a refractometer, reads sap and syrup": two actions are joined even when one holds an "and".
  if (items.length === 2 && opensAction(items[0], true) && opensAction(items[1])) return `${items[0]} and ${items[1]}`;
  if (items.length < 3 || /\s(?:and|or|&)\s/i.test(core)) return core;
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
