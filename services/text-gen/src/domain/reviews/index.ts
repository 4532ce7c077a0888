import type { ReviewRequest, ReviewResponse } from '@aiapp/contracts';
import { preferModel, type Logger, type ModelClient } from '@aiapp/kit';
import { generateReviews, planReviews, reviewFactsOf } from './generate-reviews';
import { withGroundedReviews } from './review-claims';
import { askModelForReviews } from './model-reviews';

export interface ReviewDeps {
  model?: ModelClient | undefined;
  logger: Logger;
  now: Date;
}

/**
 * Review previews from the model when one is configured and answers well, else from the built-in
 * bank; always samples. The claim check runs last over either engine's cards and the answer says
 * how many sentences it removed.
 */
export async function generateReviewPreviews(request: ReviewRequest, deps: ReviewDeps): Promise<ReviewResponse> {
  const plan = planReviews(request, deps.now);
  const facts = reviewFactsOf(request);
  const builtIn = () => generateReviews(request, deps.now, plan, facts).reviews;
  const answer = await preferModel({
    model: deps.model,
    task: 'review previews',
    logger: deps.logger,
    useModel: (model) => askModelForReviews(model, request, plan),
    builtIn,
  });
  const grounded = withGroundedReviews(answer.value, facts.claims, builtIn);
  return {
    reviews: grounded.reviews,
    samples: true,
    unsupported_sentences_removed: grounded.removed,
    engine: answer.engine,
    fallback_reason: answer.fallback_reason,
    model_skipped: answer.model_skipped,
  };
}
