import type { LandingPageRequest, LandingPageResponse } from '@aiapp/contracts';
import { preferModel, type Logger, type ModelClient } from '@aiapp/kit';
import { buildLandingPage } from './build-landing-page';
import { withGroundedCopy } from './grounded-copy';
import { landingClaimCheck, landingSubject } from './landing-claims';
import { landingCopy, type LandingCopy } from './landing-copy';
import { askModelForLandingCopy } from './model-copy';

export interface LandingPageDeps {
  model?: ModelClient | undefined;
  logger: Logger;
  now: Date;
}

/**
 * A landing page whose words come from the model when one is configured and answers well, else
 * from the built-in engine; the claim check runs last over either engine's words, and the answer
 * says how many sentences it removed.
 */
export async function generateLandingPage(request: LandingPageRequest, deps: LandingPageDeps): Promise<LandingPageResponse> {
  // The built-in copy is a function of the request alone: written once, it serves as the answer and as the claim check's backup.
  let builtInCopy: LandingCopy | null = null;
  const writeBuiltIn = () => (builtInCopy ??= landingCopy(request));
  const answer = await preferModel({
    model: deps.model,
    task: 'landing page',
    logger: deps.logger,
    useModel: (model) => askModelForLandingCopy(model, request),
    builtIn: writeBuiltIn,
  });
  const grounded = withGroundedCopy(answer.value, landingClaimCheck(request), landingSubject(request), writeBuiltIn);
  const page = buildLandingPage(request, deps.now, grounded.copy);
  return {
    ...page,
    unsupported_sentences_removed: grounded.removed,
    engine: answer.engine,
    fallback_reason: answer.fallback_reason,
    model_skipped: answer.model_skipped,
  };
}
