import {
  asSentence,
  capitalizeFirst,
  brandsIn,
  hasInfinitive,
  hasEmoji,
  joinsSentence,
  mentionedPhrase,
  mentionsSubject,
  pairOf,
  readsAsNounPhrase,
  withShorterList,
  type Phrase,
} from '@aiapp/listing-copy';
import { bannedTitleWordsIn, STORE_TEXT_LIMITS, characterCount } from '@aiapp/store-facts';
import { isChatShorthand, words } from '@aiapp/text';
import { fitLength, fitPhrase } from '../../text/fit-length';
import type { Benefit } from '../benefits';
import { coreOf, shortAudience, type ListingFacts } from '../listing-facts';
import { benefitBullet, callToAction, identity, privacyPointer } from './copy-parts';
import { renderWithin, type Section } from './sections';

/** Google Play shows up to 4000 characters; a listing a person reads to the end stays under this. */
export const PLAY_TARGET_MAX = 3500;
/** Below this, a Play description with three or more features wastes the space Google indexes. */
export const PLAY_TARGET_MIN = 1500;

export interface ListingParts {
  facts: ListingFacts;
  features: Benefit[];
  sellingPoints: Benefit[];
}

/**
 * Google Play full description: what it is, every feature as a benefit, what sets it apart,
 * privacy, call to action. Features get two benefit sentences each, a third when the text would
 * otherwise be thin, one when it would be long. No category line and no line on who else it
 * suits: what the visitor told us is all it says.
 */
export function playDescription(parts: ListingParts): string {
  const limit = STORE_TEXT_LIMITS.playFullDescription.max;
  const lengthAt = (level: number) => characterCount(renderWithin(playSections(parts, level), limit));
  // Level 2 is the default; thin texts take more benefit sentences, long ones fewer.
  let level = 2;
  if (lengthAt(level) > PLAY_TARGET_MAX) level = 1;
  else if (lengthAt(level) < PLAY_TARGET_MIN && lengthAt(MAX_LEVEL) <= PLAY_TARGET_MAX) level = MAX_LEVEL;
  return withoutRepeatedSentences(renderWithin(playSections(parts, level), PLAY_TARGET_MAX));
}

const MAX_LEVEL = 3;

/** Level 1–3: benefit sentences per feature. */
function playSections({ facts, features, sellingPoints }: ListingParts, level: number): Section[] {
  return [
    { paragraphs: [identity(facts)] },
    { heading: `What you can do with ${facts.app}`, bullets: features.map((benefit) => benefitBullet(benefit, level)) },
    { heading: `Why ${facts.app}`, bullets: sellingPoints.map((benefit) => benefitBullet(benefit, 1)) },
    { heading: 'Your data', paragraphs: [privacyPointer(facts, 'play')], dropOrder: 2 },
    { paragraphs: [callToAction(facts, 0)] },
  ];
}

/**
 * The App Store description does not affect search rank; it has to convert. Its first lines
 * (all a visitor sees before "more") say what the app is and what sets it apart. Benefit
 * sentences are the ones the Play text did not use.
 */
export function appStoreDescription({ facts, features, sellingPoints }: ListingParts): string {
  // "No more lost tickets lol.": a line in chat shorthand stays in its bullet below, out of the lines read first.
  const written = sellingPoints.filter((point) => !words(point.phrase.bullet).some(isChatShorthand));
  const opening = [identity(facts), ...written.slice(0, 2).map((point) => asSentence(point.phrase.bullet))].join(' ');
  const sections: Section[] = [
    { paragraphs: [opening] },
    { heading: 'Features', bullets: features.map((benefit) => benefitBullet(benefit, 1, 2)) },
    { heading: `What makes ${facts.app} different`, bullets: sellingPoints.map((benefit) => benefitBullet(benefit, 1, 1)) },
    { paragraphs: [privacyPointer(facts, 'app-store')], dropOrder: 3 },
    { paragraphs: [callToAction(facts, 1)] },
  ];
  return withoutRepeatedSentences(renderWithin(sections, STORE_TEXT_LIMITS.appStoreDescription.max));
}

