import { packFor, pick, readPhrase, seedOf } from '@aiapp/listing-copy';
import { settingOf } from '../text/app-setting';
import { MIN_POSITIVE_RATING, type ReviewRequest, type ReviewResponse } from '@aiapp/contracts';
import {
  ACTION_LINES,
  CLOSERS,
  HANDLE_WORDS,
  OPENERS,
  REVIEWER_FIRST_NAMES,
  SETTING_LINES,
  THING_LINES,
  TITLES,
  toneOf,
  type Stars,
} from './review-texts';

const DAY_MS = 86_400_000;

/**
 * The six cards' stars for each rating and type, before shuffling. Every set contains the
 * requested rating and averages it within half a star; positive sets stay at or near it, mixed
 * sets spread two stars either way like a real listing.
 */
const STAR_SETS: Readonly<Record<'positive' | 'mixed', Partial<Record<Stars, readonly (readonly Stars[])[]>>>> = {
  positive: {
    5: [
      [5, 5, 5, 5, 5, 4],
      [5, 5, 5, 5, 4, 4],
      [5, 5, 5, 5, 5, 5],
    ],
    4: [
      [4, 4, 5, 4, 4, 3],
      [4, 5, 4, 4, 5, 4],
      [4, 4, 4, 5, 4, 4],
    ],
    3: [
      [3, 3, 4, 3, 4, 3],
      [3, 4, 3, 3, 3, 4],
      [3, 3, 3, 4, 3, 3],
    ],
  },
  mixed: {
    5: [
      [5, 4, 5, 3, 5, 5],
      [5, 4, 5, 4, 5, 5],
      [5, 5, 4, 5, 4, 4],
    ],
    4: [
      [4, 3, 5, 4, 2, 5],
      [4, 3, 5, 4, 4, 5],
      [5, 4, 2, 4, 5, 4],
    ],
    3: [
      [3, 2, 4, 3, 1, 5],
      [3, 4, 2, 3, 5, 2],
      [4, 3, 2, 3, 2, 4],
    ],
    2: [
      [2, 1, 3, 2, 4, 1],
      [2, 1, 2, 3, 1, 3],
      [2, 3, 1, 2, 1, 2],
    ],
    1: [
      [1, 1, 2, 1, 3, 1],
      [1, 2, 1, 1, 1, 3],
      [1, 1, 2, 1, 1, 2],
    ],
  },
};

const MAX_MEAN_DRIFT = 0.5;
const MIXED_REACH = 2;

/**
 * The rules every set of cards keeps, whichever engine wrote them, or what breaks them: the
 * stars average the requested rating within half a star and include it; positive cards stay at
 * 3 stars or more and at most one below the rating; mixed cards stay within two stars of it.
 */
export function starSpreadProblem(
  stars: readonly number[],
  request: Pick<ReviewRequest, 'rating' | 'review_type'>,
): string | undefined {
  if (stars.length === 0) return 'no cards';
  const mean = stars.reduce((sum, star) => sum + star, 0) / stars.length;
  if (Math.abs(mean - request.rating) > MAX_MEAN_DRIFT)
    return `the stars average ${mean.toFixed(1)} for a ${request.rating}-star request`;
  if (!stars.includes(request.rating)) return `no card has the requested ${request.rating} stars`;
  const lowest =
    request.review_type === 'positive' ? Math.max(MIN_POSITIVE_RATING, request.rating - 1) : request.rating - MIXED_REACH;
  const highest = request.review_type === 'positive' ? 5 : request.rating + MIXED_REACH;
  const outside = stars.filter((star) => star < lowest || star > highest);
  if (outside.length) return `${outside.join(', ')} stars fall outside ${lowest}–${highest} for ${request.review_type} reviews`;
  return undefined;
}

/** The entries of `items` in an order fixed by the seed (Fisher-Yates). */
function shuffled<T>(items: readonly T[], seed: number, salt: number): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = seedOf(String(seed), String(salt), String(index)) % (index + 1);
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

/** Hands out the lines of each pool in a seeded order, so no card in a set repeats another's line. */
class LineDealer {
  private readonly next = new Map<readonly string[], number>();
  private readonly orders = new Map<readonly string[], string[]>();
  constructor(private readonly seed: number) {}

  deal(pool: readonly string[]): string {
    let order = this.orders.get(pool);
    if (!order) {
      order = shuffled(pool, this.seed, this.orders.size + 1);
      this.orders.set(pool, order);
    }
    const index = this.next.get(pool) ?? 0;
    this.next.set(pool, index + 1);
    return order[index % order.length] as string;
  }
}

interface FeatureSlot {
  kind: 'action' | 'thing';
  text: string;
  plural: boolean;
}

