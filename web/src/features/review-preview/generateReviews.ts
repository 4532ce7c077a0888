import type { REVIEW_TYPES, ReviewResponse } from '@aiapp/contracts';
import { postJson, type ApiRequest } from '../../lib/api';

export type ReviewType = (typeof REVIEW_TYPES)[number];

export interface ReviewInput {
  appName: string;
  rating: number;
  reviewType: ReviewType;
}

export interface GeneratedReviews {
  input: ReviewInput;
  response: ReviewResponse;
}

export const toReviewRequest = (input: ReviewInput): ApiRequest<'generateReviews'> => ({
  app_name: input.appName.trim(),
  rating: input.rating,
  review_type: input.reviewType,
});

export async function generateReviews(input: ReviewInput, signal: AbortSignal): Promise<GeneratedReviews> {
  const response = await postJson('generateReviews', toReviewRequest(input), { signal });
  return { input, response };
}
