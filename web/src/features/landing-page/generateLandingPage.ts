import type { LandingPageRequest, LandingPageResponse } from '@aiapp/contracts';
import { postJson } from '../../lib/api';

export interface GeneratedLandingPage {
  request: LandingPageRequest;
  page: LandingPageResponse;
}

export async function generateLandingPage(request: LandingPageRequest, signal: AbortSignal): Promise<GeneratedLandingPage> {
  const page = await postJson('generateLandingPage', request, { signal });
  return { request, page };
}
