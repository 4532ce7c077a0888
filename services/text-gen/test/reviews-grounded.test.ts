import { REVIEW_TYPES, ReviewRequest, STAR_RATINGS, type ReviewResponse } from '@aiapp/contracts';
import { featureMention } from '@aiapp/listing-copy';
import { silentLogger } from '@aiapp/test-support';
import { generateReviewPreviews } from '../src/domain/reviews';
import { reviewClaimCheck } from '../src/domain/reviews/review-claims';

const NOW = new Date('2026-11-25T12:00:00Z');
const SENTENCE = /[^.!?]+[.!?]+/g;

const PLANTS = {
  app_name: 'Leafwell',
  category: 'House & Home',
  features: [
    'Identify a plant by photo and get its light and humidity needs',
    'Watering reminders',
    'Track each plant’s growth with photos',
  ],
};
const PHONICS = {
  app_name: 'Sound Sprouts',
  category: 'Education / Kids',
  features: ['Phonics games for ages 3-6', 'Letter sounds read aloud', 'No ads and no in-app purchases'],
};
const PARKING = {
  app_name: 'SpotFinder',
  category: 'Navigation',
  features: ['Find free parking near you', 'Live garage prices', 'Save where you parked'],
};

const cardsFor = async (brief: object, rating = 5, review_type: 'positive' | 'mixed' = 'positive') =>
  generateReviewPreviews(ReviewRequest.parse({ ...brief, rating, review_type }), { logger: silentLogger, now: NOW });

const allCards = async (brief: object): Promise<ReviewResponse['reviews']> => {
  const pairs = STAR_RATINGS.flatMap((rating) =>
    REVIEW_TYPES.filter((type) => type === 'mixed' || rating >= 3).map((type) => [rating, type] as const),
  );
  const answers = await Promise.all(pairs.map(([rating, type]) => cardsFor(brief, rating, type)));
  return answers.flatMap((answer) => answer.reviews);
};
const textOf = (cards: ReviewResponse['reviews']) => cards.map((card) => `${card.title}. ${card.review}`).join(' ');

describe('review previews say only what the brief supports', () => {
  test('When a plant-care app is filed under House & Home, then no card calls it a home and car app or talks about cars', async () => {
    const text = textOf(await allCards(PLANTS));
    expect(text).not.toMatch(/home and car|\bcars?\b|driv(?:e|er|ing)|vehicle/i);
    expect(text).toMatch(/house and home app|Leafwell/);
  });

  test('When a children’s app says "no in-app purchases", then no card mentions premium, purchases or upgrades', async () => {
    const text = textOf(await allCards(PHONICS));
    expect(text).not.toMatch(/premium|purchase|upgrade|subscription|\bbuy\b|\bpaid\b|\bpay\b/i);
    // The negation names no feature to praise either.
    expect(text).not.toMatch(/the no ads/i);
  });

  test('When a parking finder gets reviews, then none speaks of outdoor fans, adventures or the family', async () => {
    const text = textOf(await allCards(PARKING));
    expect(text).not.toMatch(/outdoor|\bfans?\b|adventure|famil|kids|daughter|\bson\b|our team|colleague/i);
    // The visitor's "near you" is said in the reviewer's voice.
    expect(text).not.toMatch(/near you\b/);
  });

  test('When every card of every rating is read, then each sentence passes the claim check and nothing had to be removed', async () => {
    for (const brief of [PLANTS, PHONICS, PARKING]) {
      const check = reviewClaimCheck(ReviewRequest.parse(brief));
      for (const card of await allCards(brief)) {
        for (const sentence of [card.title, ...(card.review.match(SENTENCE) ?? [])])
          expect(check.unsupported(sentence)).toEqual([]);
      }
      expect((await cardsFor(brief)).unsupported_sentences_removed).toBe(0);
    }
  });

  test('When features are mentioned, then they read as natural phrases, never an imperative in a noun slot', async () => {
    expect(featureMention('Identify a plant by photo and get its light and humidity needs')).toEqual({
      kind: 'action',
      actor: 'user',
      text: 'identify a plant by photo',
      plural: false,
    });
    expect(featureMention('Watering reminders')).toEqual({
      kind: 'thing',
      actor: null,
      text: 'watering reminders',
      plural: true,
    });
    expect(featureMention('Harvest log: supers pulled, lbs of honey per hive')).toEqual({
      kind: 'thing',
      actor: null,
      text: 'harvest log',
      plural: false,
    });
    expect(featureMention('No ads, ever')).toBeNull();
    // A clause read as a thing would give "The zorp a word is…", "The shopping list grouped is…".
    expect(featureMention('Tap a word to hear it')).toMatchObject({ kind: 'action', text: 'tap a word to hear it' });
    expect(featureMention('Zorp a word to hear it')).toBeNull();
    expect(featureMention('Shopping list grouped by shop')).toBeNull();
    expect(featureMention('Tip creators directly')).toBeNull();
    // A clause, a slash list or a lone language cut from a list names nothing: "The Hindi alone makes it…".
    expect(featureMention('timetable works offline (updated when route changes)')).toBeNull();
    expect(featureMention('customer SMS when bow ready for pickup')).toBeNull();
    expect(featureMention('DE / FR / IT / EN')).toBeNull();
    expect(featureMention('Hindi, English, Tamil UI')).toBeNull();
    expect(featureMention('oxygen and hull pressure are your health bars')).toBeNull();
    expect(featureMention('canal route planner counts locks and hours')).toBeNull();
    expect(featureMention('lights pull you in')).toBeNull();
    expect(featureMention('tide times for your beach')).toMatchObject({ kind: 'thing', text: 'tide times' });
    expect(featureMention('word counts per chapter')).toMatchObject({ kind: 'thing', text: 'word counts per chapter' });
    const text = textOf(await allCards(PLANTS));
    expect(text).not.toMatch(/the identify|the get|for the track/i);
    expect(text).toMatch(/watering reminders are|identify a plant by photo/);
    expect(text).not.toMatch(/watering reminders is\b/);
  });
});

