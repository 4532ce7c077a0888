import type { AutocompleteSignal } from './autocomplete-probe';
import { meanRatingCount, TOP_RESULTS } from './difficulty';
import { brevity, clamp01, logScale, weightedScore, type Signal } from './estimate-scale';
import type { StoreListing } from './store-client';

const LONGEST_PREFIX = 25;

/** 1 when suggested after few letters and first in the list, falling to 0 when never suggested. */
export function autocompleteStrength(signal: AutocompleteSignal): number {
  if (signal.prefixLength === null || signal.place === null) return 0;
  const prefix = 1 - clamp01((signal.prefixLength - 1) / (LONGEST_PREFIX - 1));
  const place = 1 - clamp01(signal.place / 9);
  return 0.9 * prefix + 0.1 * place;
}

/**
 * Estimated search popularity, 0–100 (higher means more searches): no store publishes volume,
 * so it is inferred from autocomplete, the audience of the top apps, and the keyword's length.
 * Method and weights in docs/keyword-tracker.md.
 */
export function estimatePopularity(
  keyword: string,
  listings: readonly StoreListing[],
  depth: number,
  autocomplete: AutocompleteSignal | null,
): number {
  const audience = meanRatingCount(listings.slice(0, TOP_RESULTS));
  const signals: (Signal | undefined)[] = [
    autocomplete === null ? undefined : { weight: 8, value: autocompleteStrength(autocomplete) },
    audience === undefined ? undefined : { weight: 3, value: logScale(audience) },
    { weight: 1, value: clamp01(listings.length / depth) },
    { weight: 1, value: brevity(keyword) },
  ];
  return weightedScore(signals);
}
