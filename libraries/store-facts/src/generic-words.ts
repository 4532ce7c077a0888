import { PLAY_BANNED_TITLE_WORD_SET } from './banned-words';

/**
 * Words that waste keyword space or break store rules: "app" and the platform are implied, and
 * Google Play's metadata policy bans price and ranking claims (./banned-words.ts).
 */
export const GENERIC_STORE_WORDS: ReadonlySet<string> = new Set([
  'app',
  'apps',
  'application',
  'applications',
  'number',
  'download',
  'iphone',
  'ipad',
  'android',
  'ios',
  'mobile',
  ...PLAY_BANNED_TITLE_WORD_SET,
]);

/**
 * Words of the stores' own category names ("Health & Fitness", "House & Home", "Puzzle"): a
 * category made of them says where an app is filed, not what it is about, and they are no search
 * terms of their own. https://developer.apple.com/app-store/categories/,
 * https://support.google.com/googleplay/android-developer/answer/9859673
 */
export const STORE_SHELF_WORDS: ReadonlySet<string> = new Set(
  (
    'lifestyle productivity health fitness house home education finance business utility utilities tool tools travel ' +
    'navigation entertainment social networking medical music photo photography video sport sports weather food drink ' +
    'shopping book books reference news kid kids family game games communication personalization personalisation art ' +
    'design auto vehicle vehicles map maps parenting dating event events beauty comic comics library demo developer ' +
    'graphics magazine magazines newspaper newspapers puzzle word board card casual action adventure arcade simulation ' +
    'strategy trivia role playing racing stickers other general'
  ).split(' '),
);

/**
 * Words of the App Store's own category names (https://developer.apple.com/app-store/categories/):
 * Apple files an app under one and indexes it, so they need no room in the keyword field. Google
 * Play's other shelves ("Dating", "Parenting", "Comics", "Beauty") are no App Store category: for an
 * App Store listing they are search terms like any other.
 */
export const APP_STORE_CATEGORY_WORDS: ReadonlySet<string> = new Set(
  (
    'book books business developer tool tools education entertainment finance food drink game games graphics design ' +
    'health fitness kid kids lifestyle magazine magazines newspaper newspapers medical music navigation news photo video ' +
    'productivity reference shopping social networking sport sports sticker stickers travel utility utilities weather'
  ).split(' '),
);
