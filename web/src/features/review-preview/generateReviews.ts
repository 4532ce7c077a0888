import type { ReviewRequest, ReviewResponse } from '@aiapp/contracts';
import { postJson } from '../../lib/api';

export interface GeneratedReviews {
  request: ReviewRequest;
  response: ReviewResponse;
}

export async function generateReviews(request: ReviewRequest, signal: AbortSignal): Promise<GeneratedReviews> {
  const response = await postJson('generateReviews', request, { signal });
  return { request, response };
}
