import { CONTENT_ROUTES } from '@aiapp/contracts';

/** Article and company pages (spec §2, plus the footer's /contact and /terms), not yet written. */
export interface ContentPage {
  readonly path: (typeof CONTENT_ROUTES)[number];
  readonly title: string;
}

const TITLES: Readonly<Record<ContentPage['path'], string>> = {
  '/about': 'About',
  '/aso-guide': 'ASO Guide',
  '/case-studies': 'Case Studies',
  '/best-practices': 'Best Practices',
  '/tutorials': 'Tutorials',
  '/industry-analysis': 'Industry Analysis',
  '/tools-comparison': 'Tools Comparison',
  '/faq': 'Frequently Asked Questions',
  '/contact': 'Contact',
  '/terms': 'Terms of Use',
};

export const CONTENT_PAGES: readonly ContentPage[] = CONTENT_ROUTES.map((path) => ({ path, title: TITLES[path] }));
