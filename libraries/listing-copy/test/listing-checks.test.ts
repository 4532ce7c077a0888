import { STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import { checkListingField, keywordFieldProblems, limitCheck } from './support';

/** Issue 29, item 2: the listing editor's rule checks, as the visitor types. */

const context = { name: 'Habit Garden', subtitle: 'Daily streak tracker' };

describe('limitCheck: each field in its store unit', () => {
  it("When the keyword field is one byte over the App Store's 100 bytes, then it is an error counted in bytes", () => {
    const max = STORE_TEXT_LIMITS.appStoreKeywords.max;
    // "ü" is two UTF-8 bytes: 50 of them are 100 bytes but only 50 characters.
    expect(limitCheck('appStoreKeywords', 'ü'.repeat(max / 2))).toEqual([]);
    expect(limitCheck('appStoreKeywords', `${'ü'.repeat(max / 2)}a`)).toEqual([
      { level: 'error', message: `${max + 1} of ${max} bytes: 1 over the App Store's limit` },
    ]);
  });

  it('When the Play short description is over its limit, then the error names Google Play and the excess', () => {
    const max = STORE_TEXT_LIMITS.playShortDescription.max;
    expect(limitCheck('playShortDescription', 'x'.repeat(max + 5))[0]?.message).toBe(
      `${max + 5} of ${max} characters: 5 over Google Play's limit`,
    );
  });

  it("When the What's New text is at its limit, then it passes", () => {
    expect(limitCheck('appStoreReleaseNotes', 'x'.repeat(STORE_TEXT_LIMITS.appStoreReleaseNotes.max))).toEqual([]);
  });
});

describe('keywordFieldProblems: the App Store keyword field', () => {
  it('When keywords follow every rule, then nothing is reported', () => {
    expect(keywordFieldProblems('routine,goal,planner,reminder', context)).toEqual([]);
  });

  it('When a comma is followed by a space, then the visitor is told that spaces cost bytes', () => {
    expect(keywordFieldProblems('routine, goal', context)).toEqual([
      'Separate keywords with commas only: every space costs one of the 100 bytes',
    ]);
  });

  it('When keywords repeat words of the name and the subtitle (in any form), then each is named', () => {
    expect(keywordFieldProblems('habits,gardening,streaks,goal', context)).toEqual([
      'Already in the name, so indexed from there: "habits"',
      'Already in the subtitle, so indexed from there: "streaks"',
    ]);
  });

  it('When a plural stands beside its singular, then the pair is named', () => {
    expect(keywordFieldProblems('goal,goals,planner', context)).toEqual(['One form of a word is enough: "goal and goals"']);
  });

  it('When a word is written twice, then it is named', () => {
    expect(keywordFieldProblems('goal,planner goal', context)).toContain('Written more than once: "goal"');
  });

  it("When a keyword is another app's name, then it is named as a trademark", () => {
    expect(keywordFieldProblems('goal,instagram', context)).toEqual([
      'Other apps\' or platforms\' names (App Review 2.3.7): "instagram"',
    ]);
  });

  it('When two commas stand together, then the empty keyword is reported', () => {
    expect(keywordFieldProblems('goal,,planner', context)).toEqual(['Two commas in a row leave an empty keyword']);
  });
});

describe('checkListingField: titles and texts', () => {
  it('When the Play title has a price claim and an emoji, then the policy problems are a warning', () => {
    const checks = checkListingField('playTitle', 'Habit Garden Free 🌱', context);
    expect(checks).toHaveLength(1);
    expect(checks[0]?.level).toBe('warning');
    expect(checks[0]?.message).toMatch(/emoji/);
    expect(checks[0]?.message).toMatch(/"free"/);
  });

  it("When the app name borrows another app's name, then it is reported", () => {
    expect(checkListingField('appStoreName', 'Instagram Planner', context)[0]?.message).toMatch(/Instagram/);
  });

  it('When the subtitle is over its limit and clean, then only the limit error is reported', () => {
    const text = 'Grow one small routine every day';
    expect(checkListingField('appStoreSubtitle', text, context)).toEqual([
      { level: 'error', message: `${text.length} of 30 characters: ${text.length - 30} over the App Store's limit` },
    ]);
  });

  it('When a description mentions a platform, then it is a warning, not an error', () => {
    const checks = checkListingField('appStoreDescription', 'Share your garden to Instagram.', context);
    expect(checks.map((check) => check.level)).toEqual(['warning']);
  });

  it('When the name itself is written in the subtitle, then it is not taken for another brand', () => {
    expect(checkListingField('appStoreSubtitle', 'Habit Garden for routines', context)).toEqual([]);
  });
});
