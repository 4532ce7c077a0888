import type { ReviewRequest, ReviewResponse } from '@aiapp/contracts';
import { preferModel, type Logger, type ModelClient } from '@aiapp/kit';
import { generateReviews, planReviews } from './generate-reviews';
import { askModelForReviews } from './model-reviews';

export interface ReviewDeps {
  model?: ModelClient | undefined;
  logger: Logger;
  now: Date;
}

/** Review previews from the model when one is configured and answers well, else from the built-in bank; always samples. */
export async function generateReviewPreviews(request: ReviewRequest, deps: ReviewDeps): Promise<ReviewResponse> {
  const plan = planReviews(request, deps.now);
  const answer = await preferModel({
    model: deps.model,
    task: 'review previews',
    logger: deps.logger,
    useModel: (model) => askModelForReviews(model, request, plan),
    builtIn: () => generateReviews(request, deps.now, plan).reviews,
  });
  return { reviews: answer.value, samples: true, engine: answer.engine, fallback_reason: answer.fallback_reason };
}
