import { stripInvalidXmlChars } from './strip-invalid-xml';
import { splitGraphemes } from './graphemes';

/** Longest text rendered in full; longer text ends with an ellipsis. */
const MAX_TEXT_GRAPHEMES = 60;

// Bidi overrides/isolates would visually reorder the wordmark, and C1
// controls render as boxes; neither belongs in a logo.
const INVISIBLE_CONTROLS = /[\u0080-\u009F\u202A-\u202E\u2066-\u2069]/g;

/**
 * Turns raw user input into the text the logo shows: XML-safe code points,
 * NFC (so "e" + combining accent counts as one letter), trimmed, internal
 * whitespace collapsed, and capped at MAX_TEXT_GRAPHEMES.
 */
export function normalizeLogoText(raw: string): string {
  const cleaned = stripInvalidXmlChars(raw).normalize('NFC').replace(INVISIBLE_CONTROLS, '').replace(/\s+/gu, ' ').trim();
  return truncateWithEllipsis(cleaned, MAX_TEXT_GRAPHEMES);
}

function truncateWithEllipsis(text: string, maxGraphemes: number): string {
  const graphemes = splitGraphemes(text);
  if (graphemes.length <= maxGraphemes) return text;
  return `${graphemes
    .slice(0, maxGraphemes - 1)
    .join('')
    .trimEnd()}\u2026`;
}
