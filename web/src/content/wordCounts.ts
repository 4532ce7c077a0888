import type { ContentRoute } from '@aiapp/site-catalogue';
import { CONTENT_DOCUMENTS } from './documents';
import { documentWordCount } from './wordCount';

/** Loaded at build time by content-stats-plugin.ts; never bundled into a page. */
export const CONTENT_WORD_COUNTS = Object.fromEntries(
  Object.entries(CONTENT_DOCUMENTS).map(([path, document]) => [path, documentWordCount(document)]),
) as Record<ContentRoute, number>;
