import type { LandingPageRequest, LandingPageResponse } from '@aiapp/contracts';
import { preferModel, type Logger, type ModelClient } from '@aiapp/kit';
import { buildLandingPage } from './build-landing-page';
import { landingCopy } from './landing-copy';
import { askModelForLandingCopy } from './model-copy';

export interface LandingPageDeps {
  model?: ModelClient | undefined;
  logger: Logger;
  now: Date;
}

/** A landing page whose words come from the model when one is configured and answers well, else from the built-in engine. */
export async function generateLandingPage(request: LandingPageRequest, deps: LandingPageDeps): Promise<LandingPageResponse> {
  const answer = await preferModel({
    model: deps.model,
    task: 'landing page',
    logger: deps.logger,
    useModel: (model) => askModelForLandingCopy(model, request),
    builtIn: () => landingCopy(request),
  });
  const page = buildLandingPage(request, deps.now, answer.value);
  return { ...page, engine: answer.engine, fallback_reason: answer.fallback_reason };
}
