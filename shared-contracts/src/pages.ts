import { TOOLS } from './tools';

/** Content pages of the site (spec §2), besides the tool pages. */
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
  '/terms',
] as const;

/** Every path the SPA renders as a page; anything else is its 404 page. */
export const PAGE_ROUTES: readonly string[] = ['/', ...TOOLS.map((tool) => tool.route), ...CONTENT_ROUTES];
