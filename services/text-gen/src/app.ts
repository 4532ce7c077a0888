import type { Express, Request } from 'express';
import { ROUTES, TEXT_ENGINE_HEADER, type BlogArticle, type TextEngine } from '@aiapp/contracts';
import { createServiceApp, mountContract, type HealthState, type Logger } from '@aiapp/kit';
import type { ModelClient } from './domain/engines/model-client';
import { generateAppNames } from './domain/app-names';
import { loadArticles } from './data-access/article-files';
import { buildLandingPage } from './domain/landing-page/build-landing-page';
import { generateReviews } from './domain/reviews/generate-reviews';
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

/** Says which engine wrote the answer: the gateway counts only a model's answers against the model budget. */
async function withEngineHeader<T extends { engine: TextEngine }>(req: Request, answer: Promise<T>): Promise<T> {
  const answered = await answer;
  req.res?.setHeader(TEXT_ENGINE_HEADER, answered.engine);
  return answered;
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
        withEngineHeader(req, generateStoreDescription(body, { model, logger })),
      );
      mountContract(router, ROUTES.generateAppNames, (body, req) =>
        withEngineHeader(req, generateAppNames(body, { model, logger })),
      );
      mountContract(router, ROUTES.generateLandingPage, (body) => buildLandingPage(body, now()));
      mountContract(router, ROUTES.generateReviews, (body) => generateReviews(body, now()));
      mountContract(router, ROUTES.blogArticles, () => ({ articles }));
    },
  });
}
