import { escapeRegExp } from '@aiapp/text';
/**
 * Words Google Play's metadata policy bans from titles (no ranking, price or promotion claims such
 * as "top", "#1", "free", "best": https://support.google.com/googleplay/android-developer/answer/9898842),
 * plus the promotional words the policy's examples group with them, and price-model phrases, which Apple's
 * guideline 2.3.7 keeps out of names, subtitles and keywords
 * (https://developer.apple.com/app-store/review/guidelines/#2.3.7). Lower case; phrases are matched as whole words.
 */
export const PLAY_BANNED_TITLE_WORDS = [
  'free',
  'best',
  'top',
  'new',
  '#1',
  'no. 1',
  'no1',
  'number one',
  'sale',
  'discount',
  'cheap',
  'one-time purchase',
  'lifetime deal',
] as const;

/** Single words of the list, for word-by-word filters (a phrase like "number one" needs the matcher). */
export const PLAY_BANNED_TITLE_WORD_SET: ReadonlySet<string> = new Set(
  PLAY_BANNED_TITLE_WORDS.filter((word) => /^[\p{L}\p{N}]+$/u.test(word)),
);

/** The list as a prompt or a hint quotes it: "free", "best", … */
export const QUOTED_BANNED_TITLE_WORDS = PLAY_BANNED_TITLE_WORDS.map((word) => `"${word}"`).join(', ');

/** One whole-word, case-insensitive pattern per listed word, compiled once (the name engine checks hundreds of names a request). */
const BANNED_PATTERNS = PLAY_BANNED_TITLE_WORDS.map((word) => ({
  word,
  pattern: new RegExp(`(?<![\\p{L}\\p{N}#])${escapeRegExp(word).replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`, 'iu'),
}));

/** The banned words and phrases a text contains, as listed above, matched case-insensitively as whole words. */
export function bannedTitleWordsIn(text: string): string[] {
  return BANNED_PATTERNS.filter(({ pattern }) => pattern.test(text)).map(({ word }) => word);
}
