// A pragmatic grapheme matcher (flags, base + combining marks, emoji with
// skin tones / variation selectors / ZWJ sequences). Intl.Segmenter would be
// exact but is not in every TypeScript lib target this repo may use.
const GRAPHEME = /\p{Regional_Indicator}{2}|\P{M}(?:\p{M}|\p{Emoji_Modifier}|\u200D\P{M})*|\p{M}+/gu;

const WIDE_GRAPHEME =
  /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]|[\u{20000}-\u{3FFFD}])/u;

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]/u;

/** Splits text into user-perceived characters so emoji and accents stay whole. */
export function splitGraphemes(text: string): string[] {
  return text.match(GRAPHEME) ?? [];
}

/** Emoji and CJK glyphs are roughly twice as wide as an average Latin glyph. */
export function isWideGrapheme(grapheme: string): boolean {
  return WIDE_GRAPHEME.test(grapheme);
}

export function startsWithLetterOrDigit(grapheme: string): boolean {
  return LETTER_OR_DIGIT.test(grapheme);
}
