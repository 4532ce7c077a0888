import { STORE_TEXT_LIMITS } from '@aiapp/contracts';
import { joinWithAnd, tidy } from '../text/title-case';
import { foldedWords } from '../text/words';
import type { KeywordCandidate } from './extract-keywords';
import { fitsCharacters } from './fit';
import { freshTerms } from './fresh-terms';

const DESCRIPTION_MAX = Math.min(STORE_TEXT_LIMITS.appStoreDescription.max, STORE_TEXT_LIMITS.playFullDescription.max);
/** Roughly what both stores show before "more": the keywords must be in here. */
const VISIBLE_OPENING = 170;

export interface OptimizedDescription {
  text: string;
  /** The lead line added so the main keywords come first; null when the opening already had them. */
  addedLead: string | null;
  /** True when the original had to be cut at a sentence end to stay within 4000 characters. */
  shortened: boolean;
}

/** Cuts at the last sentence or line end that fits, never mid-word. */
function cutToFit(text: string, max: number): string {
  if (fitsCharacters(text, max)) return text;
  const head = text.slice(0, max);
  const end = Math.max(
    head.lastIndexOf('. '),
    head.lastIndexOf('.\n'),
    head.lastIndexOf('! '),
    head.lastIndexOf('? '),
    head.lastIndexOf('\n'),
  );
  return (end > 0 ? head.slice(0, end + 1) : head.slice(0, head.lastIndexOf(' '))).trim();
}

/**
 * The user's description with the main keywords in its visible opening: when the first
 * 170 characters miss them, a one-line lead naming the app and its two main terms goes first.
 * The user's text is otherwise kept as written; it is cut at a sentence end only if needed to fit.
 */
export function optimizeDescription(
  appName: string,
  plainDescription: string,
  keywords: readonly KeywordCandidate[],
): OptimizedDescription {
  const main = freshTerms('', keywords, 2, false);
  const opening = ` ${foldedWords(plainDescription.slice(0, VISIBLE_OPENING)).join(' ')} `;
  const missing = main.filter((term) => !opening.includes(` ${foldedWords(term).join(' ')} `));
  if (main.length === 0 || missing.length === 0) {
    const text = cutToFit(plainDescription, DESCRIPTION_MAX);
    return { text, addedLead: null, shortened: text !== plainDescription };
  }
  const terms = main.map((term, index) => (index === 0 ? term : term.toLocaleLowerCase('en')));
  const addedLead = `${tidy(appName)}: ${joinWithAnd(terms)}.`;
  const body = cutToFit(plainDescription, DESCRIPTION_MAX - addedLead.length - 2);
  return { text: `${addedLead}\n\n${body}`, addedLead, shortened: body !== plainDescription };
}
