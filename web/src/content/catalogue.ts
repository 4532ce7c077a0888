import { PRIVACY_ERASURE_ANCHOR, type ContentRoute } from '@aiapp/site-catalogue';

/** The eight resource cards of the home page, in the order a new visitor should read them. */
export const RESOURCE_ROUTES = [
  '/aso-guide',
  '/tutorials',
  '/best-practices',
  '/case-studies',
  '/industry-analysis',
  '/tools-comparison',
  '/faq',
  '/about',
] as const satisfies readonly ContentRoute[];

export type ResourceRoute = (typeof RESOURCE_ROUTES)[number];

/** The short label above each page's title and each card's title. */
export const CONTENT_KIND: Readonly<Record<ContentRoute, string>> = {
  '/aso-guide': 'Guide',
  '/tutorials': 'Tutorials',
  '/best-practices': 'Checklist',
  '/case-studies': 'Case studies',
  '/industry-analysis': 'Analysis',
  '/tools-comparison': 'Comparison',
  '/faq': 'FAQ',
  '/about': 'About us',
  '/contact': 'Contact',
  '/privacy': 'Privacy',
  '/terms': 'Legal',
};

/** The anchor of the erasure form on /privacy, linked from the FAQ, the terms and the contact page. */
export const ERASURE_ANCHOR = PRIVACY_ERASURE_ANCHOR;

/** The anchor of the form on /privacy that mails a link to see what is stored about an address. */
export const ACCESS_ANCHOR = 'see-your-data';
