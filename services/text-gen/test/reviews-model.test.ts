import path from 'node:path';
import { readFileSync } from 'node:fs';
import { REVIEW_TEXT_LIMITS, REVIEW_TYPES, ReviewResponse, STAR_RATINGS } from '@aiapp/contracts';
import {
  answer,
  completion,
  listen,
  postTextTool,
  rateLimited,
  silentLogger,
  useModelTestBed,
  userInput,
  type FakeReply,
  type Listening,
  type RecordedCall,
} from '@aiapp/test-support';
import { createApp } from '../src/app';
import { starSpreadProblem } from '../src/domain/reviews/generate-reviews';

const TODAY = new Date('2026-11-22T12:00:00Z');
const habitloop = {
  app_name: 'Habitloop',
  rating: 4,
  review_type: 'mixed',
  category: 'Health & Fitness',
  features: ['Daily check-ins in one tap', 'Gentle reminders', 'Weekly progress charts'],
};

type Card = { title: string; review: string };
const BANK = JSON.parse(readFileSync(path.join(__dirname, 'fixtures/openai/review-texts-answer.json'), 'utf8')) as Record<
  string,
  Card[]
>;

/** What a model that follows the instructions answers: one card per star asked for, in order, from the bank. */
function wellWritten(
  call: RecordedCall,
  change: (cards: ({ rating: number } & Card)[]) => unknown = (cards) => cards,
): FakeReply {
  const stars = userInput(call).star_ratings as number[];
  const used = new Map<number, number>();
  const cards = stars.map((rating) => {
    const index = used.get(rating) ?? 0;
    used.set(rating, index + 1);
    return { rating, ...(BANK[String(rating)]?.[index] as Card) };
  });
  return answer({ reviews: change(cards) });
}

