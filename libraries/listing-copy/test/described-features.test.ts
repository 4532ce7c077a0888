import { describedApp } from '../src';

/** A landing page form with a description and no feature lines: the description's lists are the features. */
describe('describedApp', () => {
  it('When the description opens with the kind and a list after a colon, then the kind and each item are read, in the visitor’s words', () => {
    expect(
      describedApp(
        'A journaling app for gardeners: log what you planted and when, photo each bed weekly, and see a season timeline. No ads, works offline.',
        'Quillmoss',
      ),
    ).toEqual({
      kind: 'journaling app',
      features: ['Log what you planted and when', 'Photo each bed weekly', 'See a season timeline', 'No ads', 'Works offline'],
    });
  });

  it('When a colon follows an action, then the list is its objects and the sentence stays one line; the app’s name opening it is left out', () => {
    expect(describedApp('Quillmoss helps you track your plants: water, feed, repot. It works offline.', 'Quillmoss')).toEqual({
      kind: null,
      features: ['Helps you track your plants: water, feed, repot', 'It works offline'],
    });
  });

  it('When the opening sentence only says what the app is, then it gives the kind and no line; one that goes on gives what the app does', () => {
    expect(describedApp('A journaling app for gardeners.', 'Quillmoss')).toEqual({ kind: 'journaling app', features: [] });
    expect(describedApp('A simple budget app for couples that lets you split bills and see who owes what.', 'Duo')).toEqual({
      kind: 'simple budget app',
      features: ['Lets you split bills and see who owes what'],
    });
  });

  it('When a part between commas is a long clause, then the sentence is not cut into items', () => {
    const sentence =
      'Keeps every receipt you photograph in one place for the tax year, so filing takes minutes, not a whole weekend';
    expect(describedApp(`${sentence}.`, 'Shoebox').features).toEqual([sentence]);
  });
});
