import type { CheckedKeyword, KeywordCheck } from '../src/domain/tracking/check-keyword';
import { buildInsights, type InsightContext, type KeywordOutcome } from '../src/domain/tracking/insights';

const context: InsightContext = {
  store: 'ios',
  storeLabel: 'App Store',
  depth: 200,
  target: { id: null, name: 'habitloop', key: 'name:habitloop' },
  country: 'us',
};
const checked = (position: number | null, extra: Partial<CheckedKeyword> = {}): KeywordCheck => ({
  status: 'checked',
  listings: Array.from({ length: 200 }, () => ({
    id: 'x',
    title: 'x',
    url: '',
    developer: '',
    rating: null,
    ratingCount: null,
    updatedAt: null,
  })),
  position,
  matched: null,
  difficulty: 50,
  searchVolume: 60,
  autocomplete: null,
  topRatingCount: null,
  ...extra,
});
const seen = (position: number | null) => ({ position, observedAt: new Date('2026-11-18T08:00:00Z') });
const outcome = (
  keyword: string,
  check: KeywordCheck,
  previous?: { position: number | null; observedAt: Date },
): KeywordOutcome => ({ keyword, check, previous });

describe('insights from one tracking run', () => {
  it.each([
    ['rose', checked(8), seen(15), "'k' rose 7 places since Nov 18 (#15 → #8): keep the metadata change that did it."],
    [
      'fell',
      checked(12),
      seen(5),
      "'k' fell from #5 to #12 since Nov 18: check whether a competitor changed its title or your last update dropped the keyword.",
    ],
    [
      'dropped out',
      checked(null),
      seen(40),
      "'k' dropped out of the top 200 (it was #40 on Nov 18): put it back in your subtitle or check whether your last update removed it.",
    ],
    ['entered', checked(150), seen(null), "'k' entered the results at #150 since Nov 18: keep the metadata change that did it."],
  ])(
    'When a keyword %s since the last check, then the insight names both ranks and the date',
    (_case, check, previous, expected) => {
      expect(buildInsights([outcome('k', check, previous)], context)).toEqual([expected]);
    },
  );

  it('When a keyword moved by only two places, then it is treated as noise and its standing is described instead', () => {
    expect(buildInsights([outcome('k', checked(6), seen(8))], context)).toEqual([
      "'k' ranks #6, on the first screen of results: move it to the start of your title or subtitle to reach the top 3.",
    ]);
  });

  it('When the app ranks nowhere and was given by name, then the first insight says how to get an exact match', () => {
    const [first] = buildInsights([outcome('a', checked(null)), outcome('b', checked(null))], context);
    expect(first).toBe(
      'Your app was not found in the top 200 for any keyword in the US App Store. If this is not its exact store name, paste its App Store link for an exact match.',
    );
  });

  it('When keywords could not be checked, then one insight lists them with the reason, before the others', () => {
    const down: KeywordCheck = { status: 'unavailable', failure: 'rate_limited', reason: '' };
    const insights = buildInsights([outcome('a', checked(2)), outcome('b', down), outcome('c', down)], context);
    expect(insights[0]).toBe(
      "'b' and 'c' could not be checked this time (App Store is limiting our requests): their last known ranks are shown. Try again in a minute.",
    );
    expect(insights[1]).toBe("'a' ranks #2: protect it by keeping the exact phrase in your title.");
  });

  it('When a keyword is hardly searched, then the insight says to spend the space elsewhere instead of adding it', () => {
    expect(
      buildInsights([outcome('k', checked(null, { searchVolume: 7, difficulty: 3 })), outcome('j', checked(3))], context)[0],
    ).toBe(
      "'k' shows little search demand (estimated popularity 7/100) and you don't rank in the top 200: spend the space on a more searched keyword.",
    );
  });
});