describe('POST /api/generate-reviews with a model configured', () => {
  const bed = useModelTestBed((model) => createApp({ logger: silentLogger, model, now: () => TODAY }));

  const generate = async (service: Listening, body: unknown = habitloop) => {
    const reviews = await postTextTool(service, '/api/generate-reviews', body, ReviewResponse);
    expect(reviews.samples).toBe(true);
    return reviews;
  };

  it('When the model writes a card for each star asked, then its texts come back with the built-in usernames, dates and stars', async () => {
    bed.fake.answerWith((_schema, call) => wellWritten(call));
    const fromModel = await generate(bed.withModel);
    const builtIn = await generate(bed.builtInOnly);
    expect(fromModel.engine).toBe('model');
    expect(fromModel.fallback_reason).toBeNull();
    expect(fromModel.reviews.map((card) => card.rating)).toEqual(builtIn.reviews.map((card) => card.rating));
    expect(fromModel.reviews.map((card) => [card.username, card.date])).toEqual(
      builtIn.reviews.map((card) => [card.username, card.date]),
    );
    // "I'd like to pick my own reminder sound" names a setting the visitor never listed: the claim check takes it out.
    expect(fromModel.reviews.map((card) => card.review)).toContain(
      "Habitloop's check-ins are fast and the weekly charts are lovely.",
    );
    expect(fromModel.unsupported_sentences_removed).toBeGreaterThan(0);
    expect(
      starSpreadProblem(
        fromModel.reviews.map((card) => card.rating),
        habitloop as never,
      ),
    ).toBeUndefined();
  });

  it('When the model is called, then it gets strict structured output, the features and the stars to write for', async () => {
    bed.fake.answerWith((_schema, call) => wellWritten(call));
    const { reviews } = await generate(bed.withModel);
    expect(bed.fake.calls).toHaveLength(1);
    const call = bed.fake.calls[0] as RecordedCall;
    expect(call.body.response_format.json_schema).toMatchObject({ name: 'review_previews', strict: true });
    const input = userInput(call);
    expect(input).toMatchObject({ app_name: 'Habitloop', features: habitloop.features, review_type: 'mixed' });
    expect(input.star_ratings).toEqual(reviews.map((card) => card.rating));
  });

  it('When the model writes past the card lengths, then titles and texts are cut back at a word or sentence', async () => {
    const long = 'I check in every evening and the charts show how the week went. '.repeat(20).trim();
    bed.fake.answerWith((_schema, call) =>
      wellWritten(call, (cards) =>
        cards.map((card) => ({
          ...card,
          title: `${card.title} because the reminders and the charts work for me every day`,
          review: long,
        })),
      ),
    );
    const { engine, reviews } = await generate(bed.withModel);
    expect(engine).toBe('model');
    for (const card of reviews) {
      expect(card.title.length).toBeLessThanOrEqual(REVIEW_TEXT_LIMITS.title);
      expect(card.title).not.toMatch(/\b(?:and|the|for|because)$/);
      expect(card.review.length).toBeLessThanOrEqual(REVIEW_TEXT_LIMITS.review);
      expect(card.review.endsWith('went.')).toBe(true);
    }
  });

  it('When the model swaps a 2-star card for a 4-star one and the spread still holds, then the answer is kept', async () => {
    bed.fake.answerWith((_schema, call) =>
      wellWritten(call, (cards) => {
        const low = cards.findIndex((card) => card.rating === 2);
        return cards.map((card, index) => (index === low ? { rating: 4, ...BANK['4']?.[5] } : card));
      }),
    );
    const body = { ...habitloop, rating: 3 };
    const { engine, reviews } = await generate(bed.withModel, body);
    expect(engine).toBe('model');
    expect(
      starSpreadProblem(
        reviews.map((card) => card.rating),
        body as never,
      ),
    ).toBeUndefined();
  });

  it.each<[string, (cards: ({ rating: number } & Card)[]) => unknown, RegExp]>([
    [
      'gives every card 5 stars',
      (cards) => cards.map((card) => ({ ...card, rating: 5 })),
      /star ratings broke the requested spread \(the stars average 5\.0 for a 4-star request\)/,
    ],
    [
      'gives a 1-star card in a 4-star mixed set',
      (cards) => cards.map((card, index) => (index === 0 ? { ...card, rating: 1 } : card)),
      /star ratings broke the requested spread/,
    ],
    ['writes five cards instead of six', (cards) => cards.slice(1), /it wrote 5 reviews instead of 6/],
    [
      'names competitors',
      (cards) =>
        cards.map((card, index) =>
          index === 1
            ? { ...card, review: 'Way calmer than Duolingo streaks, and I stopped scrolling Instagram at night.' }
            : card,
        ),
      /named other apps \(Duolingo, Instagram\)/,
    ],
    [
      'invents numbers',
      (cards) =>
        cards.map((card, index) =>
          index === 2 ? { ...card, review: 'Joined 2 million people and lost 10 pounds with Habitloop.' } : card,
        ),
      /numbers you did not give \(2 million, 10/,
    ],
    [
      'uses words the category must not',
      (cards) => cards.map((card, index) => (index === 0 ? { ...card, review: 'A miracle for my mornings, guaranteed.' } : card)),
      /words that do not suit the category \(guaranteed, miracle\)/,
    ],
    [
      'leaves a text empty',
      (cards) => cards.map((card, index) => (index === 3 ? { ...card, review: '  ' } : card)),
      /left a review empty/,
    ],
  ])('When the model %s, then the built-in cards come back with the reason', async (_case, change, reason) => {
    bed.fake.answerWith((_schema, call) => wellWritten(call, change));
    const fromModel = await generate(bed.withModel);
    expect(fromModel.engine).toBe('built-in');
    expect(fromModel.fallback_reason).toMatch(reason);
    expect(fromModel.fallback_reason).toMatch(/built-in engine wrote this text/);
    const builtIn = await generate(bed.builtInOnly);
    expect(fromModel.reviews).toEqual(builtIn.reviews);
  });

  it.each<[string, () => FakeReply, RegExp]>([
    ['invalid JSON', () => completion('{"reviews": [{"rating": 4, "title": "Gre'), /not valid JSON of the expected shape/],
    ['JSON of another shape', () => answer({ cards: [] }), /not valid JSON of the expected shape/],
    ['a rate limit', rateLimited, /rate limited or out of quota \(HTTP 429\)/],
    ['no answer before the timeout', () => 'hang', /no answer within 3 seconds/],
  ])('When the model fails with %s, then the built-in cards answer and say why, never a 500', async (_case, reply, reason) => {
    bed.fake.answerWith(reply);
    const fromModel = await generate(bed.withModel);
    expect(fromModel.engine).toBe('built-in');
    expect(fromModel.fallback_reason).toMatch(reason);
  });
});

describe('the star rules both engines keep', () => {
  let service: Listening;
  beforeAll(async () => {
    service = await listen(createApp({ logger: silentLogger, now: () => TODAY }));
  });
  afterAll(() => service.close());

  const combinations = STAR_RATINGS.flatMap((rating) =>
    REVIEW_TYPES.filter((type) => type === 'mixed' || rating >= 3).map((review_type) => ({ rating, review_type })),
  );

  it('When the built-in engine writes any rating and type, then its stars keep the rules the model answer is held to', async () => {
    for (const request of combinations) {
      for (const app_name of ['Habitloop', 'Ledgerly', 'Sum Sprout', 'Wordfall', 'FieldDesk']) {
        const res = await fetch(`${service.url}/api/generate-reviews`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ app_name, ...request }),
        });
        const { reviews } = ReviewResponse.parse(await res.json());
        expect({
          app_name,
          ...request,
          problem: starSpreadProblem(
            reviews.map((card) => card.rating),
            request,
          ),
        }).toEqual({
          app_name,
          ...request,
          problem: undefined,
        });
      }
    }
  });

  it('When stars drift from the request, then the rule says how', () => {
    expect(starSpreadProblem([5, 5, 5, 5, 5, 5], { rating: 3, review_type: 'mixed' })).toMatch(/average 5\.0/);
    expect(starSpreadProblem([4, 4, 4, 3, 3, 3], { rating: 5, review_type: 'positive' })).toMatch(/average/);
    expect(starSpreadProblem([4, 4, 5, 4, 4, 2], { rating: 4, review_type: 'positive' })).toMatch(/2 stars fall outside 3–5/);
    expect(starSpreadProblem([2, 4, 2, 4, 2, 4], { rating: 3, review_type: 'mixed' })).toMatch(
      /no card has the requested 3 stars/,
    );
  });
});
