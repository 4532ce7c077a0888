import { isWideGrapheme, splitGraphemes } from './graphemes';

export interface TextMetrics {
  /** Average glyph advance as a fraction of the font size. */
  glyphWidthEm: number;
  /** Extra tracking after every glyph, as a fraction of the font size. */
  letterSpacingEm: number;
}

export interface FitOptions {
  metrics: TextMetrics;
  maxWidth: number;
  /** Preferred size while the text fits on one line. */
  maxFontSize: number;
  /** Below this a single line is considered unreadable and the text wraps. */
  minFontSize: number;
  /** Upper bound when wrapped, so two lines still fit vertically. */
  maxWrappedFontSize: number;
  allowWrap: boolean;
}

export interface FittedText {
  lines: string[];
  fontSize: number;
}

/** Width in "average glyphs": wide glyphs (emoji, CJK) count double. */
function glyphUnits(text: string): { units: number; count: number } {
  const graphemes = splitGraphemes(text);
  const units = graphemes.reduce((sum, g) => sum + (isWideGrapheme(g) ? 2 : 1), 0);
  return { units, count: graphemes.length };
}

function estimateTextWidth(text: string, fontSize: number, metrics: TextMetrics): number {
  const { units, count } = glyphUnits(text);
  return fontSize * (units * metrics.glyphWidthEm + count * metrics.letterSpacingEm);
}

function largestFittingSize(lines: readonly string[], options: FitOptions, cap: number): number {
  const widestAtOnePx = Math.max(...lines.map((line) => estimateTextWidth(line, 1, options.metrics)));
  if (widestAtOnePx <= 0) return cap;
  // Round down so the estimate never exceeds maxWidth after rounding.
  const size = Math.floor((options.maxWidth / widestAtOnePx) * 10) / 10;
  return Math.min(cap, size);
}

/**
 * Picks the largest font size that fits maxWidth, wrapping onto two lines
 * only when a single line would have to shrink below minFontSize. Wrapped
 * text always fits too, because the size keeps shrinking as needed.
 */
export function fitText(text: string, options: FitOptions): FittedText {
  const singleSize = largestFittingSize([text], options, options.maxFontSize);
  if (singleSize >= options.minFontSize || !options.allowWrap) {
    return { lines: [text], fontSize: singleSize };
  }
  const lines = splitIntoTwoLines(text, options.metrics);
  if (lines.length < 2) return { lines: [text], fontSize: singleSize };
  return { lines, fontSize: largestFittingSize(lines, options, options.maxWrappedFontSize) };
}

/** Balanced split at the word boundary that minimises the longer line. */
function splitIntoTwoLines(text: string, metrics: TextMetrics): string[] {
  const words = text.split(' ');
  if (words.length < 2) return splitLongWord(text);
  let best: string[] = [text];
  let bestWidth = Number.POSITIVE_INFINITY;
  for (let index = 1; index < words.length; index += 1) {
    const first = words.slice(0, index).join(' ');
    const second = words.slice(index).join(' ');
    const widest = Math.max(estimateTextWidth(first, 1, metrics), estimateTextWidth(second, 1, metrics));
    if (widest < bestWidth) {
      bestWidth = widest;
      best = [first, second];
    }
  }
  return best;
}

// Punctuation after which a long unbroken string (URL-ish or code-ish
// names) can break without hurting legibility.
const BREAK_AFTER = /^[-/_.>)&:,;]$/u;

// A single very long word has no natural break: prefer a break after
// punctuation near the middle, otherwise halve it by graphemes so emoji
// and accented letters are never cut in two.
function splitLongWord(word: string): string[] {
  const graphemes = splitGraphemes(word);
  if (graphemes.length < 2) return [word];
  const middle = Math.ceil(graphemes.length / 2);
  const tolerance = Math.floor(graphemes.length / 5);
  let breakAt = middle;
  for (let distance = 0; distance <= tolerance; distance += 1) {
    const candidate = [middle + distance, middle - distance].find(
      (index) => index > 0 && index < graphemes.length && BREAK_AFTER.test(graphemes[index - 1] ?? ''),
    );
    if (candidate !== undefined) {
      breakAt = candidate;
      break;
    }
  }
  return [graphemes.slice(0, breakAt).join(''), graphemes.slice(breakAt).join('')];
}
