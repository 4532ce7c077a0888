import type { LogoRequest, LogoResponse } from '@aiapp/contracts';
import { postJson } from '../../lib/api';

/** A generated logo together with the request it was made from. */
export interface GeneratedLogo {
  request: LogoRequest;
  logo: LogoResponse;
}

export async function generateLogo(request: LogoRequest, signal: AbortSignal): Promise<GeneratedLogo> {
  const logo = await postJson('generateLogo', request, { signal });
  return { request, logo };
}
