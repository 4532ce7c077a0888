import type { AsoRequest, AsoResponse } from '@aiapp/contracts';
import { postJson } from '../../lib/api';

export interface AsoResult {
  /** What was analysed: the request as the contract parsed it (trimmed). */
  request: AsoRequest;
  response: AsoResponse;
}

export async function optimizeAso(request: AsoRequest, signal: AbortSignal): Promise<AsoResult> {
  const response = await postJson('optimizeAso', request, { signal });
  return { request, response };
}
