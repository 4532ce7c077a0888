import type { StoreDescriptionRequest, StoreDescriptionResponse } from '@aiapp/contracts';
import { ApiError, postJson } from '../../lib/api';

export interface GeneratedListing {
  request: StoreDescriptionRequest;
  listing: StoreDescriptionResponse;
}

/** The product's alert when generation fails; a refused input keeps the server's own explanation. */
export const DESCRIPTIONS_FAILED_MESSAGE = 'Failed to generate descriptions. Please try again.';

export async function generateStoreDescription(request: StoreDescriptionRequest, signal: AbortSignal): Promise<GeneratedListing> {
  try {
    const listing = await postJson('generateStoreDescription', request, { signal });
    return { request, listing };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw error;
    throw new ApiError(DESCRIPTIONS_FAILED_MESSAGE, { kind: 'server' });
  }
}
