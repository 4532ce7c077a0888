/** Width of `text` in pixels at `fontSize`: the canvas's measureText in the browser, a stub in tests. */
export type MeasureText = (text: string, fontSize: number) => number;

export interface FittedText {
  fontSize: number;
  lines: string[];
  /** Line pitch in pixels. */
  lineHeight: number;
  /** Height the lines take: what the layout must leave free, even when it exceeds the box. */
  height: number;
}

export interface FitOptions {
  width: number;
  /** Height the text should fit in; at `minSize` the text may need more, and the layout gives it. */
  height: number;
  maxSize: number;
  minSize: number;
  lineHeightRatio: number;
}

const SHRINK_STEP = 0.94;

/** Greedy word wrap; a word wider than the line is cut into pieces that fit when `breakWords` is set. */
function wrap(text: string, fontSize: number, width: number, measure: MeasureText, breakWords: boolean): string[] | null {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, fontSize) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    if (measure(word, fontSize) <= width) continue;
    if (!breakWords) return null;
    const pieces = breakWord(word, fontSize, width, measure);
    line = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  if (line) lines.push(line);
  return lines;
}

function breakWord(word: string, fontSize: number, width: number, measure: MeasureText): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece && measure(piece + character, fontSize) > width) {
      pieces.push(piece);
      piece = character;
    } else piece += character;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

function fitted(lines: string[], fontSize: number, lineHeightRatio: number): FittedText {
  const lineHeight = fontSize * lineHeightRatio;
  return { fontSize, lines, lineHeight, height: lines.length * lineHeight };
}

/**
 * The largest font size at which the text wraps into the box without cutting a word; at the
 * smallest size long words are broken and the text may be taller than the box. Never clipped:
 * the caller lays out the returned height.
 */
export function fitText(text: string, measure: MeasureText, options: FitOptions): FittedText {
  const { width, height, maxSize, minSize, lineHeightRatio } = options;
  if (!text.trim()) return { fontSize: minSize, lines: [], lineHeight: 0, height: 0 };
  for (let size = maxSize; size > minSize; size *= SHRINK_STEP) {
    const lines = wrap(text, size, width, measure, false);
    if (lines && lines.length * size * lineHeightRatio <= height) return fitted(lines, size, lineHeightRatio);
  }
  return fitted(wrap(text, minSize, width, measure, true) ?? [], minSize, lineHeightRatio);
}
