import { memoized } from '@aiapp/text';
import nlp from 'compromise';

/** One term of compromise's reading: its text as written, without the punctuation around it, and its tags. */
export interface TaggedTerm {
  text: string;
  tags: ReadonlySet<string>;
}

/**
 * compromise's reading of a text, one term a word, in order: the terms and tags of its document,
 * the same as `nlp(text).terms().json()` gives, read without building the JSON (about a tenth of
 * a parse; every new feature line is parsed). The tag sets are compromise's own: not to be changed.
 */
export function taggedTerms(text: string): TaggedTerm[] {
  return nlp(text)
    .document.flat()
    .map(({ text: word, tags }) => ({ text: word, tags: tags ?? new Set<string>() }));
}

/** Phrases whose reading is kept: a feature line's phrase is read by the phrase reader and again by the mentions. */
const PHRASES_KEPT = 5000;

/**
 * `taggedTerms`, remembered for recent phrases: a feature's thing is parsed once for the phrase
 * reader (`namesThing`, `withArticles`) and once more for the mentions (`readsAsNounPhrase`), the
 * same text. Shared between callers: not to be changed.
 */
export const rememberedTerms: (phrase: string) => readonly TaggedTerm[] = memoized(taggedTerms, PHRASES_KEPT);

/** Words whose reading alone is kept: more than the new words of any one request. */
const WORDS_KEPT = 2000;

/** compromise's reading of one word alone, remembered (only read through `wordHas`, which changes nothing in it). */
const wordReading = memoized((word: string) => nlp(word), WORDS_KEPT);

/**
 * Whether compromise's reading of a word alone matches a tag pattern ("#Verb", "(#Month|#FirstName)"),
 * as `nlp(word).has(pattern)` answers: the claim check, the verb lists and the ASO keyword ranking
 * ask several questions of one new word (a noun? a verb? a unit? a person?), and each question was
 * a parse of its own (issue 28: up to five parses of every new word of an ASO listing). The reading
 * is shared, so only questions that change nothing are asked here (`toInfinitive` would change it).
 */
export function wordHas(word: string, pattern: string): boolean {
  return wordReading(word).has(pattern);
}

/**
 * Tags each text once, the answers dropped: V8 compiles compromise's tagger as it runs, and until
 * a few hundred texts have gone through it a parse costs two to three times as much (CPU per
 * parse of new feature lines after the service's old start-up: 2.5 ms for the first hundred,
 * 1.0 ms after three hundred, on the loaded 2-core machine). A service does this at start, so its
 * first visitor's new lines are not the ones that compile it (issue 28: the first call).
 */
export function warmTagger(texts: readonly string[]): void {
  for (const text of texts) taggedTerms(text);
}
