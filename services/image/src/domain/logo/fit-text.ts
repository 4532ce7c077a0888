import { splitGraphemes } from './graphemes';
import { inkHeight, inkWidth, shapeLine, type ShapedLine, type TextStyle } from './type/shape-line';

export interface FitOptions {
  style: TextStyle;
  maxWidth: number;
  /** Preferred size while the text fits on one line. */
  maxFontSize: number;
  /** Below this a single line is considered unreadable and the text wraps. */
  minFontSize: number;
  /** Upper bound when wrapped, so two lines still fit vertically. */
  maxWrappedFontSize: number;
  allowWrap: boolean;
  /** Tallest the ink of one line may be (for marks, where height is as tight as width). */
  maxInkHeight?: number;
}

export interface FittedText {
  lines: ShapedLine[];
  fontSize: number;
}

function largestFittingSize(lines: readonly ShapedLine[], options: FitOptions, cap: number): number {
  const widest = Math.max(...lines.map(inkWidth));
  const tallest = Math.max(...lines.map(inkHeight));
  const byWidth = widest > 0 ? options.maxWidth / widest : cap;
  const byHeight = options.maxInkHeight !== undefined && tallest > 0 ? options.maxInkHeight / tallest : cap;
  // Round down so the measured ink never exceeds the room after rounding.
  return Math.min(cap, Math.floor(Math.min(byWidth, byHeight) * 10) / 10);
}

/**
 * Picks the largest font size at which the measured ink of the text fits maxWidth, wrapping
 * onto two lines only when a single line would have to shrink below minFontSize. Wrapped
 * text always fits too, because the size keeps shrinking as needed.
 */
export function fitText(text: string, options: FitOptions): FittedText {
  const single = [shapeLine(text, options.style)];
  const singleSize = largestFittingSize(single, options, options.maxFontSize);
  if (singleSize >= options.minFontSize || !options.allowWrap) return { lines: single, fontSize: singleSize };
  const lines = splitIntoTwoLines(text, options.style);
  if (lines.length < 2) return { lines: single, fontSize: singleSize };
  return { lines, fontSize: largestFittingSize(lines, options, options.maxWrappedFontSize) };
}

const widestOf = (lines: readonly ShapedLine[]): number => Math.max(...lines.map(inkWidth));

/** Balanced split at the word boundary that minimises the longer line. */
function splitIntoTwoLines(text: string, style: TextStyle): ShapedLine[] {
  const words = text.split(' ');
  if (words.length < 2) return splitLongWord(text).map((line) => shapeLine(line, style));
  let best: ShapedLine[] = [shapeLine(text, style)];
  for (let index = 1; index < words.length; index += 1) {
    const candidate = [words.slice(0, index).join(' '), words.slice(index).join(' ')].map((line) => shapeLine(line, style));
    if (best.length < 2 || widestOf(candidate) < widestOf(best)) best = candidate;
  }
  return best;
}

// Punctuation after which a long unbroken string (URL-ish or code-ish
// names) can break without hurting legibility.
const BREAK_AFTER = /^[-/_.>)&:,;]$/u;

// A single very long word has no natural break: prefer a break after
// punctuation near the middle, otherwise halve it by graphemes so accented
// letters are never cut in two.
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
