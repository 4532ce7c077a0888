import type { StoreDescriptionCopy, StoreDescriptionRequest } from '@aiapp/contracts';
import { keywordsUsed } from '../keywords-used';
import { readListingFacts } from '../listing-facts';
import { appStoreDescription, playDescription, promotionalText, shortDescription } from './listing-texts';
import { Sentences } from './sentences';
import { variations } from './variations';

/** The built-in engine: deterministic, offline store copy from every field of the request. */
export function writeStoreDescription(request: StoreDescriptionRequest): StoreDescriptionCopy {
  const facts = readListingFacts(request);
  const say = new Sentences(facts);
  const play = playDescription(facts, say);
  const appStore = appStoreDescription(facts, say);
  return {
    play_store_description: play,
    app_store_description: appStore,
    short_description: shortDescription(facts, say),
    promotional_text: promotionalText(facts, say),
    keywords_used: keywordsUsed(request, [play, appStore]),
    variations: variations(facts, say),
  };
}
