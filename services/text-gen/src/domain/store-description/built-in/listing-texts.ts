import { asSentence, brandsIn, playShortDescription } from '@aiapp/listing-copy';
import { STORE_TEXT_LIMITS, characterCount } from '@aiapp/store-facts';
import { isChatShorthand, words } from '@aiapp/text';
import { fitLength, fitPhrase } from '../../text/fit-length';
import type { Benefit } from '../benefits';
import type { ListingFacts } from '../listing-facts';
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

/**
 * Google Play short description (80 characters): what the app does and what it is about, in the
 * visitor's own features (`playShortDescription`); the app's name when nothing else fits.
 */
export function shortDescription(facts: ListingFacts): string {
  const short = playShortDescription(facts);
  return short ?? fitPhrase(facts.app, STORE_TEXT_LIMITS.playShortDescription.max);
}

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
