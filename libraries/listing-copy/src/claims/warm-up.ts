import { warmForeignFunctionWords, warmWordFrequencies } from '@aiapp/text';
import { CATEGORY_PACKS } from '../data/category-packs';
import { FEATURE_LEXICON } from '../data/feature-lexicon';
import { UNIVERSAL_CTAS } from '../data/universal-lines';
import { warmClaimCheck } from './grounding';
import { warmPackSuits } from './lexicon-benefits';

/** Every line of the feature lexicon and the universal calls to action. */
export const LISTING_LINES: readonly string[] = [...FEATURE_LEXICON.flatMap((entry) => entry.benefits), ...UNIVERSAL_CTAS];

let warmed = false;

/**
 * The claim check's word roles for the listing lines, and each category pack's forbidden words
 * over the lexicon's sentences, worked out once per process (a few hundred ms); and the word
 * frequencies the subject and the keyword field weigh words by, and other languages' function words.
 */
export function warmListingClaims(): void {
  if (warmed) return;
  warmed = true;
  warmWordFrequencies();
  warmForeignFunctionWords();
  warmClaimCheck(LISTING_LINES);
  warmPackSuits(CATEGORY_PACKS, FEATURE_LEXICON);
}
