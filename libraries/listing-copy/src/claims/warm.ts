import { CATEGORY_PACKS } from '../data/category-packs';
import { FEATURE_LEXICON } from '../data/feature-lexicon';
import { UNIVERSAL_CTAS } from '../data/universal-lines';
import { warmClaimCheck } from './grounding';

/**
 * Tags every word the stock lines use before the first request (about a second of compromise at
 * start-up), so a visitor's call only tags the words of their own brief. Services that write
 * copy call it once when they start.
 */
export function warmListingCopy(): void {
  warmClaimCheck([
    ...CATEGORY_PACKS.flatMap((pack) => [...pack.hooks, ...pack.promises, ...pack.audiences, ...pack.ctas, ...pack.subtitles]),
    ...FEATURE_LEXICON.flatMap((entry) => entry.benefits),
    ...UNIVERSAL_CTAS,
  ]);
}
