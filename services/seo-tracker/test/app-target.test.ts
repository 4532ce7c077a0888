import { findPosition, parseAppTarget } from '../src/domain/tracking/app-target';
import type { StoreListing } from '../src/domain/tracking/store-client';

const listing = (id: string, title: string): StoreListing => ({
  id,
  title,
  url: '',
  developer: '',
  rating: null,
  ratingCount: null,
  updatedAt: null,
});

describe('recognising the user’s app in the results', () => {
  it.each([
    [
      'an App Store link',
      'https://apps.apple.com/us/app/habitloop-habit-tracker/id1588800001?platform=iphone',
      'ios',
      '1588800001',
    ],
    ['an old iTunes link', 'https://itunes.apple.com/gb/app/id1588800001?mt=8', 'ios', '1588800001'],
    [
      'a Google Play link',
      'https://play.google.com/store/apps/details?id=com.habitloop.app&hl=en',
      'android',
      'com.habitloop.app',
    ],
  ] as const)('When the user pastes %s, then the app is matched by its id only', (_case, input, store, id) => {
    expect(parseAppTarget(input, store)).toEqual({ id, name: null, key: `id:${id}` });
  });

  it('When the user types a name, then titles match it without case, accents, punctuation or a tagline', () => {
    const target = parseAppTarget('  Habitloop ', 'ios');
    expect(findPosition(target, [listing('1', 'Habit Loop Pro'), listing('2', 'HABITLOOP: Habit Tracker')])).toBe(2);
    expect(findPosition(parseAppTarget('Café Zen', 'ios'), [listing('1', 'Cafe Zen – Meditation')])).toBe(1);
    expect(findPosition(target, [listing('1', 'Habitloopers')])).toBeNull();
  });

  it('When a bare id or package name is typed, then either the id or a name equal to it matches', () => {
    expect(findPosition(parseAppTarget('1588800001', 'ios'), [listing('9', 'Other'), listing('1588800001', 'Habitloop')])).toBe(
      2,
    );
    expect(findPosition(parseAppTarget('booking.com', 'android'), [listing('com.booking', 'Booking.com: Hotels & Travel')])).toBe(
      1,
    );
  });

  it.each([
    ['a Google Play link for the App Store', 'https://play.google.com/store/apps/details?id=com.x.y', 'ios', 'store_mismatch'],
    ['an App Store link for Google Play', 'https://apps.apple.com/us/app/x/id123456789', 'android', 'store_mismatch'],
    ['some other web page', 'https://example.com/my-app', 'ios', 'unrecognised_store_link'],
    ['only punctuation', '!!!', 'ios', 'validation_failed'],
  ] as const)('When the user gives %s, then a 400 says what to paste instead', (_case, input, store, code) => {
    expect(() => parseAppTarget(input, store)).toThrow(expect.objectContaining({ status: 400, code }));
  });
});
