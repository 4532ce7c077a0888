import { exampleRequestFor, ROUTES } from '@aiapp/contracts';
import type { Logger } from '@aiapp/kit';
import { generateAppNames } from './app-names';
import { generateLandingPage } from './landing-page';
import { generateReviewPreviews } from './reviews';
import { generateStoreDescription } from './store-description';

/**
 * Each built-in writer run once on its route's own example request before the service listens:
 * the code is compiled and the lexicon lookups filled at start, so a visitor's first call costs
 * what every later one does (issue 28 asks for the first call after start within 50 ms;
 * bench/text-first-call.mjs measures it). No model is asked.
 */
export async function warmBuiltInWriters(logger: Logger): Promise<void> {
  const deps = { logger, now: new Date() };
  await generateStoreDescription(
    ROUTES.generateStoreDescription.request.parse(exampleRequestFor(ROUTES.generateStoreDescription)),
    deps,
  );
  await generateLandingPage(ROUTES.generateLandingPage.request.parse(exampleRequestFor(ROUTES.generateLandingPage)), deps);
  await generateReviewPreviews(ROUTES.generateReviews.request.parse(exampleRequestFor(ROUTES.generateReviews)), deps);
  await generateAppNames(ROUTES.generateAppNames.request.parse(exampleRequestFor(ROUTES.generateAppNames)), deps);
}
