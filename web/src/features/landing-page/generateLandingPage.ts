import type { LandingPageResponse } from '@aiapp/contracts';
import { filledRows } from '../../components/form/TextRowsField';
import { postJson, type ApiRequest } from '../../lib/api';

export interface LandingPageInput {
  appName: string;
  ctaText: string;
  description: string;
  features: string[];
  appStoreUrl: string;
  playStoreUrl: string;
}

export interface GeneratedLandingPage {
  input: LandingPageInput;
  page: LandingPageResponse;
}

export const toLandingPageRequest = (input: LandingPageInput): ApiRequest<'generateLandingPage'> => ({
  app_name: input.appName.trim(),
  description: input.description.trim(),
  cta_text: input.ctaText.trim(),
  features: filledRows(input.features),
  app_store_url: input.appStoreUrl.trim(),
  play_store_url: input.playStoreUrl.trim(),
});

export async function generateLandingPage(input: LandingPageInput, signal: AbortSignal): Promise<GeneratedLandingPage> {
  const page = await postJson('generateLandingPage', toLandingPageRequest(input), { signal });
  return { input, page };
}
