import type { AppNameRequest, AppNameResponse } from '@aiapp/contracts';
import { postJson } from '../../lib/api';

export interface GeneratedNames {
  request: AppNameRequest;
  response: AppNameResponse;
}

export async function generateAppNames(request: AppNameRequest, signal: AbortSignal): Promise<GeneratedNames> {
  const response = await postJson('generateAppNames', request, { signal });
  return { request, response };
}
