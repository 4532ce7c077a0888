import type { StoreDescriptionCopy, StoreDescriptionRequest } from '@aiapp/contracts';
import { writtenInEnglish } from '@aiapp/listing-copy';
import { benefitsOf } from '../benefits';
import { keywordsUsed } from '../keywords-used';
import { readListingFacts } from '../listing-facts';
import { appStoreDescription, playDescription, promotionalText, shortDescription, type ListingParts } from './listing-texts';
import { variations } from './variations';
import { visitorLinesCopy } from './visitor-lines';

/** The built-in engine: deterministic, offline store copy from every field of the request and the feature lexicon. */
export function writeStoreDescription(request: StoreDescriptionRequest): StoreDescriptionCopy {
  // A brief in another language gets its own lines back, with no English written around them.
  if (!writtenInEnglish([...request.key_features, ...request.unique_selling_points])) return visitorLinesCopy(request);
  const facts = readListingFacts(request);
  // Each lexicon entry explains one line only: a feature and a selling point never share a benefit.
  const taken = new Set<string>();
  const parts: ListingParts = {
    facts,
    features: benefitsOf(facts, facts.features, taken, 0),
    sellingPoints: benefitsOf(facts, facts.sellingPoints, taken, 100),
  };
  const play = playDescription(parts);
  const appStore = appStoreDescription(parts);
  return {
    play_store_description: play,
    app_store_description: appStore,
    short_description: shortDescription(facts),
    promotional_text: promotionalText(parts),
    keywords_used: keywordsUsed(request, [play, appStore]),
    variations: variations(parts),
  };
}
