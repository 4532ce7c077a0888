import type { REVIEW_TYPES, ReviewResponse } from '@aiapp/contracts';
import { filledRows } from '../../components/form/TextRowsField';
import { postJson, type ApiRequest } from '../../lib/api';

export type ReviewType = (typeof REVIEW_TYPES)[number];

export interface ReviewInput {
  appName: string;
  rating: number;
  reviewType: ReviewType;
  /** Optional: the store category in the visitor's words. */
  category: string;
  /** Optional: features reviewers may mention. */
  features: string[];
}

export interface GeneratedReviews {
  input: ReviewInput;
  response: ReviewResponse;
}

export const toReviewRequest = (input: ReviewInput): ApiRequest<'generateReviews'> => ({
  app_name: input.appName.trim(),
  rating: input.rating,
  review_type: input.reviewType,
  category: input.category.trim(),
  features: filledRows(input.features),
});

export async function generateReviews(input: ReviewInput, signal: AbortSignal): Promise<GeneratedReviews> {
  const response = await postJson('generateReviews', toReviewRequest(input), { signal });
  return { input, response };
}
