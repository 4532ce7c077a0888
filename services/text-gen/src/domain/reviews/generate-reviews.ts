import {
  featureMention,
  isSideFeature,
  isUnfinished,
  inFirstPerson,
  pick,
  seedOf,
  spokenMention,
  writtenInEnglish,
  type ClaimCheck,
  type FeatureMention,
  warmClaimCheck,
} from '@aiapp/listing-copy';
import { plainLine } from '@aiapp/text';
import { MIN_POSITIVE_RATING, type ReviewRequest, type ReviewResponse } from '@aiapp/contracts';
import { reviewClaimCheck } from './review-claims';
import {
  ACTION_LINES,
  APP_LINES,
  HANDLE_WORDS,
  REMARKS,
  REVIEWER_FIRST_NAMES,
  REVIEW_LINES,
  THING_LINES,
  TITLES,
  toneOf,
  type FeatureLine,
  type FeatureRole,
  type Stars,
  type Tone,
} from './review-texts';

// The claim check's word roles for the review bank, at load rather than on the first request.
warmClaimCheck(REVIEW_LINES);

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

/**
 * Hands out the lines of each pool in a seeded order, so cards of a set repeat a line only once
 * the pool is spent, and then with another feature: a card never repeats its own (`used`, the
 * lines it already holds) and a set never the same sentence (a reader of the tune half found
 * "Special mention for the geofence alerts: …" twice among six cards). A line
 * is filled for its card first and handed out only when `accepts` takes it (the claim check); a
 * pool with no such line left gives null.
 */
class LineDealer {
  private readonly next = new Map<readonly string[], number>();
  private readonly orders = new Map<readonly string[], string[]>();
  /** The filled lines handed out so far: a set never says the same sentence twice. */
  private readonly said = new Set<string>();
  constructor(
    private readonly seed: number,
    private readonly accepts: (line: string) => boolean,
  ) {}

  deal(pool: readonly string[], fill: (line: string) => string, used: Set<string> = new Set()): string | null {
    let order = this.orders.get(pool);
    if (!order) {
      order = shuffled(pool, this.seed, this.orders.size + 1);
      this.orders.set(pool, order);
    }
    const start = this.next.get(pool) ?? 0;
    for (let offset = 0; offset < order.length; offset += 1) {
      const template = order[(start + offset) % order.length] as string;
      if (used.has(template)) continue;
      const line = fill(template);
      if (!this.said.has(line) && this.accepts(line)) {
        this.said.add(line);
        this.next.set(pool, start + offset + 1);
        used.add(template);
        return line;
      }
    }
    return null;
  }
}

/** How many lines each card says, like a real listing: some one-liners, some paragraphs. */
const LENGTHS = [1, 2, 3, 2, 1, 3] as const;

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

/** A feature a card may name, and where it stands in the brief (`FeatureRole`). */
export interface NamedFeature {
  mention: FeatureMention;
  role: FeatureRole;
}

/** What a card may say about this app: its name and features, and the claim check over them. */
export interface ReviewFacts {
  app: string;
  /** Whether the visitor's lines are in English (`writtenInEnglish`): the bank is English. */
  english: boolean;
  features: NamedFeature[];
  claims: ClaimCheck;
}

/** "w/ photo proof": the shorthand spelled out, so the line can still be named. */
const spelledShorthand = (line: string) => plainLine(line).replace(/(^|\s)w\/(?=\s)/gi, '$1with');

/** How many of the visitor's first core features are what people get the app for (`FeatureRole` 'lead'). */
const LEAD_FEATURES = 2;

/**
 * The brief of a review request, read once. Negations ("No ads") name no feature to mention, and
 * neither does a line that would not read as speech in a reviewer's sentence (`spokenMention`),
 * nor one marked unfinished: "The other zones are genuinely well done" praised a "(beta)" line
 * headless. A brief in another language names none either (English frames around German features
 * are neither language): its cards are ratings without words (`generateReviews`).
 */
export function reviewFactsOf(request: ReviewRequest): ReviewFacts {
  const english = writtenInEnglish(request.features);
  const about = `${request.app_name} ${request.category}`;
  const lead = new Set(request.features.filter((line) => !isSideFeature(line, about)).slice(0, LEAD_FEATURES));
  const features = request.features.flatMap((typed): NamedFeature[] => {
    if (!english || isUnfinished(typed)) return [];
    const line = spelledShorthand(typed);
    const mention = featureMention(line);
    // "I love that I can suggest % to put aside": a reviewer's frames speak of what they do, not of what the app does.
    if (!mention || mention.actor === 'app' || !spokenMention(line, mention)) return [];
    const role = lead.has(typed) ? 'lead' : isSideFeature(typed, about) ? 'side' : 'other';
    return [{ mention, role }];
  });
  return {
    app: request.app_name,
    english,
    features,
    claims: reviewClaimCheck(request),
  };
}

