import { CONTENT_ROUTES, LINK_ROUTES, TOOLS, type LinkPage, type ToolEntry, type ToolId } from '@aiapp/site-catalogue';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { CONTENT_PAGES } from './contentRoutes';
import { PageLayout } from './PageLayout';
import { InitialLoading, RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** The page of each tool of the registry. */
const TOOL_PAGES: Record<ToolId, LazyRoute> = {
  'logo-maker': async () => ({ Component: (await import('../features/logo-maker/LogoMakerPage')).LogoMakerPage }),
  'icon-generator-pro': async () => ({
    Component: (await import('../features/icon-generator/IconGeneratorPage')).IconGeneratorPage,
  }),
  'screenshot-mockups': async () => ({
    Component: (await import('../features/screenshot-mockups/ScreenshotMockupsPage')).ScreenshotMockupsPage,
  }),
  'screenshot-resizer': async () => ({
    Component: (await import('../features/screenshot-resizer/ScreenshotResizerPage')).ScreenshotResizerPage,
  }),
  'keyword-tracker': async () => ({
    Component: (await import('../features/keyword-tracker/KeywordTrackerPage')).KeywordTrackerPage,
  }),
  'aso-optimizer': async () => ({ Component: (await import('../features/aso-optimizer/AsoOptimizerPage')).AsoOptimizerPage }),
  'privacy-policy': async () => ({ Component: (await import('../features/privacy-policy/PrivacyPolicyPage')).PrivacyPolicyPage }),
  'ai-store-description': async () => ({
    Component: (await import('../features/ai-store-description/StoreDescriptionPage')).StoreDescriptionPage,
  }),
  'app-name-generator': async () => ({
    Component: (await import('../features/app-name-generator/AppNameGeneratorPage')).AppNameGeneratorPage,
  }),
  'landing-page': async () => ({
    Component: (await import('../features/landing-page/LandingPageGeneratorPage')).LandingPageGeneratorPage,
  }),
  'review-preview': async () => ({ Component: (await import('../features/review-preview/ReviewPreviewPage')).ReviewPreviewPage }),
  'store-kit': async () => ({ Component: (await import('../features/store-kit/StoreKitPage')).StoreKitPage }),
  blog: async () => ({ Component: (await import('../features/blog/BlogPage')).BlogPage }),
};

/** The pages the links in our mails open (confirm, erase, see what is stored). */
function linkRoute(page: LinkPage): RouteObject {
  return {
    path: page,
    lazy: async () => {
      const { LinkActionPage } = await import('../features/content/LinkActionPage');
      return { element: <LinkActionPage page={page} /> };
    },
  };
}

function toolRoute(tool: ToolEntry): RouteObject {
  return { path: tool.route, lazy: TOOL_PAGES[tool.id as ToolId] };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: InitialLoading,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }) },
      {
        Component: PageLayout,
        children: [
          ...TOOLS.map(toolRoute),
          ...CONTENT_ROUTES.map((path) => ({ path, lazy: CONTENT_PAGES[path] })),
          ...LINK_ROUTES.map(linkRoute),
          { path: '*', lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
