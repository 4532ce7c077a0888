import { readMinutes, type ContentRoute } from '@aiapp/contracts';
import { WORD_COUNTS } from 'virtual:content-stats';

/** "12 min read", from the page's word count computed at build time. */
export function readTimeOf(path: ContentRoute): string {
  return `${readMinutes(WORD_COUNTS[path])} min read`;
}
