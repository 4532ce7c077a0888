import { probeAutocomplete, probePrefixes } from '../src/domain/tracking/autocomplete-probe';
import { estimateDifficulty, titleMatch } from '../src/domain/tracking/difficulty';
import { autocompleteStrength, estimatePopularity } from '../src/domain/tracking/popularity';
import { StoreError } from '../src/domain/tracking/store-error';
import type { StoreListing } from '../src/domain/tracking/store-client';
import { singular } from '@aiapp/text';

const NOW = new Date('2026-11-20T00:00:00Z');

function listings(count: number, make: (index: number) => Partial<StoreListing>): StoreListing[] {
  return Array.from({ length: count }, (_, index) => ({
    id: String(index),
    title: `App ${index}`,
    url: '',
    developer: '',
    rating: 4.5,
    ratingCount: 100,
    updatedAt: '2026-10-01T00:00:00Z',
    ...make(index),
  }));
}

describe('estimated difficulty', () => {
  it.each([
    ['the whole phrase', 'Loop: Habit Tracker', 1],
    ['every word in another order', 'Tracker for every Habit', 0.5],
    ['a plural of the words', 'Habits Trackers', 1],
    ['some of the words', 'Habit Journal', 0.25],
    ['none of the words', 'Meditation', 0],
  ])('When a title holds %s of "habit tracker", then its match is %s', (_case, title, expected) => {
    expect(titleMatch('habit tracker', title)).toBe(expected);
  });

  it('When the top apps have a million ratings and the keyword in every title, then it is far harder than a niche keyword', () => {
    const crowded = listings(200, () => ({ title: 'Zen: Meditation', ratingCount: 1_200_000, rating: 4.8 }));
    const niche = listings(40, () => ({ title: 'Drip', ratingCount: 40, rating: 3.9, updatedAt: '2024-01-01T00:00:00Z' }));
    const hard = estimateDifficulty('meditation', crowded, 200, NOW);
    const easy = estimateDifficulty('water reminder', niche, 200, NOW);
    expect(hard).toBeGreaterThanOrEqual(90);
    expect(easy).toBeLessThanOrEqual(25);
  });

  it('When the store returns nothing, then the difficulty is 0', () => {
    expect(estimateDifficulty('zzqx', [], 200, NOW)).toBe(0);
  });

  it('When Google Play gives no rating counts or dates, then the estimate uses the signals it has and stays within 0–100', () => {
    const play = listings(250, () => ({ title: 'Habit Tracker', ratingCount: null, updatedAt: null }));
    expect(estimateDifficulty('habit tracker', play, 250, NOW)).toBe(Math.round((100 * (4 * 1 + 3 * 1 + 2 * 0.9)) / 9));
  });
});

describe('estimated popularity', () => {
  it('When autocomplete suggests the keyword after three letters, then it scores far above one suggested only in full', () => {
    expect(autocompleteStrength({ prefixLength: 3, place: 0, longerSearches: [] })).toBeCloseTo(0.925, 3);
    expect(autocompleteStrength({ prefixLength: 14, place: 0, longerSearches: [] })).toBeCloseTo(0.5125, 3);
    expect(autocompleteStrength({ prefixLength: null, place: null, longerSearches: [] })).toBe(0);
  });

  it('When autocomplete could not be asked, then popularity rests on the results and stays an estimate in 0–100', () => {
    const results = listings(200, () => ({ ratingCount: 50_000 }));
    const value = estimatePopularity('habit tracker', results, 200, null);
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThanOrEqual(100);
  });

  it('When the keyword is probed, then prefixes go longest first and stop at the first miss', async () => {
    expect(probePrefixes('habit tracker')).toEqual(['habit tracker', 'habit t', 'hab']);
    expect(probePrefixes('vpn')).toEqual(['vpn']);
    expect(probePrefixes('ai')).toEqual(['ai']);
    const asked: string[] = [];
    const signal = await probeAutocomplete('Habit Tracker', async (prefix) => {
      asked.push(prefix);
      return prefix === 'Habit Tracker'
        ? ['habit tracker', 'habit tracker widget', 'habitica']
        : ['habit today', 'habit tracker'];
    });
    expect(asked).toEqual(['Habit Tracker', 'Habit T', 'Hab']);
    expect(signal).toEqual({ prefixLength: 3, place: 1, longerSearches: ['habit tracker widget'] });
  });

  it('When autocomplete is down from the first probe, then the signal is "unknown", not zero', async () => {
    const signal = await probeAutocomplete('habit tracker', async () => {
      throw new StoreError('store_unreachable', 'down');
    });
    expect(signal).toBeNull();
  });
});

describe('plural folding', () => {
  it.each([
    ['habits', 'habit'],
    ['diaries', 'diary'],
    ['boxes', 'box'],
    ['fitness', 'fitness'],
    ['news', 'news'],
    ['people', 'person'],
    ['days', 'day'],
  ])('When the word is "%s", then it folds to "%s"', (word, expected) => {
    expect(singular(word)).toBe(expected);
  });
});
