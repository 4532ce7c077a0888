import nlp from 'compromise';
import { brandsIn, hasEmoji, isGameCategory, kindOfApp, mentionsSubject, type AppSubject } from '@aiapp/listing-copy';
import { bannedTitleWordsIn, STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import { sentences } from '../text/sentences';
import { joinWithAnd, tidy } from '../text/title-case';
import { foldedWords, isChatShorthand, singular } from '@aiapp/text';
import type { KeywordCandidate } from './extract-keywords';
import { fitsCharacters } from './fit';
import { featurePhrases } from './title-suggestions';

const SHORT_MAX = STORE_TEXT_LIMITS.playShortDescription.max;
/** Under this many characters a short description reads as a slogan and leaves Play's indexed room unused. */
const SHORT_MIN = 50;

function keywordWeight(sentence: string, keywords: readonly KeywordCandidate[]): number {
  const text = ` ${foldedWords(sentence).join(' ')} `;
  return keywords.reduce((sum, keyword) => (text.includes(` ${keyword.key} `) ? sum + keyword.score : sum), 0);
}

/** Play's metadata policy for the short description, whichever engine wrote it: ≤ 80 characters, no other app's name, no price or ranking claim, no emoji. */
export function isStoreReadyShortDescription(text: string, appName: string): boolean {
  return (
    fitsCharacters(text, SHORT_MAX) && !brandsIn(text, [appName]).length && !bannedTitleWordsIn(text).length && !hasEmoji(text)
  );
}

/**
 * A line as a developer types it, not a sentence for a store: chat shorthand ("who's coming
 * thurs", "if u dont want push", "w/ a double tap"), an arrow for a verb ("enter the reading ->
 * see whats due") or a symbol for a word ("3 acts + final boss", "~12h", "# attendees").
 */
const typedInShorthand = (sentence: string): boolean =>
  /->|\bw\/|[+~#=]/u.test(sentence) || (sentence.match(/[\p{L}']+/gu) ?? []).some(isChatShorthand);

/** A bullet or dash opening a line: a feature list item, not a sentence. */
const BULLET = /^\s*[•·*–—-]/u;

/** The description's sentences written as prose: none from a feature list. */
const proseSentences = (description: string): string[] =>
  description
    .split('\n')
    .filter((line) => !BULLET.test(line))
    .flatMap(sentences)
    .map(tidy);

/** Where a long sentence may end early and still say what it says: before a comma or a clause. */
const CLAUSE_START = /,\s|\s(?=(?:where|that|which|while|so|designed|built|made|including|plus|–|—|-)\s)/gu;
/** Where it may end when no clause boundary leaves enough: before a joined phrase ("… and manage guilds"). */
const PHRASE_START = /\s(?=(?:and|or|with|through|by|using|via|alongside)\s)/gu;

/** A cut inside a list: ", conjugations and …", ", trade and events" leaves "declensions," alone. */
const splitsList = (rest: string): boolean => /^,\s(?:[\p{L}'’-]+\s){0,2}[\p{L}'’-]+(?:,\s|\s(?:and|or)\s)/u.test(rest);

/** A cut that leaves a verb without its object or particle: "helps self-employed people work out." */
const endsOnVerb = (kept: string): boolean => nlp(kept).terms().last().has('(#Verb|#Particle|#Preposition)');

/**
 * The sentence within `max` characters, its full stop included: whole, or cut before its last
 * clause that fits and leaves at least SHORT_MIN characters ("A paid single-player roguelite card
 * battler where you build a deck over a run, designed for…" → "…over a run."), else before a
 * joined phrase, else before the last clause that fits at all; null when no cut fits.
 */
function clauseWithin(sentence: string, max: number): string | null {
  const bare = sentence.replace(/[\s.!?;:,]+$/u, '');
  const fitting = (boundaries: RegExp) =>
    [bare.length, ...[...bare.matchAll(boundaries)].map((match) => match.index)]
      .filter((end) => end + 1 <= max && !splitsList(bare.slice(end)) && !endsOnVerb(bare.slice(0, end)))
      .sort((x, y) => y - x);
  const clauses = fitting(CLAUSE_START);
  const end = clauses.find((at) => at >= SHORT_MIN) ?? fitting(PHRASE_START).find((at) => at >= SHORT_MIN) ?? clauses[0];
  return end === undefined ? null : `${bare.slice(0, end).replace(/[\s,;:]+$/u, '')}.`;
}

/** What the short description is built from beyond the visitor's sentences. */
export interface ShortDescriptionContext {
  brand: string;
  description: string;
  category: string;
  keywords: readonly KeywordCandidate[];
  subject: AppSubject | null;
}

/**
 * Google Play's short description (50 to 80 characters, indexed for search): a sentence that says
 * what the app does and names the subject. The visitor's own prose sentence that names it (cut
 * before a clause when long; extended with two of the listing's feature phrases when short), else
 * a line composed from the subject and those phrases; never a feature bullet as typed.
 */
export function buildShortDescription(context: ShortDescriptionContext): string {
  const { brand, description, keywords } = context;
  const phrases = featurePhrases(keywords, context.subject, brand, description, context.category);
  const kind = kindOfApp(context.category, isGameCategory(context.category), '');
  const names = namesTheApp(context.subject, kind);
  const sendable = (text: string) => !typedInShorthand(text) && isStoreReadyShortDescription(text, brand);
  const ready = (text: string) => sendable(text) && names(text);
  const own = proseSentences(description)
    .map((sentence) => clauseWithin(sentence, SHORT_MAX))
    .filter((sentence): sentence is string => sentence !== null && /^\p{Lu}/u.test(sentence) && ready(sentence));
  const long = own.filter((sentence) => sentence.length >= SHORT_MIN);
  const best = long.sort((a, b) => keywordWeight(b, keywords) - keywordWeight(a, keywords))[0];
  if (best) return best;
  const extended = own.map((sentence) => withPhrases(sentence.replace(/\.$/u, ''), phrases)).find(Boolean);
  if (extended) return extended;
  // The description's opening sentence says what the app is, in the visitor's words, even where it misses the subject.
  const lead = proseSentences(description)
    .map((sentence) => clauseWithin(sentence, SHORT_MAX))
    .find((sentence) => sentence && sentence.length >= SHORT_MIN && /^\p{Lu}/u.test(sentence) && sendable(sentence));
  if (lead) return lead;
  const article = /^[aeiou]/iu.test(kind) ? 'an' : 'a';
  const composed = kind && withPhrases(`${tidy(brand)} is ${article} ${kind}`, phrases);
  return composed || own[0] || tidy(brand);
}

/**
 * Whether a sentence names what the app is: the subject ("plants"), or a word of the kind its
 * category gives ("city builder game" in "A medieval city-building simulation").
 */
function namesTheApp(subject: AppSubject | null, kind: string): (text: string) => boolean {
  const kindWords = new Set(foldedWords(kind).filter((word) => !/^(?:app|game)$/u.test(word)));
  return (text) =>
    (subject !== null && mentionsSubject(text, subject)) || foldedWords(text).some((word) => kindWords.has(singular(word)));
}

/**
 * "Magnifier app for low vision, with high contrast and extra large buttons.": the opening and the
 * first phrases that fit, each phrase adding a word the line lacks; null when none makes it long enough.
 */
function withPhrases(opening: string, phrases: readonly string[]): string | null {
  const fresh = distinctPhrases(opening, phrases);
  const joint = / with /iu.test(opening) ? ', plus' : ' with';
  for (const count of [2, 1]) {
    const line = `${opening}${joint} ${joinWithAnd(fresh.slice(0, count))}.`;
    if (fresh.length >= count && fitsCharacters(line, SHORT_MAX) && line.length >= SHORT_MIN) return line;
  }
  return null;
}

/** The phrases that each add a word to the opening and the phrases before them ("tea house", not then "tea house music"). */
function distinctPhrases(opening: string, phrases: readonly string[]): string[] {
  const said = new Set(foldedWords(opening).map(singular));
  return phrases.filter((phrase) => {
    const words = foldedWords(phrase).map(singular);
    if (words.some((word) => said.has(word))) return false;
    words.forEach((word) => said.add(word));
    return true;
  });
}