/** Fills a line's slots; the verb forms agree with a thing in the plural ("the reminders are"). */
function filled(line: string, facts: ReviewFacts, feature?: FeatureMention): string {
  const many = feature?.plural ?? false;
  const named = feature ? inFirstPerson(feature.text) : '';
  return line
    .replaceAll('{app}', facts.app)
    .replaceAll('{action}', named)
    .replaceAll('{thing}', named)
    .replaceAll('{is}', many ? 'are' : 'is')
    .replaceAll('{it}', many ? 'they' : 'it')
    .replaceAll('{them}', many ? 'them' : 'it');
}

/** What one card has said so far: the features it named and the bank lines it used. */
interface CardState {
  named: Set<NamedFeature>;
  templates: Set<string>;
}

/** The bank's lines for a feature of one kind and role in one tone; the same array for the same three, as the dealer keys its order by pool. */
const POOLS = new Map<string, readonly string[]>();
function linesFor(feature: NamedFeature, tone: Tone): readonly string[] {
  const key = `${feature.mention.kind} ${tone} ${feature.role}`;
  let pool = POOLS.get(key);
  if (!pool) {
    const bank: readonly FeatureLine[] = (feature.mention.kind === 'action' ? ACTION_LINES : THING_LINES)[tone];
    pool = bank.filter((line) => !line.roles || line.roles.includes(feature.role)).map((line) => line.text);
    POOLS.set(key, pool);
  }
  return pool;
}

/** How many cards of a set may name the same feature: reviewers of a real listing praise different parts. */
const CARDS_PER_FEATURE = 3;

/**
 * Sample store reviews for mockups, from the built-in engine. Stars average the requested rating
 * with a believable spread; each card names the features the visitor listed, in lines for its
 * stars, so no sentence fits any app once its name is swapped. A brief with few features a
 * person would say gives shorter cards, not generic lines: only a card with nothing left to name
 * says one short line about the app. Every line is filled and checked before it is dealt: a line
 * the brief does not support is never written. Deterministic for the same request on the same
 * day. A positive request below 3 stars never gets here: the contract refuses it with a message.
 * A brief in another language gets ratings without words: the bank is English, and "Happy with
 * Frantoio Mio so far." on an Italian listing is filler a reader of set H flagged.
 */
export function generateReviews(
  request: ReviewRequest,
  now: Date,
  plan: ReviewPlan = planReviews(request, now),
  facts: ReviewFacts = reviewFactsOf(request),
): Pick<ReviewResponse, 'reviews' | 'samples'> {
  const { seed, stars, names, dates } = plan;
  if (!facts.english) {
    return {
      samples: true,
      reviews: stars.map((rating, index) => ({
        username: names[index] as string,
        rating,
        date: dates[index] as string,
        title: '',
        review: '',
      })),
    };
  }
  const order = shuffled(facts.features, seed, 3);
  const mentions: NamedFeature[] = Array.from({ length: CARDS_PER_FEATURE }, () => order).flat();
  const lengths = shuffled(LENGTHS, seed, 4);
  const dealer = new LineDealer(seed, (line) => facts.claims.supports(line));
  const fill = (feature?: FeatureMention) => (line: string) => filled(line, facts, feature);

  let next = 0;
  /** A line about the next feature this card has not named (one it has named waits for another card); null when none is left. */
  const detail = (rating: Stars, { named, templates }: CardState): string | null => {
    const tone = toneOf(rating);
    for (let index = next; index < mentions.length; index += 1) {
      const feature = mentions[index] as NamedFeature;
      if (named.has(feature)) continue;
      const line = dealer.deal(linesFor(feature, tone), fill(feature.mention), templates);
      // A feature no line of this tone supports is dropped; a named one moves up to the front of the queue.
      mentions.splice(index, 1);
      if (line) {
        named.add(feature);
        mentions.splice(next, 0, feature);
        next += 1;
        return line;
      }
      index -= 1;
    }
    return null;
  };

  const namesNothing = facts.features.length === 0;
  // Each card's first line before any card's second: features are spread over the cards, not spent on the first ones.
  const states: CardState[] = stars.map(() => ({ named: new Set(), templates: new Set() }));
  const cards: string[][] = stars.map(() => []);
  for (let round = 0; round < Math.max(...LENGTHS); round += 1) {
    stars.forEach((rating, index) => {
      const card = cards[index] as string[];
      if (round >= (lengths[index % lengths.length] ?? 1) || card.length < round) return;
      const line = detail(rating, states[index] as CardState);
      if (line) card.push(line);
    });
  }

  return {
    samples: true,
    reviews: stars.map((rating, index) => {
      const details = cards[index] as string[];
      // A card the brief gave nothing to name says one short line about the app, no generic paragraph;
      // a longer card of a brief that names nothing at all adds a remark, so the cards still differ.
      const remarks = namesNothing && (lengths[index % lengths.length] ?? 1) > 1;
      const parts = details.length
        ? details
        : [dealer.deal(APP_LINES[rating], fill()), remarks ? dealer.deal(REMARKS[rating], fill()) : null].filter(
            (line) => line !== null,
          );
      return {
        username: names[index] as string,
        rating,
        date: dates[index] as string,
        title: dealer.deal(TITLES[rating], fill()) ?? (TITLES[rating][0] as string),
        review: parts.join(' ') || `${facts.app}.`,
      };
    }),
  };
}
