import { titleCase } from '../text/title-case';
import { foldedWords } from '@aiapp/text';
import type { KeywordCandidate } from './extract-keywords';

/** Terms scoring under this share of the best one are too incidental for a title or a lead line. */
const PROMINENT_SCORE = 25;

/**
 * The best terms for prominent places, phrases before single words (an exact phrase in a title
 * ranks best); a phrase qualifies when it recurs in the description. With `strict`, no term may
 * repeat a word of `taken` or of an earlier pick (the subtitle and keyword field, where Apple
 * counts each word once); otherwise a term only has to add a new word ("guided meditation" after
 * "meditation timer"). A phrase qualifies when it occurs `phraseOccurrences` times.
 */
export function freshTerms(
  taken: string,
  keywords: readonly KeywordCandidate[],
  count: number,
  strict = true,
  phraseOccurrences = 2,
): string[] {
  const covered = new Set(foldedWords(taken));
  const picked: string[] = [];
  const prominent = keywords.filter(
    (keyword) => keyword.score >= PROMINENT_SCORE && (keyword.words === 1 || keyword.occurrences >= phraseOccurrences),
  );
  const phrasesFirst = [
    ...prominent.filter((keyword) => keyword.words > 1),
    ...prominent.filter((keyword) => keyword.words === 1),
  ];
  for (const keyword of phrasesFirst) {
    const termWords = foldedWords(keyword.display);
    const fresh = termWords.filter((word) => !covered.has(word));
    if (strict ? fresh.length < termWords.length : fresh.length === 0) continue;
    termWords.forEach((word) => covered.add(word));
    picked.push(titleCase(keyword.written));
    if (picked.length === count) break;
  }
  return picked;
}
