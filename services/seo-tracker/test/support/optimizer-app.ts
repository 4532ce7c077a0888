import type { Database } from '@aiapp/kit';
import { clientsFor, silentLogger } from '@aiapp/test-support';
import { createApp, type SeoTrackerAppDeps } from '../../src/app';

/** The seo-tracker app for ASO optimizer tests: the optimizer needs neither the stores nor the database. */
export const optimizerApp = (extra: Partial<SeoTrackerAppDeps> = {}) =>
  createApp({
    logger: silentLogger,
    db: {} as Database,
    isSchemaReady: () => true,
    stores: clientsFor('http://127.0.0.1:9'),
    trackingBudgetMs: 1_000,
    ...extra,
  });
