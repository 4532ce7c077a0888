import type { APP_TYPES, StoreDescriptionResponse } from '@aiapp/contracts';
import { filledRows } from '../../components/form/TextRowsField';
import { ApiError, postJson, type ApiRequest } from '../../lib/api';

export type AppType = (typeof APP_TYPES)[number];

export interface StoreDescriptionInput {
  appName: string;
  category: string;
  appType: AppType;
  audience: string;
  features: string[];
  sellingPoints: string[];
}

export interface GeneratedListing {
  input: StoreDescriptionInput;
  listing: StoreDescriptionResponse;
}

/** The alert of docs/product.md §8; a refused input keeps the server's own explanation. */
export const DESCRIPTIONS_FAILED_MESSAGE = 'Failed to generate descriptions. Please try again.';

export const toStoreDescriptionRequest = (input: StoreDescriptionInput): ApiRequest<'generateStoreDescription'> => ({
  app_name: input.appName.trim(),
  app_category: input.category.trim(),
  app_type: input.appType,
  target_audience: input.audience.trim(),
  key_features: filledRows(input.features),
  unique_selling_points: filledRows(input.sellingPoints),
});

export async function generateStoreDescription(input: StoreDescriptionInput, signal: AbortSignal): Promise<GeneratedListing> {
  try {
    const listing = await postJson('generateStoreDescription', toStoreDescriptionRequest(input), { signal });
    return { input, listing };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw error;
    throw new ApiError(DESCRIPTIONS_FAILED_MESSAGE, { kind: 'server' });
  }
}
