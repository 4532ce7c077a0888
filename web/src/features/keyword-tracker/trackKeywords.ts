import type { KeywordTrackingResponse, TARGET_PLATFORMS } from '@aiapp/contracts';
import { ApiError, postJson, type ApiRequest } from '../../lib/api';

export type AppStore = (typeof TARGET_PLATFORMS)[number];

/** The form as typed: keywords in one comma-separated text. */
export interface TrackingInput {
  appName: string;
  store: AppStore;
  country: string;
  keywords: string;
}

export interface TrackingResult {
  input: TrackingInput;
  response: KeywordTrackingResponse;
}

/** The alert of docs/product.md §8 when the stores or our servers fail; a bad input keeps its own message. */
export const TRACKING_FAILED_MESSAGE = 'Failed to track keywords. Please try again.';

/** Splits on commas, trims, drops empties (docs/product.md §5). */
export function splitKeywords(text: string): string[] {
  return text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword.length > 0);
}

export const toTrackingRequest = (input: TrackingInput): ApiRequest<'trackKeywords'> => ({
  app_name: input.appName.trim(),
  app_store: input.store,
  country: input.country,
  keywords: splitKeywords(input.keywords),
});

export async function trackKeywords(input: TrackingInput, signal: AbortSignal): Promise<TrackingResult> {
  try {
    const response = await postJson('trackKeywords', toTrackingRequest(input), { signal });
    return { input, response };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw error;
    // A store's own reason already ends by saying when to try again: said once, not twice.
    const storeReason = error instanceof ApiError && error.code?.startsWith('store_') ? error.message : null;
    throw new ApiError(storeReason ? `Failed to track keywords. ${storeReason}` : TRACKING_FAILED_MESSAGE, { kind: 'server' });
  }
}
