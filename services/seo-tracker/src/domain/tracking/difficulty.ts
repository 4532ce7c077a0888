import { foldedWords } from '@aiapp/text';
import { clamp01, logScale, mean, weightedScore, type Signal } from './estimate-scale';
import type { StoreListing } from './store-client';

/** Most signals read the first screen or two of results, as a searcher does. */
export const TOP_RESULTS = 10;
const STALE_AFTER_DAYS = 500;

/** How strongly a title targets the keyword: the whole phrase 1, every word 0.5, some words 0.25. */
export function titleMatch(keyword: string, title: string): number {
  const wanted = foldedWords(keyword);
  const have = foldedWords(title);
  if (wanted.length === 0) return 0;
  if (` ${have.join(' ')} `.includes(` ${wanted.join(' ')} `)) return 1;
  const present = wanted.filter((word) => have.includes(word)).length;
  if (present === wanted.length) return 0.5;
  return present > 0 ? 0.25 : 0;
}

function titleSignal(keyword: string, top: readonly StoreListing[]): number {
  // Divided by 10 even when fewer apps came back: a short result list is an easy one.
  return top.reduce((sum, listing) => sum + titleMatch(keyword, listing.title), 0) / TOP_RESULTS;
}

export function meanRatingCount(top: readonly StoreListing[]): number | undefined {
  return mean(top.flatMap((listing) => (listing.ratingCount === null ? [] : [listing.ratingCount])));
}

/**
 * Estimated difficulty, 0–100 (higher is harder), from the result set alone. Method and weights
 * in docs/keyword-tracker.md; adapted from facundoolano/aso's difficulty score.
 */
export function estimateDifficulty(keyword: string, listings: readonly StoreListing[], depth: number, now: Date): number {
  if (listings.length === 0) return 0;
  const top = listings.slice(0, TOP_RESULTS);
  const ratingCount = meanRatingCount(top);
  const rating = mean(top.flatMap((listing) => (listing.rating === null ? [] : [listing.rating])));
  const ages = top.flatMap((listing) =>
    listing.updatedAt ? [(now.getTime() - Date.parse(listing.updatedAt)) / 86_400_000] : [],
  );
  const age = mean(ages.filter(Number.isFinite));
  const signals: (Signal | undefined)[] = [
    { weight: 4, value: titleSignal(keyword, top) },
    { weight: 3, value: clamp01(listings.length / depth) },
    ratingCount === undefined ? undefined : { weight: 5, value: logScale(ratingCount) },
    rating === undefined ? undefined : { weight: 2, value: rating / 5 },
    age === undefined ? undefined : { weight: 1, value: 1 - clamp01(age / STALE_AFTER_DAYS) },
  ];
  return weightedScore(signals);
}
