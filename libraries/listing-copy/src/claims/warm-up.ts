import { warmForeignFunctionWords, warmWordFrequencies } from '@aiapp/text';
import { CATEGORY_PACKS } from '../data/category-packs';
import { FEATURE_LEXICON } from '../data/feature-lexicon';
import { UNIVERSAL_CTAS } from '../data/universal-lines';
import { warmTagger } from '../language/tagged-terms';
import { warmFeatureMeaning } from '../feature-meaning';
import { warmClaimCheck } from './grounding';
import { warmPackSuits } from './lexicon-benefits';

/** Every line of the feature lexicon and the universal calls to action. */
export const LISTING_LINES: readonly string[] = [...FEATURE_LEXICON.flatMap((entry) => entry.benefits), ...UNIVERSAL_CTAS];

/** Every sixth listing line (about two hundred, of every kind of feature): enough runs for V8 to compile compromise's tagger. */
const TAGGER_WARM_UP_LINES = LISTING_LINES.filter((_line, index) => index % 6 === 0);

let warmed = false;

/**
 * The claim check's word roles for the listing lines, and each category pack's forbidden words
 * over the lexicon's sentences, worked out once per process (a few hundred ms); and the word
 * frequencies the subject and the keyword field weigh words by, and other languages' function words;
 * and each lexicon entry's vocabulary, which the meaning match compares feature lines with;
 * and compromise's tagger run over two hundred listing lines, so that it is compiled before the
 * first visitor's lines are tagged.
 */
export function warmListingClaims(): void {
  if (warmed) return;
  warmed = true;
  warmWordFrequencies();
  warmForeignFunctionWords();
  warmClaimCheck(LISTING_LINES);
  warmPackSuits(CATEGORY_PACKS, FEATURE_LEXICON);
  warmFeatureMeaning(FEATURE_LEXICON);
  warmTagger(TAGGER_WARM_UP_LINES);
}
