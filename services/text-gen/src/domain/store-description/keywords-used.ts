import { isVerbForm, keywordCase, searchTermFilter } from '@aiapp/listing-copy';
import { plainLine, wordsOf } from '@aiapp/text';
import type { StoreDescriptionRequest } from '@aiapp/contracts';
import { NO_INTENT_WORDS, termCounter } from '../text/terms';

const MAX_KEYWORDS = 10;

/** Where a term comes from decides how much it says about what users search for. */
const FIELD_WEIGHTS: ReadonlyArray<[keyof StoreDescriptionRequest, number]> = [
  ['app_category', 3],
  ['key_features', 2],
  ['target_audience', 1],
  ['unique_selling_points', 1],
];

const isKeywordWord = (word: string) =>
  !NO_INTENT_WORDS.has(word.toLowerCase()) && !/^\d+$/.test(word) && (word.length >= 3 || /^\p{Lu}{2}$/u.test(word));

/** Capitals kept for names ("Apple Health", "Google Fit", "GPS"), dropped for ordinary words. */
function keywordCased(words: readonly string[]): string[] {
  const cased: string[] = [];
  words.forEach((word, index) => {
    const previous = cased[index - 1];
    const continuesName = index > 0 && previous !== undefined && /^\p{Lu}/u.test(previous) && /^\p{Lu}/u.test(word);
    cased.push(continuesName ? word : keywordCase(word));
  });
  return cased;
}

/** One- and two-word terms from a field; pairs never span punctuation ("Fast, simple" is no pair). */
function termsOf(text: string): string[] {
  return plainLine(text)
    .split(/[,.;:!?()&/|•–—]+/)
    .flatMap((chunk) => {
      const words = keywordCased(wordsOf(chunk));
      const singles = words.filter(isKeywordWord);
      const pairs = words.slice(1).flatMap((word, index) => {
        const previous = words[index] as string;
        const next = words[index + 2];
        // English compounds end in their head noun: "training plans", never "personalized training".
        const endsCompound = next === undefined || !isKeywordWord(next);
        const pair =
          endsCompound && isKeywordWord(previous) && isKeywordWord(word) && previous.toLowerCase() !== word.toLowerCase();
        return pair ? [`${previous} ${word}`] : [];
      });
      return [...pairs, ...singles];
    });
}

/**
 * The search terms from the request that really occur in the given texts, strongest first:
 * weighted by field, counted in the texts, two-word terms preferred; the app's own name, filler,
 * negated words and other apps' names left out.
 * `preferred` (e.g. the model's own list) goes first, but only the entries that occur.
 */
export function keywordsUsed(
  request: StoreDescriptionRequest,
  texts: readonly string[],
  preferred: readonly string[] = [],
): string[] {
  const corpus = texts.join('\n');
  const countTerm = termCounter(corpus);
  // The category is a store's category name in title case ("Health & Fitness"), never a brand.
  const searchable = searchTermFilter(
    [...request.key_features, request.target_audience ?? '', ...request.unique_selling_points].join('\n'),
  );
  const nameWords = new Set(wordsOf(request.app_name).map((word) => word.toLowerCase()));
  const scores = new Map<string, { term: string; score: number }>();
  for (const [field, weight] of FIELD_WEIGHTS) {
    const value = request[field];
    for (const term of termsOf(Array.isArray(value) ? value.join(', ') : String(value))) {
      const key = term.toLowerCase();
      if (scores.has(key) || wordsOf(key).every((word) => nameWords.has(word)) || !searchable(term)) continue;
      const count = countTerm(term);
      const score = count * weight * (term.includes(' ') ? 1.5 : 1);
      // A single word mentioned once, in a minor field, says little about search intent.
      // So is a lone verb ("checks", "follow") anywhere but in the category.
      const weakSingle = !term.includes(' ') && (score < 2 || (isVerbForm(term) && weight < 3));
      if (count > 0 && !weakSingle) scores.set(key, { term, score });
    }
  }
  const ranked = [...scores.values()].sort((a, b) => b.score - a.score).map((entry) => entry.term);
  const verifiedPreferred = preferred
    .map((term) => plainLine(term))
    .filter((term) => term && searchable(term) && countTerm(term) > 0);
  return dedupe([...verifiedPreferred, ...withoutCoveredWords(ranked, countTerm)]).slice(0, MAX_KEYWORDS);
}

/** A single word that only ever appears inside a chosen pair adds nothing: "training" within "training plans". */
function withoutCoveredWords(terms: readonly string[], countTerm: (term: string) => number): string[] {
  const pairs = terms.filter((term) => term.includes(' '));
  return terms.filter((term) => {
    if (term.includes(' ')) return true;
    const inPairs = pairs.filter((pair) => wordsOf(pair).some((word) => word.toLowerCase() === term.toLowerCase()));
    const pairCount = inPairs.reduce((sum, pair) => sum + countTerm(pair), 0);
    return countTerm(term) > pairCount;
  });
}

function dedupe(terms: readonly string[]): string[] {
  const seen = new Set<string>();
  return terms.filter((term) => {
    const key = term.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
