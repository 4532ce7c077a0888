import { pick, seedOf } from '@aiapp/listing-copy';
import type { ReviewRequest, ReviewResponse } from '@aiapp/contracts';
import { HANDLE_WORDS, REVIEW_TEXTS, REVIEWER_FIRST_NAMES, type ReviewText } from './review-texts';

const REVIEW_COUNT = 6;
const DAY_MS = 86_400_000;
type Stars = 1 | 2 | 3 | 4 | 5;

/** Positive: every card at the requested rating. Mixed: a spread around it that still averages close to it. */
function starsFor(request: ReviewRequest, seed: number): Stars[] {
  const offsets = request.review_type === 'positive' ? [0, 0, 0, 0, 0, 0] : [0, -1, 1, 0, -2, 1];
  const clamp = (value: number) => Math.min(5, Math.max(1, value)) as Stars;
  return rotate(
    offsets.map((offset) => clamp(request.rating + offset)),
    seed % REVIEW_COUNT,
  );
}

const rotate = <T>(items: readonly T[], by: number): T[] => [...items.slice(by), ...items.slice(0, by)];

/** Texts for each card, never the same one twice (a rating with few texts borrows from its neighbour). */
function textsFor(stars: readonly Stars[], seed: number): ReviewText[] {
  const used = new Set<ReviewText>();
  return stars.map((star, index) => {
    const neighbours = [star, (star === 5 ? 4 : star + 1) as Stars, (star === 1 ? 2 : star - 1) as Stars];
    for (const candidateStar of neighbours) {
      const pool = REVIEW_TEXTS[candidateStar].filter((text) => !used.has(text));
      if (pool.length === 0) continue;
      const text = pick(pool, seed, index);
      used.add(text);
      return text;
    }
    throw new Error('review texts exhausted');
  });
}

function usernames(seed: number): string[] {
  const names = new Set<string>();
  for (let salt = 0; names.size < REVIEW_COUNT; salt += 1) {
    const first = pick(REVIEWER_FIRST_NAMES, seed, salt);
    const style = (seed + salt) % 4;
    if (style === 0) names.add(`${first} ${String.fromCharCode(65 + ((seed >>> (salt % 24)) % 26))}.`);
    else if (style === 1) names.add(`${first.toLowerCase()}${(seed % 90) + 10 + salt}`);
    else if (style === 2) names.add(`${pick(HANDLE_WORDS, seed, salt + 50)}_${first.toLowerCase()}`);
    else names.add(first);
  }
  return [...names];
}

/** Days ago for each card: all within the last five weeks, different, newest first. */
function recentDates(now: Date, seed: number): string[] {
  let daysAgo = seed % 3;
  return Array.from({ length: REVIEW_COUNT }, (_, index) => {
    if (index > 0) daysAgo += 1 + ((seed >>> index) % 6);
    return new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
  });
}

/**
 * Sample store reviews for mockups: star ratings that match the request, wording that matches
 * each card's stars, the app named in most of them, recent dates, no two cards alike.
 * Deterministic for the same request on the same day.
 */
export function generateReviews(request: ReviewRequest, now: Date): ReviewResponse {
  const seed = seedOf(request.app_name.toLowerCase(), String(request.rating), request.review_type);
  const stars = starsFor(request, seed);
  const texts = textsFor(stars, seed);
  const names = usernames(seed);
  const dates = recentDates(now, seed);
  return {
    reviews: stars.map((rating, index) => {
      const text = texts[index] as ReviewText;
      return {
        username: names[index] as string,
        rating,
        date: dates[index] as string,
        title: text.title.replaceAll('{app}', request.app_name),
        review: text.review.replaceAll('{app}', request.app_name),
      };
    }),
  };
}
