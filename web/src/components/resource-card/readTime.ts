import { readMinutes } from '@aiapp/text';
import { type ContentRoute } from '@aiapp/site-catalogue';
import { WORD_COUNTS } from 'virtual:content-stats';

/** "12 min read", from the page's word count computed at build time. */
export function readTimeOf(path: ContentRoute): string {
  return `${readMinutes(WORD_COUNTS[path])} min read`;
}
