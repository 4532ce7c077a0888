import type { REVIEW_TYPES, ReviewResponse } from '@aiapp/contracts';
import { postJson } from '../../lib/api';

export type ReviewType = (typeof REVIEW_TYPES)[number];

export interface ReviewInput {
  appName: string;
  rating: number;
  reviewType: ReviewType;
  /** Optional: the store category in the visitor's words. */
  category: string;
  /** Optional: features reviewers may mention; blank rows are dropped by the contract. */
  features: string[];
}

export interface GeneratedReviews {
  input: ReviewInput;
  response: ReviewResponse;
}

export async function generateReviews(input: ReviewInput, signal: AbortSignal): Promise<GeneratedReviews> {
  const response = await postJson(
    'generateReviews',
    {
      app_name: input.appName,
      rating: input.rating,
      review_type: input.reviewType,
      category: input.category,
      features: input.features,
    },
    { signal },
  );
  return { input, response };
}
