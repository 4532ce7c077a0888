import { appSubject, capitalsKept, kindOfApp, kindOfListing, midSentenceKeeping } from './support';

// Category lines of the kinds a reading of set J found standing in for the app's subject
// (bench/briefs/spent-2026-11-29d/reading-j.md, 2 (b) and 4.2): "a game with Classic Oware", "a children's game" for a
// road safety game, "a collecting app" for comics, "a solo tabletop RPG game".

describe("the app's kind from a category with more than a shelf", () => {
  it.each([
    // A bracket of words names the kind more closely; one with figures says who, and is left out.
    ['Games / Board (mancala)', true, 'mancala board game'],
    ['Kids / Road safety game (ages 5-8)', true, 'road safety game'],
    ['Games / Adventure (visual novel)', true, 'visual novel adventure game'],
    ['Sports – Cricket (T20)', false, 'cricket app'],
  ])('When the category is "%s", then the kind keeps the words in and around its brackets', (category, game, kind) => {
    expect(kindOfApp(category, game, 'app')).toBe(kind);
  });

  it.each([
    ['Dating / Deaf community', 'Deaf community dating app'],
    ['Comics / Collecting', 'comics collecting app'],
    ['Video Players / Lecture recordings', 'lecture recording video player app'],
  ])('When the shelf says what the app is for ("%s"), then the specific part refines it and both are said', (category, kind) => {
    expect(kindOfApp(category, false, 'app', new Set(['Deaf']))).toBe(kind);
  });

  it('When the shelf names an area ("Lifestyle / Beekeeping"), then the specific part alone is the kind', () => {
    expect(kindOfApp('Lifestyle / Beekeeping', false, 'app')).toBe('beekeeping app');
    expect(kindOfApp('Medical / Eye surgery aftercare', false, 'app')).toBe('eye surgery aftercare app');
  });

  it.each([
    ['Games / Solo tabletop RPG', 'solo tabletop RPG'],
    ['Games / Roguelike', 'roguelike'],
    ['Games / Puzzle', 'puzzle game'],
  ])('When the genre "%s" already means a game, then no "game" follows it', (category, kind) => {
    expect(kindOfApp(category, true, 'game')).toBe(kind);
  });
});

describe('a confident subject on a shelf that says what the app is for', () => {
  const LETTERS = {
    name: 'Inkquill Hearts',
    category: 'Dating',
    features: [
      'Write letters instead of swiping',
      'Letters arrive the next morning, like real post',
      'Reply to letters at your own pace',
      'Video call unlocked after 5 letters each',
    ],
  };

  it('When the brief is clear about its subject and the shelf is Dating, then the kind says both', () => {
    const subject = appSubject(LETTERS);
    expect(subject?.confident).toBe(true);
    expect(kindOfListing(LETTERS.category, false, subject, 'app')).toBe(`${subject?.singular} dating app`);
  });

  it('When the shelf only files the app ("Medical"), then the subject alone is the kind', () => {
    const subject = appSubject({ ...LETTERS, category: 'Medical' });
    expect(kindOfListing('Medical', false, subject, 'app')).toBe(`${subject?.singular} app`);
  });
});

describe('capitals the visitor writes mid-sentence', () => {
  const lines = [
    'Deaf, hard of hearing and signing singles',
    'Filter by sign language, Deaf community events nearby',
    'Made by Deaf founders',
    'Classic Oware Rules And Variants',
  ];

  it('When a word is capitalised inside a sentence, then it is kept; a Title Case line or a first word keeps none', () => {
    const kept = capitalsKept(lines);
    expect([...kept]).toEqual(['Deaf']);
    expect(midSentenceKeeping('Deaf, hard of hearing and signing singles', kept)).toBe(
      'Deaf, hard of hearing and signing singles',
    );
    expect(midSentenceKeeping('Hard of hearing singles', kept)).toBe('hard of hearing singles');
  });

  it('When the category holds such a word, then the kind keeps its capital', () => {
    expect(kindOfApp('Dating / Social Networking - Deaf community', false, 'app', capitalsKept(lines))).toBe(
      'Deaf community dating app',
    );
  });
});
