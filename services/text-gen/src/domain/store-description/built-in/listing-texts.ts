import { STORE_TEXT_LIMITS, characterCount } from '@aiapp/contracts';
import { fitLength, fitPhrase } from '../../text/fit-length';
import { capitalizeFirst } from '../../text/phrasing';
import type { ListingFacts } from '../listing-facts';
import { renderWithin, type Section } from './sections';
import type { Sentences } from './sentences';

const INTRO_FEATURES = 3;

const bullets = (facts: ListingFacts, of: 'features' | 'sellingPoints') => facts[of].map((phrase) => phrase.bullet);

/** Google Play indexes the full description: the intro names the category and the lead features in prose. */
export function playDescription(facts: ListingFacts, say: Sentences): string {
  const intro = [say.identity(), say.features(facts.features.slice(0, INTRO_FEATURES))].filter(Boolean).join(' ');
  const sections: Section[] = [
    { paragraphs: [say.hook(0)] },
    { paragraphs: [intro] },
    { heading: 'Key features', bullets: bullets(facts, 'features') },
    { heading: `Why ${facts.app}`, bullets: bullets(facts, 'sellingPoints') },
    { paragraphs: [say.everyday()], dropOrder: 1 },
    { paragraphs: [say.closing()] },
  ];
  return renderWithin(sections, STORE_TEXT_LIMITS.playFullDescription.max);
}

/**
 * The App Store description does not affect search rank; it has to convert. Its first lines
 * (all a visitor sees before "more") carry the promise and what sets the app apart.
 */
export function appStoreDescription(facts: ListingFacts, say: Sentences): string {
  const opening = [say.hook(1), say.sellingPointLine(2)].filter(Boolean).join(' ');
  const sections: Section[] = [
    { paragraphs: [opening] },
    { paragraphs: [say.identity()], dropOrder: 2 },
    { heading: 'Features', bullets: bullets(facts, 'features') },
    { heading: `What makes ${facts.app} different`, bullets: bullets(facts, 'sellingPoints') },
    { paragraphs: [say.everyday(1)], dropOrder: 1 },
    { paragraphs: [say.closing(1)] },
  ];
  return renderWithin(sections, STORE_TEXT_LIMITS.appStoreDescription.max);
}

/** Words Google Play's metadata policy keeps out of short descriptions. */
const POLICY_WORDS = /(?<![\p{L}\p{N}])(best|#1|top|free|number one|no\.? ?1)(?![\p{L}\p{N}])/iu;
const EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{FE0F}\u{200D}]/gu;

/**
 * Google Play short description (80 characters): the first candidate that fits, richest first.
 * Emoji are removed (Play's metadata policy) and no candidate makes ranking or price claims.
 */
export function shortDescription(facts: ListingFacts, say: Sentences): string {
  const [first, second] = facts.features;
  const candidates = [
    first?.action && second?.action ? `${capitalizeFirst(first.action)} and ${second.action}` : null,
    first?.action ? `${capitalizeFirst(first.action)} and ${say.outcome}` : null,
    first?.thing ? `${capitalizeFirst(say.outcome)} with ${first.thing}` : null,
    facts.audience ? `${capitalizeFirst(facts.kind)} for ${facts.audience}` : null,
    `${capitalizeFirst(facts.kind)} to help you ${say.outcome}`,
    capitalizeFirst(say.outcome),
  ];
  const limit = STORE_TEXT_LIMITS.playShortDescription.max;
  const clean = candidates
    .filter((candidate): candidate is string => candidate !== null)
    .map((candidate) => candidate.replace(EMOJI, '').replace(/\s+/g, ' ').trim())
    .filter((candidate) => candidate && !POLICY_WORDS.test(candidate));
  const fitting = clean.find((candidate) => characterCount(candidate) <= limit);
  return fitting ?? fitPhrase(clean[clean.length - 1] ?? '', limit);
}

/** App Store promotional text (170 characters): shown above the description, editable without review. */
export function promotionalText(facts: ListingFacts, say: Sentences): string {
  const limit = STORE_TEXT_LIMITS.appStorePromotionalText.max;
  const candidates = [
    [say.introduction(), say.sellingPointLine(2)],
    [say.introduction(), say.sellingPointLine(1)],
    [say.introduction(), say.features(facts.features.slice(0, 1))],
    [say.introduction()],
    [say.hook(0)],
  ].map((parts) => parts.filter(Boolean).join(' '));
  return candidates.find((candidate) => characterCount(candidate) <= limit) ?? fitLength(say.hook(0), limit);
}
