import type { ContentRoute } from '@aiapp/site-catalogue';
import type { RouteObject } from 'react-router-dom';
import { CONTENT_KIND } from '../content/catalogue';
import type { ContentDocument } from '../content/model';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** Each article is its own chunk; the renderer is shared by all of them. */
function article(path: ContentRoute, loadDocument: () => Promise<ContentDocument>): LazyRoute {
  return async () => {
    const [{ ArticlePage }, document] = await Promise.all([import('../features/content/ArticlePage'), loadDocument()]);
    return { element: <ArticlePage document={document} eyebrow={CONTENT_KIND[path]} /> };
  };
}

export const CONTENT_PAGES: Readonly<Record<ContentRoute, LazyRoute>> = {
  '/about': article('/about', async () => (await import('../content/documents/about')).ABOUT),
  '/aso-guide': article('/aso-guide', async () => (await import('../content/documents/aso-guide')).ASO_GUIDE),
  '/case-studies': article('/case-studies', async () => (await import('../content/documents/case-studies')).CASE_STUDIES),
  '/best-practices': article('/best-practices', async () => (await import('../content/documents/best-practices')).BEST_PRACTICES),
  '/tutorials': article('/tutorials', async () => (await import('../content/documents/tutorials')).TUTORIALS_DOCUMENT),
  '/industry-analysis': article(
    '/industry-analysis',
    async () => (await import('../content/documents/industry-analysis')).INDUSTRY_ANALYSIS,
  ),
  '/tools-comparison': article(
    '/tools-comparison',
    async () => (await import('../content/documents/tools-comparison')).TOOLS_COMPARISON,
  ),
  '/faq': article('/faq', async () => (await import('../content/documents/faq')).FAQ_DOCUMENT),
  '/terms': article('/terms', async () => (await import('../content/documents/terms')).TERMS),
  '/contact': async () => ({ Component: (await import('../features/content/ContactPage')).ContactPage }),
  '/privacy': async () => ({ Component: (await import('../features/content/PrivacyPage')).PrivacyPage }),
};
