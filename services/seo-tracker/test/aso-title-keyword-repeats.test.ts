import { silentLogger as logger } from '@aiapp/test-support';
import { foldedWords } from '@aiapp/text';
import { stemOf } from '../src/domain/aso/keyword-field';
import { optimizeAso } from '../src/domain/aso/optimize-aso';

/**
 * The built-in engine's answer for a brief as the bench writes its request (bench/brief-requests.mjs):
 * the audience as "For …", then every feature and selling point as a bullet. Spent briefs
 * (the fresh-*.json files under bench/briefs); set J's reader found these fault classes
 * (bench/briefs/spent-2026-11-29d/reading-j.md, 2(c) and 2(d)).
 */
const answer = (app_name: string, category: string, audience: string, lines: readonly string[]) =>
  optimizeAso(
    {
      app_name,
      category,
      description: [`For ${audience}`, ...lines].map((line) => `• ${line}`).join('\n'),
    },
    { logger },
  );

const DRAWDOWN_DIAL = [
  'Drawdown Dial',
  'Finance / Retirement planning',
  'people approaching retirement with a pension pot',
  [
    'enter pot size, age, expected return -> see how long money lasts',
    'slider for yearly withdrawal',
    'compare scenarios side by side',
    'inflation toggle',
    'export chart as PDF',
    'Not financial advice, figures are estimates',
    'no account, nothing leaves your phone',
  ],
] as const;

const HEDGEROW_HEARTS = [
  'Hedgerow Hearts',
  'Dating',
  'single adults who volunteer in conservation, wildlife surveys and tree planting',
  [
    'profiles show your volunteering: bird surveys, dry stone walling, litter picks',
    'match + meet at group workdays instead of awkward drinks',
    'verified photos',
    'block/report, hide profile from people you know',
    '18+ only',
    'No swipe limits or paywalled likes',
    'Part of profits go to local wildlife trusts',
  ],
] as const;

const BELLFLOW = [
  'Bellflow Complexes',
  'Health & Fitness',
  'people training with one or two kettlebells at home',
  [
    'build kettlebell complexes: swing > clean > press > squat',
    'EMOM / AMRAP / ladder timers w/ voice cues',
    'log bell weight, progress to next size',
    'technique videos for each move',
    'workouts for 1 bell only',
    'No gym needed',
  ],
] as const;

const SUDS_AND_SNIPS = [
  'Suds & Snips Van',
  'Local services / Pet grooming',
  'dog owners in our service area (Greater Leeds) booking a mobile groomer',
  [
    'book a slot, groomer comes to ur driveway',
    'Pick breed + coat -> price estimate',
    'live ETA on the day',
    'photo of your dog before/after sent to you',
    'Rebook every 6/8 weeks in one tap',
    'No travel fee inside the ring road',
  ],
] as const;

const ROSARY_WALK = [
  'Rosary Walk',
  'Lifestyle / Catholic prayer',
  'Catholics who like to pray while walking',
  [
    'guided rosary audio paced to your walking steps',
    'joyful, sorrowful, glorious, luminous mysteries by weekday',
    'tap or volume button to advance bead',
    'English, Spanish, Latin prayers',
    'screen-off mode for pocket',
    'journal of intentions',
    'No ads',
    'Free, donation supported',
  ],
] as const;

const stems = (text: string) => new Set(foldedWords(text).map(stemOf));

describe('ASO titles, subtitles and keyword field: repeats and leftovers (set J)', () => {
  it('When the first title names a word ("Retirement"), then no subtitle says it again ("Retirement Planning")', async () => {
    const result = await answer(...DRAWDOWN_DIAL);
    const inTitle = stems(result.title_suggestions[0] ?? '');
    expect(result.subtitle_suggestions.length).toBeGreaterThan(0);
    for (const subtitle of result.subtitle_suggestions)
      expect([...stems(subtitle)].filter((word) => inTitle.has(word))).toEqual([]);
  });

  it('When every subtitle would repeat a title word ("Latin Prayers" / "Catholic Prayer"), then the list still offers them', async () => {
    const result = await answer(...ROSARY_WALK);
    expect(result.subtitle_suggestions.length).toBeGreaterThan(0);
  });

  it('When the category is a Play shelf the App Store has no category for ("Dating"), then the keyword field holds it', async () => {
    const result = await answer(...HEDGEROW_HEARTS);
    expect(result.app_store_keywords.split(',')).toContain('dating');
  });

  it('When the category is an App Store category ("Health & Fitness"), then its words stay out of the field', async () => {
    const field = (await answer(...BELLFLOW)).app_store_keywords.split(',');
    expect(field).not.toContain('health');
    expect(field).not.toContain('fitness');
  });

  it('When the audience line names people and what they do ("people training"), then the field keeps no such pair', async () => {
    const field = (await answer(...BELLFLOW)).app_store_keywords.split(',');
    expect(field.filter((keyword) => /\bpeople\b/.test(keyword))).toEqual([]);
    expect(field).toContain('kettlebell');
  });

  it('When a line says "in our service area", then "area", a word of no search, is no keyword', async () => {
    const field = (await answer(...SUDS_AND_SNIPS)).app_store_keywords.split(',');
    expect(field).not.toContain('area');
    expect(field).toContain('groomer');
  });
});
