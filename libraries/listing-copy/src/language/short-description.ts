import { bannedTitleWordsIn, characterCount, STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import { brandsIn, hasEmoji } from '../guard';
import { hasInfinitive } from './grammar';
import { joinsSentence, mentionedPhrase, readsAsNounPhrase } from './feature-mentions';
import type { Phrase } from './feature-phrases';
import { capitalizeFirst, pairOf, withShorterList } from './phrasing';
import { coreFeatures } from './side-features';
import type { AppSubject } from './subject';
import { mentionsSubject } from './what-it-is';

/** Below this a short description is a slogan, not a sentence that says what the app does. */
export const SHORT_DESCRIPTION_MIN = 50;

/** Play's metadata policy for the short description: no emoji, no price or ranking claim, no other app's name. */
export const fitsShort = (candidate: string, app: string) =>
  !hasEmoji(candidate) && bannedTitleWordsIn(candidate).length === 0 && brandsIn(candidate, [app]).length === 0;

/** Where an audience's first group ends: "studio potters and small co-ops running kilns" → "studio potters". */
const AUDIENCE_CUT = /\s+(?:and|or|who|that|which|with|from|running|using|looking)\s|,/;

/** The audience's first group, for a sentence that names it in passing. */
export const shortAudience = (audience: string): string => audience.split(AUDIENCE_CUT)[0] ?? audience;

/** What a short description is made of: the app, its kind, whom it serves, its subject and the visitor's features. */
export interface ShortListing {
  app: string;
  /** The kind of app without article ("beekeeping app", "puzzle game"). */
  kind: string;
  /** Who it is for, mid-sentence, or null. */
  audience: string | null;
  subject: AppSubject | null;
  /** The visitor's feature lines, read (`readPhrase`), in their order. */
  features: readonly Phrase[];
}

/**
 * Google Play short description (80 characters): what the app does and what it is about, in the
 * visitor's own features: "Beekeeping app to log each hive inspection and track varroa mite
 * counts". Never a category slogan. Of the candidates made from the features, the first of at
 * least 50 characters that fits and names the app's subject wins, else the first of 50 that fits;
 * then one of 50 from the audience or one of the visitor's lines as typed; else the longest that
 * fits, or null when none does. No emoji, no price or ranking claims, no other app's name (Play
 * metadata policy).
 */
export function playShortDescription(listing: ShortListing): string | null {
  const kind = capitalizeFirst(listing.kind);
  // "Cobbler and key cutting app with a price list and loyalty stamp": settings and side lines are left out.
  const core = coreFeatures(listing.features, `${listing.app} ${listing.kind}`);
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
  const fallbacks = [listing.audience ? `${kind} for ${listing.audience}` : null, ...core.map((phrase) => phrase.bullet), kind];
  const limit = STORE_TEXT_LIMITS.playShortDescription.max;
  const usable = (candidates: readonly (string | null)[]) =>
    candidates
      .filter((candidate): candidate is string => candidate !== null)
      .map((candidate) => candidate.replace(/\s+/g, ' ').trim())
      .filter(
        (candidate) =>
          candidate &&
          fitsShort(candidate, listing.app) &&
          characterCount(candidate) <= limit &&
          !repeatsKind(candidate, listing.kind),
      );
  const full = (candidates: readonly string[]) =>
    candidates.filter((candidate) => characterCount(candidate) >= SHORT_DESCRIPTION_MIN);
  const featured = usable(fromFeatures);
  const rest = usable(fallbacks);
  const { subject } = listing;
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
    full(usable(forAudience(listing, core))).find(namesSubject) ??
    full(featured)[0] ??
    full(rest)[0] ??
    longest ??
    null
  );
}

/** The first features in passing, each for the app's audience whole or cut short: "Tree profiles for bonsai hobbyists". */
function forAudience({ audience }: ShortListing, core: readonly Phrase[]): string[] {
  if (!audience) return [];
  const audiences = [...new Set([audience, shortAudience(audience)])];
  return (
    core
      .slice(0, 3)
      .map(inPassing)
      .filter(framesInPassing)
      .flatMap((phrase) => [phrase.thing, phrase.actor === 'app' ? null : phrase.action])
      // "Exclude for restaurant and bar managers": a verb or a noun alone says nothing of the app.
      .filter((part): part is string => Boolean(part) && /\s/.test(part ?? '') && !has(` ${part} `, 'for'))
      .flatMap((part) => audiences.map((whom) => `${capitalizeFirst(part)} for ${whom}`))
  );
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
