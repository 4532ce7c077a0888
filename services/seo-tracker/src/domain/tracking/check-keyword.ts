import { probeAutocomplete, type AutocompleteSignal } from './autocomplete-probe';
import { findPosition, type AppTarget } from './app-target';
import { estimateDifficulty, meanRatingCount, TOP_RESULTS } from './difficulty';
import { estimatePopularity } from './popularity';
import type { StoreClient, StoreListing } from './store-client';
import { isStoreError, type StoreFailure } from './store-error';

export interface CheckedKeyword {
  status: 'checked';
  listings: StoreListing[];
  position: number | null;
  matched: StoreListing | null;
  difficulty: number;
  searchVolume: number;
  autocomplete: AutocompleteSignal | null;
  /** Mean rating count of the top 10 (App Store only): how big the competitors are. */
  topRatingCount: number | null;
}

export interface UnavailableKeyword {
  status: 'unavailable';
  failure: StoreFailure;
  reason: string;
}

export type KeywordCheck = CheckedKeyword | UnavailableKeyword;

/** Searches the store for one keyword and reads the app's rank and the estimates from the answer. */
export async function checkKeyword(
  keyword: string,
  target: AppTarget,
  store: StoreClient,
  options: { country: string; deadline: number; now: Date },
): Promise<KeywordCheck> {
  const call = { country: options.country, deadline: options.deadline };
  const [search, autocomplete] = await Promise.allSettled([
    store.search(keyword, call),
    probeAutocomplete(keyword, (prefix) => store.suggest(prefix, call)),
  ]);
  if (search.status === 'rejected') {
    if (!isStoreError(search.reason)) throw search.reason;
    return { status: 'unavailable', failure: search.reason.failure, reason: search.reason.message };
  }
  if (autocomplete.status === 'rejected') throw autocomplete.reason;
  const listings = search.value;
  const position = findPosition(target, listings);
  return {
    status: 'checked',
    listings,
    position,
    matched: position === null ? null : (listings[position - 1] ?? null),
    difficulty: estimateDifficulty(keyword, listings, store.depth, options.now),
    searchVolume: estimatePopularity(keyword, listings, store.depth, autocomplete.value),
    autocomplete: autocomplete.value,
    topRatingCount: meanRatingCount(listings.slice(0, TOP_RESULTS)) ?? null,
  };
}
