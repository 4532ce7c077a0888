import type { ContentRoute } from '@aiapp/site-catalogue';
import type { ContentDocument } from '../model';
import { ABOUT } from './about';
import { ASO_GUIDE } from './aso-guide';
import { BEST_PRACTICES } from './best-practices';
import { CASE_STUDIES } from './case-studies';
import { CONTACT } from './contact';
import { FAQ_DOCUMENT } from './faq';
import { INDUSTRY_ANALYSIS } from './industry-analysis';
import { PRIVACY } from './privacy';
import { TERMS } from './terms';
import { TOOLS_COMPARISON } from './tools-comparison';
import { TUTORIALS_DOCUMENT } from './tutorials';

/**
 * Every content page's document. Only build tooling and tests import this: each page
 * imports its own document, so a visitor downloads one article at a time.
 */
export const CONTENT_DOCUMENTS: Readonly<Record<ContentRoute, ContentDocument>> = {
  '/about': ABOUT,
  '/aso-guide': ASO_GUIDE,
  '/case-studies': CASE_STUDIES,
  '/best-practices': BEST_PRACTICES,
  '/tutorials': TUTORIALS_DOCUMENT,
  '/industry-analysis': INDUSTRY_ANALYSIS,
  '/tools-comparison': TOOLS_COMPARISON,
  '/faq': FAQ_DOCUMENT,
  '/contact': CONTACT,
  '/privacy': PRIVACY,
  '/terms': TERMS,
};
