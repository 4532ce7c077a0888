import type { APP_NAME_CATEGORIES, AppNameResponse } from '@aiapp/contracts';
import { postJson } from '../../lib/api';

export type NameCategory = (typeof APP_NAME_CATEGORIES)[number];

export interface AppNameInput {
  keywords: string[];
  category: NameCategory;
}

export interface GeneratedNames {
  input: AppNameInput;
  response: AppNameResponse;
}

/** Spec §5: split on commas, trimmed, empties dropped. */
export function splitKeywords(text: string): string[] {
  return text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

export async function generateAppNames(input: AppNameInput, signal: AbortSignal): Promise<GeneratedNames> {
  const response = await postJson('generateAppNames', { keywords: input.keywords, category: input.category }, { signal });
  return { input, response };
}
