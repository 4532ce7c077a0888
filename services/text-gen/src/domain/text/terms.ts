/** Word-level matching for keywords: whole words, any letters, case-insensitive. */
import { PLAY_BANNED_TITLE_WORD_SET, STOP_WORDS } from '@aiapp/contracts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function termPattern(term: string): RegExp {
  const body = term.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu');
}

export function countTerm(text: string, term: string): number {
  if (!term.trim()) return 0;
  return [...text.matchAll(termPattern(term))].length;
}

/** Words that carry no search intent on their own: function words, store claims and marketing filler. */
export const STOPWORDS: ReadonlySet<string> = new Set([
  ...STOP_WORDS,
  ...PLAY_BANNED_TITLE_WORD_SET,
  'app',
  'apps',
  ...'easy easily simple simply quick quickly fast great automatically instantly seconds minutes anywhere everywhere'.split(' '),
]);

/** Lower-case words of a phrase, split on anything that is not a letter, digit or inner dash. */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu) ?? [];
}
