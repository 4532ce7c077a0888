import { claimCheckFor, groundingFor, REVIEWER_WORDS, type ClaimCheck } from '@aiapp/listing-copy';
import type { ReviewRequest, ReviewResponse } from '@aiapp/contracts';

type Cards = ReviewResponse['reviews'];

/**
 * What a review may say about the app: the visitor's name, category and features, the neutral
 * words any listing may use and a reviewer's own words (stars, updates, bugs), never another
 * feature, audience, price model or platform (docs/text-generation.md, "The claim check").
 */
export const reviewClaimCheck = (request: Pick<ReviewRequest, 'app_name' | 'category' | 'features'>): ClaimCheck =>
  claimCheckFor([request.app_name, request.category, ...request.features], { voice: REVIEWER_WORDS });

/**
 * Every card's sentences checked, whichever engine wrote them: an unsupported sentence goes; a
 * title that is not supported, or a review left empty, takes the built-in card's in its place
 * (`replacements`, the built-in cards for the same plan, grounded as they are written).
 */
export function withGroundedReviews(
  cards: Cards,
  claims: ClaimCheck,
  replacements: () => Cards,
): { reviews: Cards; removed: number } {
  const grounding = groundingFor(claims);
  let builtIn: Cards | null = null;
  const replacement = (index: number) => {
    builtIn ??= replacements();
    return builtIn[index % builtIn.length] as Cards[number];
  };
  const reviews = cards.map((card, index) => ({
    ...card,
    title: grounding.whole(card.title) ?? replacement(index).title,
    review: grounding.ground(card.review) || replacement(index).review,
  }));
  return { reviews, removed: grounding.removed };
}
