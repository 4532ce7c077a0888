import type { AsoResponse } from '@aiapp/contracts';
import { postJson, type ApiRequest } from '../../lib/api';

export interface AsoInput {
  appName: string;
  category: string;
  description: string;
}

export interface AsoResult {
  input: AsoInput;
  response: AsoResponse;
}

export const toAsoRequest = (input: AsoInput): ApiRequest<'optimizeAso'> => ({
  app_name: input.appName.trim(),
  category: input.category.trim(),
  description: input.description.trim(),
});

export async function optimizeAso(input: AsoInput, signal: AbortSignal): Promise<AsoResult> {
  const request = toAsoRequest(input);
  const response = await postJson('optimizeAso', request, { signal });
  // The result shows what was analysed: the trimmed text.
  return { input: { appName: request.app_name, category: request.category ?? '', description: request.description }, response };
}
