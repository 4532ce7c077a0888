import { isProperWord, memoized, readsAsEnglish } from '@aiapp/text';
import { isThirdPersonVerb, isVerbForm, openingVerb } from './action-verbs';
import { mixesThingAndAction, readPhrase, runningText, type Phrase } from './feature-phrases';
import { spelledOut } from './phrasing';
import { canBeNoun, hasNounReading, isPluralPhrase, LEXICON } from './grammar';
import { PERSON_NOUN } from './subject';
import { rememberedTerms } from './tagged-terms';

/**
 * A feature as a person would name it in passing, in a review or an aside: the action they do
 * with it ("identify a plant by photo") or the thing they use ("the watering reminders"), short
 * enough for a sentence frame. Read with the same grammar as the store texts (compromise for
 * verbs the action list does not hold), never a line pasted into the wrong slot.
 */
export interface FeatureMention {
  kind: 'action' | 'thing';
  /** For an action, who does it: the user ("identify a plant by photo") or the app ("suggests % to put aside"). */
  actor: Phrase['actor'];
  /** Mid-sentence, without article: "identify a plant by photo", "watering reminders". */
  text: string;
  /** For a thing: "are", "they" rather than "is", "it". */
  plural: boolean;
}

/** A line that states what the app does not do ("No ads", "Without an account") names no feature to mention. */
const NEGATION = /^(?:no|without|zero|never|not|non)\b/i;
/** Where a line's detail starts: "Harvest log: supers pulled…", "Varroa mite counts (sugar roll…)". */
const DETAIL = /\s*(?:[:;(—–]|\s[-+]\s|,\s).*$/;
/** A second action in one line: "… by photo and get its light needs". */
const SECOND_CLAUSE = /\s+(?:and|&|or|then|plus)\s+(\p{L}+)\s+(\p{L}+).*$/u;
const PREPOSITION = /\s+(?:with|for|per|by|in|on|at|across|from|via|to)\s+/i;
/** A word that opens a qualifier: what follows it narrows the feature before it ("… to CSV for your club"). */
export const PREPOSITION_WORD = /^(?:with|for|per|by|in|on|at|across|from|via|to|into)$/i;
/** An action longer than this is cut before its last preposition that leaves it short enough. */
const MAX_ACTION_WORDS = 6;

/** "export inspection history to CSV for your club or state inspector" → "export inspection history to CSV". */
function shortAction(action: string): string {
  const parts = words(action);
  if (parts.length <= MAX_ACTION_WORDS) return action;
  for (let end = MAX_ACTION_WORDS; end >= 3; end -= 1) {
    const kept = parts.slice(0, end).join(' ');
    if (PREPOSITION_WORD.test(parts[end] ?? '') && endsWhole(kept, false)) return kept;
  }
  return action;
}
const DETERMINER = /^(?:a|an|the|your|our|my)\s+/i;
/**
 * "Any font, any size", "Every recipe", "What each shop stocks": a quantifier or a question word
 * cannot follow "the" in a review's "the {thing}".
 */
const QUANTIFIER = /^(?:any|every|each|all|some|no|more|most|many|several|what|which|who|whose|how|where|when|why|\d+)\b/i;
/** A thing longer than this is cut before its first preposition: "apiary map with a GPS pin…" → "apiary map". */
const MAX_THING_WORDS = 4;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** Words that open or carry a clause inside a feature line: a conjunction, or a verb that takes no object. */
const CLAUSE_WORD =
  /^(?:if|when|whenever|because|unless|until|so|is|are|was|were|works|runs|stays|goes|comes|happens|gets|keeps|rings)$/i;

/**
 * Whether a phrase cut from a longer line ends where a phrase can end: not on a preposition or
 * particle ("pairs with up" from "pairs with up to 4 sensors"), nor on a word compromise reads there
 * as an adjective or a participle and lists as no noun ("hour-line angles for horizontal" from "…
 * for horizontal, vertical & declining dials", "with old", "the dog left"); "built-in light" and
 * "this round" end on nouns ("light", "round" are Adj|Noun in its word list).
 */
function endsWhole(phrase: string, describingToo = true): boolean {
  const last = (words(phrase).pop() ?? '').toLowerCase().replace(/[^\p{L}'’-]/gu, '');
  if (PREPOSITION_WORD.test(last) || /^(?:up|down|out|off|and|or|&|the|a|an|your|my|their|its)$/.test(last)) return false;
  if (!describingToo) return true;
  const tags = rememberedTerms(phrase).at(-1)?.tags;
  const describes = tags !== undefined && (tags.has('Adjective') || tags.has('PastTense') || tags.has('Participle'));
  return !describes || canBeNoun(last) || hasNounReading(last);
}

/**
 * What a feature line names, without its detail: "Notes per buyer: budget, neighborhoods" →
 * "Notes per buyer", "Varroa mite counts (sugar roll…)" → "Varroa mite counts". The detail lists
 * examples; a benefit matched on one of them ("budget") would describe another feature.
 */
export function featureCore(line: string): string {
  return line.replace(DETAIL, '').trim() || line;
}

/**
 * What a feature line names, cut where its detail starts, but never inside a list: "calculates
 * hour-line angles for horizontal, vertical & declining dials" → "calculates hour-line angles"
 * (before the preposition that opens the list), "Old (Julian) + New calendar switch" → null.
 */
function mentionCore(typed: string): string | null {
  // "send the dog left (come bye) or right (away)": a bracket inside a line is an aside, the line goes on after it.
  const line = typed.replace(/\s*\([^()]*\)(?=\s*\S)/g, '');
  const core = featureCore(line);
  // "shunt wagons over the hump + set points by …": a line that is a thing and an action at once names neither.
  const whole = readPhrase(line);
  if (core !== line && whole?.action === null && mixesThingAndAction(runningText(spelledOut(line)))) return null;
  // "replay saving + online leaderboard": a part joined by "+" to a line that fits no frame fits none either.
  if (/^\s*\+/.test(line.slice(core.length)) && whole?.action === null && whole.thing === null) return null;
  // A describing word ends a list's item only before a comma ("for horizontal, vertical…") or alone
  // ("Old (Julian) + New…"); before a bracket it ends a clause ("see what's due (oil, filters)").
  const inList = line.slice(core.length).trimStart().startsWith(',') || words(core).length === 1;
  if (core === line || endsWhole(core, inList)) return core;
  const parts = words(core);
  for (let end = parts.length - 1; end >= 2; end -= 1) {
    const kept = parts.slice(0, end).join(' ');
    if (PREPOSITION_WORD.test(parts[end] ?? '') && endsWhole(kept, inList)) return kept;
  }
  return null;
}

/**
 * A "thing" that is a clause in disguise: a verb before an article ("tap a word", "hear a word"),
 * a participle or an adverb at the end ("shopping list grouped", "tip creators directly"). "The tap a word is…" is no sentence.
 */
const readsAsClause: (thing: string) => boolean = memoized(readAsClause, 20_000);

function readAsClause(thing: string): boolean {
  const parts = words(thing);
  if (parts.length > 1 && /^(?:a|an|the|your|my|their|its)$/i.test(parts[1] ?? '')) return true;
  // "customer SMS when bow ready", "timetable works offline", "light is a resource": a clause of its own.
  if (parts.slice(1).some((part) => CLAUSE_WORD.test(part))) return true;
  // "canal route planner counts locks", "lights pull you in": a verb with its object after the thing.
  const clauseAt = (part: string, index: number) => {
    const next = parts[index + 2];
    if (next === undefined || PREPOSITION_WORD.test(next) || /^(?:and|or|&|per)$/i.test(next)) return false;
    if (PREPOSITION_WORD.test(part) || /^(?:and|or|&|of|near|around|than|like|about)$/i.test(part)) return false;
    return isThirdPersonVerb(part) || /^(?:you|your|them|me|it)$/i.test(next);
  };
  if (parts.slice(1).some(clauseAt)) return true;
  const last = (parts[parts.length - 1] ?? '').toLowerCase();
  // "tip creators directly": an adverb ends an action, not a thing.
  if (LEXICON[last] === 'Adverb' || /[^l]ly$/.test(last)) return true;
  return /[^e]ed$/.test(last) && LEXICON[last] !== 'Singular' && LEXICON[last] !== 'Noun';
}

/**
 * "DE / FR / IT / EN", "Hindi" (cut from "Hindi, English, Tamil UI"): a slash list or a lone
 * language or product name is no thing a person names ("the Hindi alone makes it").
 */
function listsAlternatives(thing: string): boolean {
  return /\s\/\s/.test(thing) || (words(thing).length === 1 && isProperWord(thing));
}

/** Words that start an object: after a verb in the present they show a clause ("app names a random object"). */
const OBJECT_WORD = /^(?:a|an|the|your|my|our|their|its|each|every|any|it|them|you)$/i;
/** "who's bringing which game": a question is no feature a frame can hold. */
const QUESTION = /^(?:who's|whose|what's|where's)$/i;
const RELATIVE = /^(?:that|which|who)$/i;

/**
 * Whether compromise reads a "thing" as a noun phrase that "{app} has …" or "an app with …" can
 * hold: no verb in the present before an object ("app names a random object") or after "to"
 * ("point camera to speaks colour name"), no people doing something ("hirers that request a
 * booking", "patients book online") and no question ("hirers that request a booking", "who's
 * coming Thursday"). Compounds compromise tags as verbs ("score cards") pass: a noun follows.
 */
export const readsAsNounPhrase: (thing: string) => boolean = memoized(readNounPhrase, 20_000);

/**
 * The words whose tags can make a phrase no noun phrase: an object word, "to", a question, a relative.
 * A phrase with none of them and no person noun reads as one whatever compromise would tag, so it is not parsed.
 */
const DECIDING_WORD =
  /(?:^|[^\p{L}'’])(?:a|an|the|your|my|our|their|its|each|every|any|it|them|you|to|who's|whose|what's|where's|that|which|who)(?=$|[^\p{L}'’])/iu;

function readNounPhrase(thing: string): boolean {
  const lower = thing.toLowerCase();
  if (!DECIDING_WORD.test(lower) && !(lower.match(/\p{L}+/gu) ?? []).some((word) => PERSON_NOUN.test(word))) return true;
  const tokens = rememberedTerms(thing).map(({ text, tags }) => ({ word: text, tags }));
  // "hirers that request a booking", "patients book online", "kids tap to mark a chore done": people
  // doing something make a clause; "fog that scatters light" names a thing by its detail.
  const [head, next] = tokens;
  if (
    head &&
    next &&
    PERSON_NOUN.test(head.word.toLowerCase()) &&
    (RELATIVE.test(next.word) || next.tags.has('Verb') || isVerbForm(next.word))
  )
    return false;
  return tokens.every(({ word, tags }, index) => {
    if (QUESTION.test(word)) return false;
    const finite = tags.has('PresentTense') && !tags.has('Gerund');
    // "photo check-in to see the progress" is a purpose; "point camera to speaks colour name": "to" never takes the -s form.
    const afterTo = tokens[index - 1]?.word.toLowerCase() === 'to';
    if (afterTo) return !(finite && /s$/i.test(word));
    return !(finite && OBJECT_WORD.test(tokens[index + 1]?.word ?? ''));
  });
}

/**
 * Whether a feature, read as an action or a thing, can join another sentence: a thing that is a
 * clause of its own ("timetable works offline", "customer SMS when bow ready", "app names a random
 * object") cannot, and neither
 * can a line in another language ("Kehrwoche-Plan für das ganze Haus"): an English frame around it
 * is neither language. It stays a bullet as typed.
 */
export const joinsSentence = (feature: Pick<Phrase, 'action' | 'thing'>): boolean =>
  readsAsEnglish(feature.action ?? feature.thing ?? '') &&
  (feature.action !== null || (feature.thing !== null && !readsAsClause(feature.thing) && readsAsNounPhrase(feature.thing)));

/**
 * A feature named in passing as a phrase's action or thing ("log each hive inspection", "varroa
 * mite counts"), for frames that take a Phrase; null when the line names no feature.
 */
export function mentionedPhrase(line: string): Pick<Phrase, 'action' | 'actor' | 'thing' | 'plural'> | null {
  const mention = featureMention(line);
  if (!mention) return null;
  const action = mention.kind === 'action' ? mention.text : null;
  return { action, actor: mention.actor, thing: action ? null : mention.text, plural: mention.plural };
}

export function featureMention(line: string): FeatureMention | null {
  const plain = line
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain || NEGATION.test(plain) || !readsAsEnglish(plain)) return null;
  const core = mentionCore(plain);
  const phrase = core === null ? null : readPhrase(core);
  if (!phrase) return null;
  if (phrase.action) {
    const action = phrase.action.replace(SECOND_CLAUSE, (clause, verb: string, next: string) =>
      openingVerb(verb, next, 3) ? '' : clause,
    );
    return { kind: 'action', actor: phrase.actor, text: shortAction(action), plural: false };
  }
  let thing = (phrase.thing ?? '').replace(DETERMINER, '');
  const whole = thing;
  if (words(thing).length > MAX_THING_WORDS) thing = thing.split(PREPOSITION)[0] ?? thing;
  // "stall owners post what's" (cut from "… what's in today"): a clause or question cut short names nothing.
  if (!/\p{L}/u.test(thing) || QUANTIFIER.test(thing) || readsAsClause(thing) || listsAlternatives(thing)) return null;
  if (thing !== whole && (!readsAsNounPhrase(thing) || !endsWhole(thing))) return null;
  return { kind: 'thing', actor: null, text: thing, plural: isPluralPhrase(thing) };
}
