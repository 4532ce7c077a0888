import { ROUTES } from '@aiapp/contracts';
import type { WarmUpRequest } from '@aiapp/kit';

/**
 * Two apps a visitor might describe, of different kinds, as the text routes receive them: what
 * the service sends through itself at start (`warmThroughHttp`) so the lexicon, the claim check,
 * the brand scan and the tagger have run on sentences like a visitor's before the first one comes.
 */
const APPS = [
  {
    name: 'Hivewise',
    category: 'Lifestyle / Beekeeping',
    type: 'utility',
    keywords: ['beekeeping', 'hive', 'inspection'],
    audience: 'hobby beekeepers with a few hives in the garden',
    features: [
      'Log each hive inspection with photos and notes',
      'Track varroa mite counts over the season',
      'Reminders for feeding and treatments',
      'Works offline at the apiary',
    ],
    points: ['No ads, ever', 'Your data stays on your phone'],
  },
  {
    name: 'Wordloom',
    category: 'Games / Word',
    type: 'game',
    keywords: ['word', 'puzzle', 'daily'],
    audience: 'word puzzle fans who play a few minutes a day',
    features: ['A new daily puzzle with hints', 'Compete with friends on weekly leaderboards', 'Dark mode for late-night play'],
    points: ['Free to play without timers'],
  },
] as const;

export const TEXT_WARM_UP_REQUESTS: readonly WarmUpRequest[] = APPS.flatMap((app) => [
  {
    route: ROUTES.generateStoreDescription,
    body: {
      app_name: app.name,
      app_category: app.category,
      key_features: app.features,
      target_audience: app.audience,
      app_type: app.type,
      unique_selling_points: app.points,
    },
  },
  { route: ROUTES.generateAppNames, body: { keywords: app.keywords, category: app.type === 'game' ? 'gaming' : 'productivity' } },
  {
    route: ROUTES.generateLandingPage,
    body: {
      app_name: app.name,
      category: app.category,
      description: `${app.features[0]}. For ${app.audience}.`,
      features: [...app.features, ...app.points],
    },
  },
  {
    route: ROUTES.generateReviews,
    body: { app_name: app.name, rating: 5, review_type: 'positive', category: app.category, features: app.features },
  },
  {
    route: ROUTES.generateReviews,
    body: { app_name: app.name, rating: 2, review_type: 'mixed', category: app.category, features: app.features },
  },
]);
