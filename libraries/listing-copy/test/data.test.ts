import { bannedTitleWordsIn } from '@aiapp/store-facts';
import { BRAND_NAMES, CATEGORY_PACKS, FEATURE_LEXICON, nameKey, UNIVERSAL_CTAS } from './support';

/** In running text "new" and "hands-free" are ordinary words; ranking claims are not. */
const rankingClaims = (sentence: string) => bannedTitleWordsIn(sentence).filter((word) => !['new', 'free'].includes(word));

/** The reviewed data files: shapes, sizes, and the rules every stock sentence must keep. */

describe('the brand list', () => {
  it('When the list is loaded, then it holds at least 2,000 distinct names', () => {
    const keys = BRAND_NAMES.map((brand) => nameKey(brand.name));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThanOrEqual(2000);
  });

  it('When a name is listed, then it is written as the brand writes it, without stray spaces', () => {
    for (const { name } of BRAND_NAMES) expect(name).toMatch(/^\S(.*\S)?$/);
  });
});

describe('the category packs', () => {
  it('When the packs are loaded, then there are at least 25, each with distinct ids and a general fallback', () => {
    expect(CATEGORY_PACKS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(CATEGORY_PACKS.map((pack) => pack.id)).size).toBe(CATEGORY_PACKS.length);
    expect(CATEGORY_PACKS.map((pack) => pack.id)).toContain('general');
  });

  it.each(CATEGORY_PACKS.map((pack) => [pack.id, pack] as const))(
    'When pack %s is read, then every list has enough entries',
    (_, pack) => {
      expect(pack.searchTerms.length).toBeGreaterThanOrEqual(10);
      expect(pack.nameWords.length).toBeGreaterThanOrEqual(8);
      expect(pack.forbidden.length).toBeGreaterThanOrEqual(1);
    },
  );

  it('When a universal call to action is read, then it names the app, opens with a verb the ASO optimizer knows and promises no time', () => {
    for (const line of UNIVERSAL_CTAS) {
      expect(line).toMatch(/^(Download|Install|Get|Try|Start|Give)\b.*\{app\}.*[.!]$/);
      expect(line).not.toMatch(/minute|second|instant|quick|fast/i);
    }
  });
});

describe('the feature lexicon', () => {
  it('When the lexicon is loaded, then it holds at least 150 features with distinct ids', () => {
    expect(FEATURE_LEXICON.length).toBeGreaterThanOrEqual(150);
    expect(new Set(FEATURE_LEXICON.map((entry) => entry.id)).size).toBe(FEATURE_LEXICON.length);
  });

  it('When an entry is read, then it has match phrases and at least five distinct benefit sentences', () => {
    for (const entry of FEATURE_LEXICON) {
      expect(entry.matches.length).toBeGreaterThanOrEqual(1);
      for (const match of entry.matches) expect(match).toMatch(/^[a-z0-9][a-z0-9 '&+-]*[a-z0-9]$/);
      expect(entry.benefits.length).toBeGreaterThanOrEqual(5);
      expect(new Set(entry.benefits).size).toBe(entry.benefits.length);
    }
  });

  it('When a benefit sentence is read, then it is a sentence with no number, no claim word and no second colon', () => {
    const all = FEATURE_LEXICON.flatMap((entry) => entry.benefits);
    expect(new Set(all).size).toBe(all.length);
    for (const sentence of all) {
      expect(sentence).toMatch(/^[A-Z{].*[.!?]$/);
      expect(sentence).not.toMatch(/\d|:/);
      expect(rankingClaims(sentence)).toEqual([]);
    }
  });
});
