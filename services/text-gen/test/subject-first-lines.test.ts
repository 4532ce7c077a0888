import { LandingPageRequest, StoreDescriptionRequest } from '@aiapp/contracts';
import { writeStoreDescription } from '../src/domain/store-description/built-in';
import { landingCopy } from '../src/domain/landing-page/landing-copy';

// Briefs written for these tests after the reading of set J (bench/briefs/spent-2026-11-29d/reading-j.md, 2 (a'), (b'),
// (e)): the app's subject missing where stores index and people read first.

const SIGNING_DATES = StoreDescriptionRequest.parse({
  app_name: 'Palmtalk Dates',
  app_category: 'Dating / Social Networking - Deaf community',
  app_type: 'social',
  target_audience: 'Deaf and signing singles',
  key_features: ['Video profiles in sign language', 'Meet at Deaf community events nearby'],
  unique_selling_points: ['Made by Deaf founders'],
});

const MANCALA = StoreDescriptionRequest.parse({
  app_name: 'Seedhouse Duel',
  app_category: 'Games / Board (mancala)',
  app_type: 'game',
  key_features: ['Classic Bao rules and 3 variants', 'Play the AI at 4 levels'],
  unique_selling_points: [],
});

const firstSentence = (text: string) => (text.split('\n')[0] ?? '').split(/(?<=\.)\s/)[0] ?? '';

describe('the first lines say what the app is', () => {
  it('When a dating app files a community as its category, then the first lines say dating and keep its capital', () => {
    const copy = writeStoreDescription(SIGNING_DATES);
    expect(copy.short_description).toMatch(/^Deaf community dating app /);
    expect(firstSentence(copy.play_store_description)).toContain('is a Deaf community dating app');
    expect(copy.play_store_description).not.toMatch(/\bdeaf\b/);
  });

  it('When a board game names its kind in brackets, then the first sentence calls it a mancala board game', () => {
    const copy = writeStoreDescription(MANCALA);
    expect(firstSentence(copy.play_store_description)).toContain('is a mancala board game');
  });
});

describe('the landing headline', () => {
  it("When the first feature's title is a word of the app's name, then the headline says more than the name", () => {
    const copy = landingCopy(
      LandingPageRequest.parse({
        app_name: 'Runequill Oracle',
        category: 'Games / Solo tabletop RPG',
        description: 'A companion for solo tabletop roleplaying.',
        features: ['Oracle: ask a yes/no question and roll', 'Random tables for places and plot twists'],
      }),
    );
    expect(copy.headline).not.toMatch(/:\s*oracle$/i);
    expect(copy.headline).toContain('solo tabletop RPG');
    expect(copy.subhead).not.toMatch(/RPG game/);
  });
});