/** Features reviewers can name: "track workouts" as an action, "offline mode" as a thing; negations ("No ads") are left out. */
function featureSlots(features: readonly string[]): FeatureSlot[] {
  return features.flatMap((line): FeatureSlot[] => {
    if (/^(?:no|without|zero|never|not)\b/i.test(line.trim())) return [];
    const phrase = readPhrase(line.replace(/<[^>]*>/g, ' '));
    if (!phrase) return [];
    if (phrase.action) return [{ kind: 'action', text: phrase.action, plural: false }];
    const thing = (phrase.thing ?? '').replace(/^(?:a|an|the|your|our)\s+/i, '');
    return thing ? [{ kind: 'thing', text: thing, plural: phrase.plural }] : [];
  });
}

/** Card lengths, like a real listing: some one-liners, some paragraphs. */
const LENGTHS = ['short', 'medium', 'long', 'medium', 'short', 'long'] as const;

function usernames(seed: number, count: number): string[] {
  const firsts = shuffled(REVIEWER_FIRST_NAMES, seed, 101);
  return firsts.slice(0, count).map((first, index) => {
    const lower = first.toLowerCase();
    const style = (seed + index * 7) % 6;
    if (style === 0) return `${first} ${String.fromCharCode(65 + ((seed >>> index) % 26))}.`;
    if (style === 1) return `${lower}${10 + ((seed >>> (index + 3)) % 89)}`;
    if (style === 2) return `${pick(HANDLE_WORDS, seed, index + 50)}_${lower}`;
    if (style === 3) return `${first}${String.fromCharCode(65 + ((seed >>> (index + 5)) % 26))}`;
    if (style === 4) return `${lower.charAt(0)}.${pick(HANDLE_WORDS, seed, index + 80)}`;
    return first;
  });
}

/** Days ago for each card: distinct, spread over the last six weeks, newest first. */
function recentDates(now: Date, seed: number, count: number): string[] {
  let daysAgo = seed % 3;
  return Array.from({ length: count }, (_, index) => {
    if (index > 0) daysAgo += 1 + ((seed >>> (index * 3)) % 8);
    return new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
  });
}

/** What both engines share for one request: the cards' stars in order, usernames and dates. */
export interface ReviewPlan {
  seed: number;
  stars: Stars[];
  names: string[];
  dates: string[];
}

/** The cards' stars, usernames and dates, fixed by the request and the day. */
export function planReviews(request: ReviewRequest, now: Date): ReviewPlan {
  const seed = seedOf(
    request.app_name.toLowerCase(),
    String(request.rating),
    request.review_type,
    request.category.toLowerCase(),
    ...request.features,
  );
  const sets = STAR_SETS[request.review_type][request.rating as Stars] ?? STAR_SETS.mixed[request.rating as Stars] ?? [];
  const stars = shuffled(pick(sets, seed, 1), seed, 2);
  return { seed, stars, names: usernames(seed, stars.length), dates: recentDates(now, seed, stars.length) };
}

/**
 * Sample store reviews for mockups, from the built-in engine. Stars average the requested rating
 * with a believable spread; each card is put together from the review bank for its stars, the
 * app's category (its pack's kind of app and setting) and the features the visitor listed, so two
 * apps rarely share a text. Deterministic for the same request on the same day. A positive request
 * below 3 stars never gets here: the contract refuses it with a message.
 */
export function generateReviews(
  request: ReviewRequest,
  now: Date,
  plan: ReviewPlan = planReviews(request, now),
): Pick<ReviewResponse, 'reviews' | 'samples'> {
  const { seed, stars, names, dates } = plan;
  const pack = packFor(request.category || 'general');
  const setting = settingOf(pack);
  const features = shuffled(featureSlots(request.features), seed, 3);
  const lengths = shuffled(LENGTHS, seed, 4);
  const dealer = new LineDealer(seed);
  const fill = (line: string, feature?: FeatureSlot) =>
    line
      .replaceAll('{app}', request.app_name)
      .replaceAll('{kind}', pack.kind)
      .replaceAll('{action}', feature?.text ?? '')
      .replaceAll('{thing}', feature?.text ?? '')
      .replaceAll('{is}', feature?.plural ? 'are' : 'is');

  let featureIndex = 0;
  const detail = (rating: Stars): string => {
    const tone = toneOf(rating);
    const feature = features[featureIndex];
    if (feature) {
      featureIndex += 1;
      return fill(dealer.deal(feature.kind === 'action' ? ACTION_LINES[tone] : THING_LINES[tone]), feature);
    }
    return fill(dealer.deal(SETTING_LINES[setting][tone]));
  };

  return {
    samples: true,
    reviews: stars.map((rating, index) => {
      const length = lengths[index % lengths.length];
      const parts = [fill(dealer.deal(OPENERS[rating]))];
      if (length !== 'short') parts.push(detail(rating));
      if (length === 'long') parts.push(fill(dealer.deal(SETTING_LINES[setting][toneOf(rating)])));
      if (length === 'long' || (seed >>> index) % 2 === 0) parts.push(fill(dealer.deal(CLOSERS[rating])));
      return {
        username: names[index] as string,
        rating,
        date: dates[index] as string,
        title: dealer.deal(TITLES[rating]),
        review: parts.join(' '),
      };
    }),
  };
}
