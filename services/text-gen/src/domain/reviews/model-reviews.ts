import { modelTextProblem, packFor } from '@aiapp/listing-copy';
import { plainBlock, plainLine, stripMarkdown } from '@aiapp/text';
import { REVIEW_TEXT_LIMITS, ReviewTexts, type ReviewRequest, type ReviewResponse } from '@aiapp/contracts';
import { ModelFailure, type ModelClient } from '@aiapp/kit';
import { fitLength, fitPhrase } from '../text/fit-length';
import { starSpreadProblem, type ReviewPlan } from './generate-reviews';

const INSTRUCTIONS = `You write sample store reviews that a developer shows in a mockup of their app's listing.
Write one review for each star rating you are given, in the same order, as different people would:
- 5 and 4 stars are glad, 3 is mixed, 2 and 1 are disappointed but fair; each review fits its stars.
- Mention the app's features in the user's own terms where it reads naturally; vary length, voice and angle.
- Never name another app, brand or platform; never state numbers (users, ratings, prices, durations).
- Plain text, no emoji, no hashtags, no usernames, no dates.
- Titles at most ${REVIEW_TEXT_LIMITS.title} characters; reviews one to four sentences, at most ${REVIEW_TEXT_LIMITS.review} characters.`;

/**
 * The model engine for review previews: the model writes the titles and texts for the planned
 * stars; usernames and dates stay the built-in ones. Its answer goes through the guard every text
 * tool shares and the star rules the built-in sets keep; a card whose stars differ from the plan
 * is accepted only while the whole set still keeps those rules.
 */
export async function askModelForReviews(
  model: ModelClient,
  request: ReviewRequest,
  plan: ReviewPlan,
): Promise<ReviewResponse['reviews']> {
  const { reviews } = await model.generate({
    schema: ReviewTexts,
    name: 'review_previews',
    instructions: INSTRUCTIONS,
    input: JSON.stringify(
      {
        app_name: request.app_name,
        category: request.category || null,
        features: request.features,
        review_type: request.review_type,
        star_ratings: plan.stars,
      },
      null,
      2,
    ),
  });
  if (reviews.length !== plan.stars.length)
    throw new ModelFailure(`it wrote ${reviews.length} reviews instead of ${plan.stars.length}`);
  const cards = reviews.map((card, index) => ({
    username: plan.names[index] as string,
    rating: card.rating,
    date: plan.dates[index] as string,
    title: fitPhrase(plainLine(stripMarkdown(card.title)), REVIEW_TEXT_LIMITS.title),
    review: fitLength(plainBlock(stripMarkdown(card.review)).replace(/\s*\n\s*/g, ' '), REVIEW_TEXT_LIMITS.review),
  }));
  if (cards.some((card) => !card.title || !card.review)) throw new ModelFailure('its answer left a review empty');
  const spread = starSpreadProblem(
    cards.map((card) => card.rating),
    request,
  );
  if (spread) throw new ModelFailure(`its star ratings broke the requested spread (${spread})`);
  const problem = modelTextProblem({
    texts: cards.flatMap((card) => [card.title, card.review]),
    given: [request.app_name, request.category, ...request.features],
    ownName: request.app_name,
    pack: packFor(request.category || 'general'),
  });
  if (problem) throw new ModelFailure(problem);
  return cards;
}
