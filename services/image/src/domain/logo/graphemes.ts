// A pragmatic grapheme matcher (flags, base + combining marks, emoji with
// skin tones / variation selectors / ZWJ sequences). Intl.Segmenter would be
// exact but is not in every TypeScript lib target this repo may use.
const GRAPHEME = /\p{Regional_Indicator}{2}|\P{M}(?:\p{M}|\p{Emoji_Modifier}|\u200D\P{M})*|\p{M}+/gu;

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]/u;

/** Splits text into user-perceived characters so emoji and accents stay whole. */
export function splitGraphemes(text: string): string[] {
  return text.match(GRAPHEME) ?? [];
}

export function startsWithLetterOrDigit(grapheme: string): boolean {
  return LETTER_OR_DIGIT.test(grapheme);
}
