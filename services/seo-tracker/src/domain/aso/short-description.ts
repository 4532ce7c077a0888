import nlp from 'compromise';
import {
  brandsIn,
  hasEmoji,
  isGameCategory,
  kindOfApp,
  mentionsSubject,
  midSentence,
  PERSON_NOUN,
  playShortDescription,
  readPhrase,
  withArticle,
  type AppSubject,
} from '@aiapp/listing-copy';
import { bannedTitleWordsIn, STORE_SHELF_WORDS, STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import { joinWithAnd, tidy } from '../text/title-case';
import { foldedWords, isChatShorthand, plainLine, sentences, singular } from '@aiapp/text';
import type { KeywordCandidate } from './extract-keywords';
import { fitsCharacters } from './fit';
import { featurePhrases } from './title-suggestions';
import { BULLET, FOR_WHOM } from './listing-terms';
import { ownFeatureLines, ownShortDescription } from './own-language-listing';

const SHORT_MAX = STORE_TEXT_LIMITS.playShortDescription.max;
/** Under this many characters a short description reads as a slogan and leaves Play's indexed room unused. */
const SHORT_MIN = 50;
/** Under this many characters the visitor's opening names no more than a kind of tool ("A planner.", "A budgeting tool."). */
const SAYS_SOMETHING = 15;

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

/**
 * The description's feature list, read as the store description reads the visitor's features
 * (`playShortDescription`): "Beekeeping app to log each hive inspection, with varroa mite counts".
 * An item that says whom the app is for is its audience, no feature.
 */
function fromFeatureList(description: string, category: string, subject: AppSubject | null, brand: string): string | null {
  const items = description
    .split('\n')
    .filter((line) => BULLET.test(line))
    .map((line) => plainLine(line.replace(BULLET, '')))
    .filter(Boolean);
  const forWhom = items.find((item) => FOR_WHOM.test(item));
  const game = isGameCategory(category);
  return playShortDescription({
    app: brand,
    kind: kindOfApp(category, game, game ? 'game' : 'app'),
    audience: forWhom ? midSentence(forWhom.replace(FOR_WHOM, '')) : null,
    subject,
    features: items.filter((item) => item !== forWhom).flatMap((item) => readPhrase(item) ?? []),
  });
}

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
      .filter(
        (end) => end + 1 <= max && (end === bare.length || (!splitsList(bare.slice(end)) && !endsOnVerb(bare.slice(0, end)))),
      )
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
  /** Whether the listing is in English: an English line is written around English lines only. */
  inEnglish: boolean;
}

/**
 * Google Play's short description (50 to 80 characters, indexed for search): a sentence that says
 * what the app does and names the subject. The visitor's own prose sentence that names it (cut
 * before a clause when long; extended with two of the listing's feature phrases when short), else
 * a line composed from the subject and those phrases; never a feature bullet as typed.
 */
export function buildShortDescription(context: ShortDescriptionContext): string {
  const { brand, description, keywords, subject } = context;
  // "Cuaderno de Viña is a cuaderno app.": an English frame around another language's words is
  // neither language; the visitor's own line says it (bench/briefs/spent-2026-11-29c/reading-i.md).
  if (!context.inEnglish)
    return ownShortDescription(
      ownFeatureLines(description, brand, context.category),
      brand,
      (line) => isStoreReadyShortDescription(line, brand),
      SHORT_MIN,
    );
  const phrases = featurePhrases(keywords, subject, brand, description, context.category);
  const kind = kindOfApp(context.category, isGameCategory(context.category), '');
  const names = namesTheApp(subject, kind);
  const own = proseSentences(description)
    .map((sentence) => clauseWithin(sentence, SHORT_MAX))
    .filter(
      (sentence): sentence is string =>
        sentence !== null &&
        /^\p{Lu}/u.test(sentence) &&
        !typedInShorthand(sentence) &&
        isStoreReadyShortDescription(sentence, brand),
    );
  const naming = own.filter(names);
  const best = naming
    .filter((sentence) => sentence.length >= SHORT_MIN)
    .sort((a, b) => keywordWeight(b, keywords) - keywordWeight(a, keywords))[0];
  const extend = (sentence: string | undefined) => (sentence ? withPhrases(sentence.replace(/\.$/u, ''), phrases) : null);
  // Else the description's opening sentence: it says what the app is in the visitor's words, even where it misses the subject.
  const [lead] = own;
  const composed = kindLine(brand, kind, subject);
  const listed = fromFeatureList(description, context.category, subject, brand);
  return (
    best ??
    naming.map(extend).find(Boolean) ??
    (lead && lead.length >= SHORT_MIN ? lead : null) ??
    extend(lead) ??
    (listed && listed.length >= SHORT_MIN ? listed : null) ??
    (composed && withPhrases(composed, phrases)) ??
    (lead && lead.length >= SAYS_SOMETHING ? lead : null) ??
    (composed && `${composed}.`) ??
    lead ??
    tidy(brand)
  );
}

/**
 * "Hivewise is a beekeeping app": the kind the category names, or the subject where the category
 * is only a store shelf ("Medical", "Photo & Video"); null when neither names one.
 */
function kindLine(brand: string, kind: string, subject: AppSubject | null): string | null {
  const shelfOnly = foldedWords(kind).every((word) => STORE_SHELF_WORDS.has(word) || /^(?:and|app|game)$/u.test(word));
  // People the app serves ("Owners of … thermostats", "ranchers") make no kind: "an owner app" says nothing.
  const named =
    shelfOnly && subject && !PERSON_NOUN.test(subject.topic.toLowerCase())
      ? `${subject.singular.toLowerCase()} ${kind.endsWith('game') ? 'game' : 'app'}`
      : kind;
  return named ? `${tidy(brand)} is ${withArticle(named)}` : null;
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
