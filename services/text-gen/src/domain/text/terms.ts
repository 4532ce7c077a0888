/** Word-level matching for keywords: whole words, any letters, case-insensitive. */
import { PLAY_BANNED_TITLE_WORD_SET } from '@aiapp/store-facts';
import { escapeRegExp, FILLER_WORDS, STOP_WORDS } from '@aiapp/text';

function termPattern(term: string): RegExp {
  const body = term.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu');
}

export function countTerm(text: string, term: string): number {
  if (!term.trim()) return 0;
  return [...text.matchAll(termPattern(term))].length;
}

/** Words that carry no search intent on their own: function words, store claims and marketing filler. */
export const NO_INTENT_WORDS: ReadonlySet<string> = new Set([
  ...STOP_WORDS,
  ...PLAY_BANNED_TITLE_WORD_SET,
  'app',
  'apps',
  ...FILLER_WORDS,
]);
