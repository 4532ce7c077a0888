import { REVIEW_TYPES, ReviewResponse, STAR_RATINGS } from '@aiapp/contracts';
import { listen, silentLogger, type Listening } from '@aiapp/test-support';
import { createApp } from '../src/app';

const TODAY = new Date('2026-11-22T12:00:00Z');
const DAY_MS = 86_400_000;

describe('POST /api/generate-reviews', () => {
  let service: Listening;
  beforeAll(async () => {
    service = await listen(createApp({ logger: silentLogger, now: () => TODAY }));
  });
  afterAll(() => service.close());

  const post = (body: unknown) =>
    fetch(`${service.url}/api/generate-reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const reviewsFor = async (body: unknown) => {
    const res = await post(body);
    expect(res.status).toBe(200);
    return ReviewResponse.parse(await res.json()).reviews;
  };
  const combinations = STAR_RATINGS.flatMap((rating) =>
    REVIEW_TYPES.filter((type) => type === 'mixed' || rating >= 3).map((review_type) => [rating, review_type] as const),
  );

  it.each(combinations)(
    'When %i stars %s reviews are asked for, then every card is distinct, recent and names the app',
    async (rating, review_type) => {
      const reviews = await reviewsFor({ app_name: 'FitTrack', rating, review_type });
      expect(reviews.length).toBeGreaterThanOrEqual(5);
      expect(new Set(reviews.map((review) => review.review)).size).toBe(reviews.length);
      expect(new Set(reviews.map((review) => review.title)).size).toBe(reviews.length);
      expect(new Set(reviews.map((review) => review.username)).size).toBe(reviews.length);
      for (const review of reviews) {
        expect(review.review).toContain('FitTrack');
        const age = TODAY.getTime() - new Date(`${review.date}T12:00:00Z`).getTime();
        expect(age).toBeGreaterThanOrEqual(0);
        expect(age).toBeLessThanOrEqual(45 * DAY_MS);
      }
      const dates = reviews.map((review) => review.date);
      expect(dates).toEqual([...dates].sort().reverse());
    },
  );

  const mean = (reviews: { rating: number }[]) => reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;

  it.each([3, 4, 5])(
    'When %i-star positive reviews are asked for, then the stars average it within half a star and stay within one of it',
    async (rating) => {
      for (const app_name of ['FitTrack', 'Ledgerly', 'Sum Sprout', 'Wordfall']) {
        const reviews = await reviewsFor({ app_name, rating, review_type: 'positive' });
        expect(Math.abs(mean(reviews) - rating)).toBeLessThanOrEqual(0.5);
        expect(reviews.every((review) => Math.abs(review.rating - rating) <= 1)).toBe(true);
        expect(reviews.some((review) => review.rating === rating)).toBe(true);
      }
    },
  );

  it.each(STAR_RATINGS)(
    'When %i-star mixed reviews are asked for, then ratings vary but average within half a star',
    async (rating) => {
      for (const app_name of ['FitTrack', 'Ledgerly', 'Sum Sprout', 'Wordfall']) {
        const reviews = await reviewsFor({ app_name, rating, review_type: 'mixed' });
        expect(Math.abs(mean(reviews) - rating)).toBeLessThanOrEqual(0.5);
        expect(reviews.some((review) => review.rating === rating)).toBe(true);
        expect(new Set(reviews.map((review) => review.rating)).size).toBeGreaterThan(1);
      }
    },
  );

  it.each([1, 2])(
    'When %i-star positive reviews are asked for, then 400 says why instead of silently writing negative ones',
    async (rating) => {
      const res = await post({ app_name: 'FitTrack', rating, review_type: 'positive' });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toMatch(/Positive reviews need a rating of 3 stars or more; choose Mixed/);
    },
  );

  it('When features and a business category are given, then cards mention the features and never the family', async () => {
    const body = {
      app_name: 'FieldDesk Dispatch',
      category: 'Business',
      features: ['Schedule jobs for technicians', 'Live technician map', 'Invoices on site', 'No ads'],
    };
    const texts: string[] = [];
    for (const rating of STAR_RATINGS) {
      for (const review of await reviewsFor({ ...body, rating, review_type: 'mixed' })) texts.push(review.review);
    }
    const all = texts.join(' ');
    expect(all).toMatch(/schedule jobs for technicians/);
    expect(all).toMatch(/live technician map/);
    expect(all).not.toMatch(/family|partner|my kids|daughter|\bson\b|no ads/i);
  });

  it('When two apps of the same category ask for the same rating and type, then at most 10% of their texts are identical once names are swapped', async () => {
    let shared = 0;
    let total = 0;
    for (const rating of [3, 4, 5]) {
      for (const review_type of REVIEW_TYPES) {
        const a = await reviewsFor({ app_name: 'Stride', category: 'Health & Fitness', rating, review_type });
        const b = await reviewsFor({ app_name: 'PaceMate', category: 'Health & Fitness', rating, review_type });
        const textsOfA = new Set(a.map((review) => review.review.replaceAll('Stride', '{app}')));
        shared += b.filter((review) => textsOfA.has(review.review.replaceAll('PaceMate', '{app}'))).length;
        total += b.length;
      }
    }
    expect(shared / total).toBeLessThanOrEqual(0.1);
  });

  it('When reviews come back, then they are labelled as samples', async () => {
    const res = await post({ app_name: 'FitTrack' });
    expect((await res.json()).samples).toBe(true);
  });

  it('When the wording is read, then it matches each card’s stars', async () => {
    const praise = await reviewsFor({ app_name: 'FitTrack', rating: 5 });
    const complaints = await reviewsFor({ app_name: 'FitTrack', rating: 1, review_type: 'mixed' });
    expect(praise.map((review) => review.review).join(' ')).not.toMatch(
      /crashed twice|disappointed|deleted it|freezing|not for me/i,
    );
    expect(complaints.map((review) => review.review).join(' ')).not.toMatch(/five stars|highly recommend|love/i);
  });

  it('When reviews are generated, then lengths and voices vary', async () => {
    const reviews = await reviewsFor({ app_name: 'FitTrack', rating: 5 });
    const lengths = reviews.map((review) => review.review.length);
    expect(Math.max(...lengths)).toBeGreaterThan(2 * Math.min(...lengths));
    expect(reviews.some((review) => /^[A-Z][a-z]+ [A-Z]\.$/.test(review.username))).toBe(true);
    expect(reviews.some((review) => /[a-z_0-9]/.test(review.username) && review.username === review.username.toLowerCase())).toBe(
      true,
    );
  });

  it('When the same request comes twice on one day, then the cards are the same', async () => {
    expect(await reviewsFor({ app_name: 'Tasky', rating: 4 })).toEqual(await reviewsFor({ app_name: 'Tasky', rating: 4 }));
  });

  it('When only the app name is sent, then the spec defaults apply: five stars, positive', async () => {
    const reviews = await reviewsFor({ app_name: 'Tasky' });
    expect(mean(reviews)).toBeGreaterThanOrEqual(4.5);
    expect(reviews.every((review) => review.rating >= 4)).toBe(true);
  });

  it.each([
    ['no app name', { rating: 5 }],
    ['a blank app name', { app_name: '   ' }],
    ['a rating of 0', { app_name: 'A', rating: 0 }],
    ['a rating of 4.5', { app_name: 'A', rating: 4.5 }],
    ['a rating sent as text', { app_name: 'A', rating: '5' }],
    ['an unknown review type', { app_name: 'A', review_type: 'negative' }],
  ])('When the request has %s, then 400', async (_case, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('validation_failed');
  });
});
