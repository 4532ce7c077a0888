import type { APP_NAME_CATEGORIES, AppNameResponse } from '@aiapp/contracts';
import { postJson, type ApiRequest } from '../../lib/api';

export type NameCategory = (typeof APP_NAME_CATEGORIES)[number];

/** The form as typed: keywords in one comma-separated line. */
export interface AppNameInput {
  keywords: string;
  category: NameCategory;
}

export interface GeneratedNames {
  input: AppNameInput;
  response: AppNameResponse;
}

/** docs/product.md §5: split on commas, trimmed, empties dropped. */
export function splitKeywords(text: string): string[] {
  return text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/** How many keywords are used; the form's hint says so. */
export const KEYWORDS_USED = 10;

export const toAppNameRequest = (input: AppNameInput): ApiRequest<'generateAppNames'> => ({
  keywords: splitKeywords(input.keywords).slice(0, KEYWORDS_USED),
  category: input.category,
});

export async function generateAppNames(input: AppNameInput, signal: AbortSignal): Promise<GeneratedNames> {
  const response = await postJson('generateAppNames', toAppNameRequest(input), { signal });
  return { input, response };
}
