/** Built by content-stats-plugin.ts from the content documents, so pages can show read times without loading the articles. */
declare module 'virtual:content-stats' {
  import type { ContentRoute } from '@aiapp/site-catalogue';
  export const WORD_COUNTS: Readonly<Record<ContentRoute, number>>;
}
