import type { AsoResponse } from '@aiapp/contracts';
import { postJson } from '../../lib/api';

export interface AsoInput {
  appName: string;
  category: string;
  description: string;
}

export interface AsoResult {
  input: AsoInput;
  response: AsoResponse;
}

export async function optimizeAso(input: AsoInput, signal: AbortSignal): Promise<AsoResult> {
  const response = await postJson(
    'optimizeAso',
    { app_name: input.appName, category: input.category, description: input.description },
    { signal },
  );
  return { input, response };
}
