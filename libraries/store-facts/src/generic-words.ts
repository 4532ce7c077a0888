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
