import type { KeywordTrackingRequest, KeywordTrackingResponse } from '@aiapp/contracts';
import { ApiError, postJson } from '../../lib/api';

export interface TrackingResult {
  request: KeywordTrackingRequest;
  response: KeywordTrackingResponse;
}

/** The product's alert when the stores or our servers fail; a bad input keeps its own message. */
export const TRACKING_FAILED_MESSAGE = 'Failed to track keywords. Please try again.';

export async function trackKeywords(request: KeywordTrackingRequest, signal: AbortSignal): Promise<TrackingResult> {
  try {
    const response = await postJson('trackKeywords', request, { signal });
    return { request, response };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw error;
    // A store's own reason already ends by saying when to try again: said once, not twice.
    const storeReason = error instanceof ApiError && error.code?.startsWith('store_') ? error.message : null;
    throw new ApiError(storeReason ? `Failed to track keywords. ${storeReason}` : TRACKING_FAILED_MESSAGE, { kind: 'server' });
  }
}
