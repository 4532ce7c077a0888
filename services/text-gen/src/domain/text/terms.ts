/** Word-level matching for keywords: whole words, any letters, case-insensitive. */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function termPattern(term: string): RegExp {
  const body = term.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu');
}

export function countTerm(text: string, term: string): number {
  if (!term.trim()) return 0;
  return [...text.matchAll(termPattern(term))].length;
}

/** Words that carry no search intent on their own. */
export const STOPWORDS = new Set(
  (
    'a about above after again all also am an and any app apps are as at be because been before being below ' +
    'between both but by can could did do does doing down during each ever every few for from further get gets ' +
    'had has have having he her here hers him his how i if in into is it its just lets like make makes me more ' +
    'most much my new no nor not now of off on once one only or other our ours out over own same she should so ' +
    'some such than that the their theirs them then there these they this those through to too under until up ' +
    'us use using very via want wants was way we were what when where which while who whom why will with ' +
    'without within would you your yours yourself ever always never everything anything something ' +
    'easy easily simple simply quick quickly fast great best free top automatically instantly seconds minutes ' +
    'anywhere everywhere'
  ).split(' '),
);

/** Lower-case words of a phrase, split on anything that is not a letter, digit or inner dash. */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu) ?? [];
}
