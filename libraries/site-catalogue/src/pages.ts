import { TOOLS, type ToolEntry } from './tools';

/** Content pages of the site (docs/product.md §2), besides the tool pages. */
export const CONTENT_ROUTES = [
  '/about',
  '/aso-guide',
  '/case-studies',
  '/best-practices',
  '/tutorials',
  '/industry-analysis',
  '/tools-comparison',
  '/faq',
  '/contact',
  '/privacy',
  '/terms',
] as const;

export type ContentRoute = (typeof CONTENT_ROUTES)[number];

/**
 * Pages that only the links in our e-mails open (each with `?token=…`): confirming a
 * subscription, erasing an address, seeing what is stored about it. They change nothing when
 * opened; a button on the page POSTs the token. Never indexed, not in the sitemap.
 */
export const LINK_PAGES = {
  confirmSubscription: '/confirm-subscription',
  erasure: '/privacy/erase',
  access: '/privacy/access',
} as const;
/** The section of /privacy where an address's owner asks for an erasure or access link (each mail's List-Unsubscribe target). */
export const PRIVACY_ERASURE_ANCHOR = 'erase-your-address';

export type LinkPage = (typeof LINK_PAGES)[keyof typeof LINK_PAGES];
export const LINK_ROUTES: readonly LinkPage[] = Object.values(LINK_PAGES);

/** Every path the SPA renders as a page; anything else is its 404 page. */
export const PAGE_ROUTES: readonly string[] = ['/', ...TOOLS.map((tool) => tool.route), ...CONTENT_ROUTES, ...LINK_ROUTES];

export const SITE_NAME = 'AI App Toolkit';

export interface PageMeta {
  readonly path: string;
  /** The page's own name; the tab title adds the site name. */
  readonly title: string;
  /** The meta and Open Graph description: one or two sentences, under about 160 characters. */
  readonly description: string;
  readonly kind: 'home' | 'tool' | 'article' | 'page';
  /** When the text was last checked against the stores' rules (ISO date); articles only. */
  readonly updated?: string;
  /** Pages opened from a private link: served with `noindex`, no canonical link, never in the sitemap. */
  readonly noindex?: boolean;
}

export const HOME_META: PageMeta = {
  path: '/',
  title: `${SITE_NAME}: free tools for mobile app developers`,
  description:
    'Free, no-signup tools for iOS and Android developers: logos, icon sets, store screenshots, listings, keywords and privacy policies, checked against the store rules.',
  kind: 'home',
};

/** Read by the gateway (head tags, sitemap) and by the web pages themselves. */
export const CONTENT_META: Readonly<Record<ContentRoute, PageMeta>> = {
  '/about': {
    path: '/about',
    title: 'About',
    description: 'Why AI App Toolkit exists, every tool in the suite and whether it is live yet, and what is on the roadmap.',
    kind: 'page',
  },
  '/aso-guide': {
    path: '/aso-guide',
    title: 'The App Store Optimization Guide',
    description:
      'A complete ASO guide for the App Store and Google Play: how search works, keyword research, every metadata limit, icons and screenshots, worked examples and a 90-day plan.',
    kind: 'article',
    updated: '2026-11-20',
  },
  '/case-studies': {
    path: '/case-studies',
    title: 'Case Studies: Store Submissions That Went Wrong',
    description:
      'Real, documented app store rejections and broken assets (alpha-channel icons, unassigned icons, rejected screenshot sizes, cropped adaptive icons) with causes and fixes.',
    kind: 'article',
    updated: '2026-11-20',
  },
  '/best-practices': {
    path: '/best-practices',
    title: 'App Store Best Practices',
    description:
      'A checklist for icons, screenshots, store text, ratings, privacy declarations and releases on the App Store and Google Play, with the rules behind each item.',
    kind: 'article',
    updated: '2026-11-20',
  },
  '/tutorials': {
    path: '/tutorials',
    title: 'Tutorials',
    description:
      'Step by step for every tool, and what to do with the result in Xcode, Android Studio, App Store Connect and the Google Play Console.',
    kind: 'article',
    updated: '2026-11-20',
  },
  '/industry-analysis': {
    path: '/industry-analysis',
    title: 'Industry Analysis: App Store Rules and Tools in 2026',
    description:
      'What changed in icons, screenshots, metadata rules and keyword data on both stores, how ASO tools measure keywords, and what it means for your next release.',
    kind: 'article',
    updated: '2026-11-20',
  },
  '/tools-comparison': {
    path: '/tools-comparison',
    title: 'Tools Comparison',
    description:
      'Our tools beside Xcode, Android Studio, Expo, Capacitor, flutter_launcher_icons, fastlane and the commercial ASO suites: what each does best and where each falls short.',
    kind: 'article',
    updated: '2026-11-20',
  },
  '/faq': {
    path: '/faq',
    title: 'Frequently Asked Questions',
    description:
      'Answers about the tools, the e-mail step, what happens to your data, store limits and what each download contains.',
    kind: 'page',
    updated: '2026-11-20',
  },
  '/contact': {
    path: '/contact',
    title: 'Contact',
    description: 'How to reach the people who run AI App Toolkit, and what to include when you report a problem.',
    kind: 'page',
  },
  '/privacy': {
    path: '/privacy',
    title: 'Privacy Notice',
    description:
      'What AI App Toolkit stores about its visitors, why, for how long and who receives it, and a form to erase your e-mail address at once.',
    kind: 'page',
    updated: '2026-11-23',
  },
  '/terms': {
    path: '/terms',
    title: 'Terms of Use',
    description:
      'The terms for using AI App Toolkit: free use, your results, the e-mail you give us, acceptable use and limits of liability.',
    kind: 'page',
    updated: '2026-11-20',
  },
};

/** The tab title: the page's name, then the site's; the home page has its own. */
export function documentTitle(title: string | null): string {
  return title ? `${title} · ${SITE_NAME}` : HOME_META.title;
}

export function toolPageMeta(tool: ToolEntry): PageMeta {
  return { path: tool.route, title: tool.name, description: `${tool.summary} Free, no signup.`, kind: 'tool' };
}

/** The meta of any page route; undefined for a path that is no page. */
/** The pages our e-mails link to. */
export const LINK_PAGE_META: Readonly<Record<LinkPage, PageMeta>> = {
  '/confirm-subscription': {
    path: '/confirm-subscription',
    title: 'Confirm your subscription',
    description: 'Confirm that you want news from AI App Toolkit at the address this link was sent to.',
    kind: 'page',
    noindex: true,
  },
  '/privacy/erase': {
    path: '/privacy/erase',
    title: 'Erase your e-mail address',
    description: 'Erase everything AI App Toolkit holds about the address this link was sent to.',
    kind: 'page',
    noindex: true,
  },
  '/privacy/access': {
    path: '/privacy/access',
    title: 'What we hold about you',
    description: 'See everything AI App Toolkit holds about the address this link was sent to.',
    kind: 'page',
    noindex: true,
  },
};

export function pageMetaFor(path: string): PageMeta | undefined {
  if (path === '/') return HOME_META;
  if (path in LINK_PAGE_META) return LINK_PAGE_META[path as LinkPage];
  const tool = TOOLS.find((entry) => entry.route === path);
  if (tool) return toolPageMeta(tool);
  return (CONTENT_META as Readonly<Record<string, PageMeta>>)[path];
}
