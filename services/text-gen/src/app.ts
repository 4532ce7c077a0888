import type { Express } from 'express';
import { ROUTES, type BlogArticle } from '@aiapp/contracts';
import { createServiceApp, mountContract, answerWithModel, type HealthState, type Logger, type ModelClient } from '@aiapp/kit';
import { generateAppNames } from './domain/app-names';
import { loadArticles } from './data-access/article-files';
import { generateLandingPage } from './domain/landing-page';
import { translateListing } from './domain/listing-translation/translate-listing';
import { generateReviewPreviews } from './domain/reviews';
import { generateStoreDescription } from './domain/store-description';

export interface TextGenAppDeps {
  logger: Logger;
  health?: HealthState;
  /** The OpenAI-compatible model; absent means every text comes from the built-in engine. */
  model?: ModelClient;
  /** The clock for copyright years and review dates; tests fix it. */
  now?: () => Date;
  /** The blog; by default the articles in content/blog. */
  articles?: BlogArticle[];
}

export function createApp(deps: TextGenAppDeps): Express {
  const { logger, model } = deps;
  const now = deps.now ?? (() => new Date());
  const articles = deps.articles ?? loadArticles();
  return createServiceApp({
    logger,
    health: deps.health,
    routes: (router) => {
      mountContract(router, ROUTES.generateStoreDescription, (body, req) =>
        answerWithModel(req, model, (asked) => generateStoreDescription(body, { model: asked, logger })),
      );
      mountContract(router, ROUTES.generateAppNames, (body, req) =>
        answerWithModel(req, model, (asked) => generateAppNames(body, { model: asked, logger })),
      );
      mountContract(router, ROUTES.generateLandingPage, (body, req) =>
        answerWithModel(req, model, (asked) => generateLandingPage(body, { model: asked, logger, now: now() })),
      );
      mountContract(router, ROUTES.generateReviews, (body, req) =>
        answerWithModel(req, model, (asked) => generateReviewPreviews(body, { model: asked, logger, now: now() })),
      );
      mountContract(router, ROUTES.translateListing, (body, req) =>
        answerWithModel(req, model, (asked) => translateListing(body, asked)),
      );
      mountContract(router, ROUTES.listingTranslation, () => ({ available: model !== undefined }));
      mountContract(router, ROUTES.blogArticles, () => ({ articles }));
    },
  });
}