/**
 * A text where every sentence is said once: a later repeat is removed, and a bullet that loses
 * all its sentences keeps the visitor's line.
 */
export function withoutRepeatedSentences(text: string): string {
  const seen = new Set<string>();
  return (
    text
      .split('\n')
      .map((line) => {
        // "(kitchen, garage, bathroom..)": a mark inside brackets ends no sentence; a line the split
        // would not give back whole ("..)" lost all before it) is compared as one.
        const split = line.match(/[^.!?]+[.!?]+["'”’)\]]*(?:\s+|$)|[^.!?]+$/g) ?? [];
        const sentences = split.join('') === line ? split : [line];
        const kept = sentences.filter((sentence) => {
          const key = sentence.trim().toLowerCase().replace(/^•\s*/, '');
          // Short fragments (a heading, "Offline mode:") are not sentences worth comparing.
          if (key.split(/\s+/).length < 4) return true;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
        return kept.join('').trimEnd();
      })
      .join('\n')
      // A paragraph whose every sentence was a repeat leaves no blank block behind.
      .replace(/\n{3,}/g, '\n\n')
  );
}

export const fitsShort = (candidate: string, app: string) =>
  !hasEmoji(candidate) && bannedTitleWordsIn(candidate).length === 0 && brandsIn(candidate, [app]).length === 0;

/** Below this a short description is a slogan, not a sentence that says what the app does. */
export const SHORT_DESCRIPTION_MIN = 50;

/**
 * Google Play short description (80 characters): what the app does and what it is about, in the
 * visitor's own features: "Beekeeping app to log each hive inspection and track varroa mite
 * counts". Never a category slogan. Of the candidates made from the features, the first of at
 * least 50 characters that fits and names the app's subject wins, else the first of 50 that fits;
 * then one of 50 from the audience or one of the visitor's lines as typed; else the longest that fits.
 * No emoji, no price or ranking claims, no other app's name (Play metadata policy).
 */
export function shortDescription(facts: ListingFacts): string {
  const kind = capitalizeFirst(facts.kind);
  // "Cobbler and key cutting app with a price list and loyalty stamp": settings and side lines are left out.
  const core = coreOf(facts);
  // The features as typed first, then as named in passing ("log each hive inspection", "varroa mite
  // counts"), which fit beside the kind where the full lines do not.
  const typedAndInPassing = (phrases: readonly Phrase[], passing = phrases) => [
    ...featureCandidates(kind, phrases),
    ...featureCandidates(kind, namedInPassing(passing)),
  ];
  const joining = core.filter(joinsSentence).slice(0, 4);
  // "Notes on meds, school stuff and both parents see the same thing" joins no sentence whole, but "notes on meds" does.
  const fromFeatures = typedAndInPassing(joining, core.slice(0, 4));
  // Then the visitor's own lines as typed (in their language when it is not English), first first.
  const fallbacks = [facts.audience ? `${kind} for ${facts.audience}` : null, ...core.map((phrase) => phrase.bullet), kind];
  const limit = STORE_TEXT_LIMITS.playShortDescription.max;
  const usable = (candidates: readonly (string | null)[]) =>
    candidates
      .filter((candidate): candidate is string => candidate !== null)
      .map((candidate) => candidate.replace(/\s+/g, ' ').trim())
      .filter(
        (candidate) =>
          candidate &&
          fitsShort(candidate, facts.app) &&
          characterCount(candidate) <= limit &&
          !repeatsKind(candidate, facts.kind),
      );
  const full = (candidates: readonly string[]) =>
    candidates.filter((candidate) => characterCount(candidate) >= SHORT_DESCRIPTION_MIN);
  const featured = usable(fromFeatures);
  const rest = usable(fallbacks);
  const { subject } = facts;
  const namesSubject = (candidate: string) => subject !== null && mentionsSubject(candidate, subject);
  const longest = [...featured, ...rest].sort((a, b) => characterCount(b) - characterCount(a))[0];
  // A later feature that names the subject ("qibla compass" fifth in the list), beside the first or alone.
  const naming = core
    .filter((phrase) => phrase !== joining[0] && joinsSentence(phrase) && namesSubject(phrase.bullet))
    .slice(0, 1);
  const later = [...joining.slice(0, 1), ...naming];
  return (
    full(featured).find(namesSubject) ??
    full(usable(typedAndInPassing(later))).find(namesSubject) ??
    full(usable(typedAndInPassing(naming))).find(namesSubject) ??
    // "Tree profiles for bonsai hobbyists": when no feature names the subject, who it is for may.
    full(usable(forAudience(facts))).find(namesSubject) ??
    full(featured)[0] ??
    full(rest)[0] ??
    longest ??
    fitPhrase(facts.app, limit)
  );
}

/** The first features in passing, each for the app's audience whole or cut short: "Tree profiles for bonsai hobbyists". */
function forAudience(facts: ListingFacts): string[] {
  if (!facts.audience) return [];
  const audiences = [...new Set([facts.audience, shortAudience(facts.audience)])];
  return coreOf(facts)
    .slice(0, 3)
    .map(inPassing)
    .filter(framesInPassing)
    .flatMap((phrase) => [phrase.thing, phrase.actor === 'app' ? null : phrase.action])
    .filter((part): part is string => Boolean(part) && !has(` ${part} `, 'for'))
    .flatMap((part) => audiences.map((audience) => `${capitalizeFirst(part)} for ${audience}`));
}

/**
 * Short descriptions from the first features: the first (the visitor's core) in pairs, then alone
 * beside the kind, then the other pairs. In each, two actions read best, an action "with" an
 * unrelated thing worst.
 */
function featureCandidates(kind: string, features: readonly Phrase[]): (string | null)[] {
  const [first] = features;
  const pairs = featurePairs(features);
  const withoutWith = (text: string | null) => text !== null && !has(text, 'with');
  // "Endless runner game to swipe to jump rooftops": an action with an infinitive of its own follows a colon.
  const kindTo = (action: string) => `${kind}${hasInfinitive(action) ? ':' : ' to'} ${action}`;
  // "Suggest % to put aside" asks the visitor to do what the app does: the bare verb opens a line only for the user's actions.
  const asked = (text: string, ...phrases: Phrase[]) => (phrases.some((phrase) => phrase.actor === 'app') ? [] : [text]);
  const framed = (chosen: [Phrase, Phrase][]) => ({
    actions: chosen.flatMap(([one, two]) =>
      one.action && two.action
        ? [
            ...asked(pairOf(capitalizeFirst(one.action), two.action, ', and'), one, two),
            kindTo(pairOf(one.action, two.action, ', and')),
          ]
        : [],
    ),
    things: chosen.map(([one, two]) => (one.thing && two.thing ? withBoth(kind, one.thing, two.thing) : null)),
    mixed: chosen.flatMap(([one, two]) =>
      one.action && two.thing && withoutWith(one.action) && withoutWith(two.thing)
        ? [...asked(`${capitalizeFirst(one.action)}, with ${two.thing}`, one), `${kindTo(one.action)}, with ${two.thing}`]
        : [],
    ),
  });
  const lead = framed(pairs.filter(([one]) => one === first));
  const others = framed(pairs.filter(([one]) => one !== first));
  const kindWith = (thing: string) => `${kind}${has(thing, 'with') ? ':' : ' with'} ${thing}`;
  // "Metal detecting app to log each find with GPS pin, depth and photos": the first feature's
  // closing list one item shorter, where the whole line does not fit beside the kind.
  const shorter = (text: string | null | undefined) => (text ? withShorterList(text) : null);
  const firstAction = shorter(first?.action);
  const firstThing = shorter(first?.thing);
  return [
    ...lead.actions,
    first?.action ? kindTo(first.action) : null,
    firstAction ? kindTo(firstAction) : null,
    ...lead.things,
    first?.thing ? kindWith(first.thing) : null,
    firstThing ? kindWith(firstThing) : null,
    ...lead.mixed,
    ...others.actions,
    ...others.things,
    ...others.mixed,
  ];
}

/** A feature named in passing that a frame can hold: an action, or a thing that is no clause ("who's coming Thursday"). */
const framesInPassing = (phrase: Phrase) => phrase.thing === null || readsAsNounPhrase(phrase.thing);

/**
 * The features as named in passing, where a frame can hold them: a line named in passing (in
 * English, not a negation), or one that joins a sentence whole.
 */
function namedInPassing(phrases: readonly Phrase[]): Phrase[] {
  return phrases.flatMap((phrase) => {
    const mention = mentionedPhrase(phrase.bullet);
    const named = mention && !cutsList(phrase.bullet, mention.thing) ? { ...phrase, ...mention } : phrase;
    return ((mention && named !== phrase) || joinsSentence(phrase)) && framesInPassing(named) ? [named] : [];
  });
}

/**
 * "rota for readers" of "rota for readers, welcomers, tea & coffee": a thing named that ends where
 * a list goes on says one item of it. "Your exercise program, assigned by your physio" goes on with
 * a participle, not a list.
 */
function cutsList(line: string, thing: string | null): boolean {
  const at = thing ? line.toLowerCase().indexOf(thing.toLowerCase()) : -1;
  return thing !== null && at >= 0 && /^\s*,\s*(?=\S)(?!\S+(?:ed|ing)\b)/i.test(line.slice(at + thing.length));
}

/**
 * "Mahjong solitaire game with 500+ layouts, classic mahjong solitaire rules": a kind of two words
 * or more said twice. One word may come back ("Music game to tap notes in time with the music").
 */
function repeatsKind(candidate: string, kind: string): boolean {
  const named = kind.replace(/\s+(?:app|game)$/i, '').toLowerCase();
  const text = candidate.toLowerCase();
  const at = text.indexOf(named);
  return named.includes(' ') && at >= 0 && text.includes(named, at + named.length);
}

/** A feature as a person names it in passing: its action or thing without detail ("log each hive inspection"). */
function inPassing(phrase: Phrase): Phrase {
  return { ...phrase, ...mentionedPhrase(phrase.bullet) };
}

/** Every pair of the features in reading order: (1, 2), (1, 3), (2, 3), (1, 4)… */
function featurePairs<T>(items: readonly T[]): [T, T][] {
  const pairs: [T, T][] = [];
  for (let second = 1; second < items.length; second += 1)
    for (let one = 0; one < second; one += 1) pairs.push([items[one] as T, items[second] as T]);
  return pairs;
}

const has = (phrase: string, word: string) => new RegExp(`\\s${word}\\s`, 'i').test(phrase);

/** "Note app with markdown notes, plus tags and folders"; a "with" inside an item takes a colon instead: no "with … with". */
const withBoth = (kind: string, one: string, two: string) =>
  `${kind}${has(one, 'with') || has(two, 'with') ? ':' : ' with'} ${pairOf(one, two)}`;

/**
 * App Store promotional text (170 characters): shown above the description, editable without
 * review. What the app is with what sets it apart or what its first feature does, else what it
 * is, with its first feature alone when that is what fits; never another app's name (a feature "Sync with Apple Health" is left out of it here).
 */
export function promotionalText({ facts, sellingPoints, features }: ListingParts): string {
  const limit = STORE_TEXT_LIMITS.appStorePromotionalText.max;
  const withoutBrands = (text: string | null) => text !== null && brandsIn(text, [facts.app]).length === 0;
  const point = sellingPoints.map((benefit) => asSentence(benefit.phrase.bullet)).find(withoutBrands) ?? null;
  const feature = features.flatMap((benefit) => benefit.sentences).find(withoutBrands) ?? null;
  const named = facts.features.filter((phrase) => withoutBrands(phrase.bullet));
  const what = identity(facts, named);
  // What it is with its first feature alone, when the first sentence with companions is too long: no sentence cut with "…".
  const shorter = identity({ ...facts, audience: null }, named.slice(0, 1));
  const candidates = [[what, point], [what, feature], [what], [shorter, point], [shorter]]
    .filter((parts) => parts.every(Boolean))
    .map((parts) => parts.join(' '));
  return candidates.find((candidate) => characterCount(candidate) <= limit) ?? fitLength(shorter, limit);
}