describe('review previews differ between apps of different categories', () => {
  const APPS = [
    PLANTS,
    PHONICS,
    PARKING,
    {
      app_name: 'Tally Two',
      category: 'Finance',
      features: ['Shared budget for couples', 'Split bills', 'Monthly spending report'],
    },
    { app_name: 'Stride Club', category: 'Health & Fitness', features: ['Club run calendar', 'Log your runs', 'Pace groups'] },
    {
      app_name: 'Scalely',
      category: 'Food & Drink',
      features: ['Scale any recipe up or down', 'Unit conversion', 'Shopping list'],
    },
    {
      app_name: 'Cardwise',
      category: 'Education',
      features: ['Spaced repetition review forecast', 'Make flashcards', 'Image cards'],
    },
    { app_name: 'SiteCheck', category: 'Business', features: ['Field inspection checklists', 'Photo evidence', 'PDF reports'] },
  ];

  test('When eight apps of eight categories get every rating, then under 10% of their sentences also occur in another app', async () => {
    const sentencesByApp = await Promise.all(
      APPS.map(async (brief) =>
        (await allCards(brief)).flatMap((card) => (card.review.match(SENTENCE) ?? []).map((s) => s.trim())),
      ),
    );
    const appsOf = new Map<string, Set<number>>();
    sentencesByApp.forEach((sentences, app) => {
      for (const sentence of sentences) appsOf.set(sentence, (appsOf.get(sentence) ?? new Set()).add(app));
    });
    const all = sentencesByApp.flat();
    const shared = all.filter((sentence) => (appsOf.get(sentence)?.size ?? 0) > 1);
    expect(all.length).toBeGreaterThan(400);
    expect(shared.length / all.length).toBeLessThan(0.1);
  });
});

test('When a feature says "you", then a reviewer says "me" as its object and "I" as its subject, never "above I"', async () => {
  const text = textOf(
    await allCards({
      app_name: 'Ladderly',
      category: 'Sports',
      features: ['Challenge players above you', 'See results when you finish a match', 'Match reminders'],
    }),
  );
  expect(text).not.toMatch(/\b(?:above|challenge|remind) I\b/);
  expect(text).toMatch(/players above me|when I finish a match/);
});

describe('a feature in the reviewer’s own voice', () => {
  test('When "you" is the subject of a verb in the feature ("the plants u have"), then the reviewer says "I have", never "me have"', async () => {
    const text = textOf(
      await allCards({ app_name: 'Leafwell', category: 'House & Home', features: ['Track the plants u have'] }),
    );
    expect(text).toMatch(/the plants I have/);
    expect(text).not.toMatch(/\bme have\b/);
  });
});
