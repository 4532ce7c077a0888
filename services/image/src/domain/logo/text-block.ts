import type { FittedText } from './fit-text';
import { element } from './svg-elements';
import { outlineLine } from './type/outline';
import { capHeightEm, type TextStyle } from './type/shape-line';
import { LINE_HEIGHT_EM } from './typography';

export interface TextBlockOptions {
  fitted: FittedText;
  style: TextStyle;
  /** Left edge of the ink ('start') or its centre ('middle'). */
  x: number;
  /** y of the top of the first line's capitals. */
  top: number;
  anchor: 'start' | 'middle';
  fill: string;
}

export interface TextBlock {
  markup: string[];
  /** Baseline of the last line, for placing decorations underneath. */
  lastBaseline: number;
}

/** Height from the first cap top to the last baseline. */
export function textBlockHeight(fitted: FittedText, style: TextStyle): number {
  return fitted.fontSize * (capHeightEm(style.typeface) + LINE_HEIGHT_EM * (fitted.lines.length - 1));
}

/** One outlined path per line, aligned by the measured ink rather than the advance widths. */
export function renderTextBlock(options: TextBlockOptions): TextBlock {
  const { fitted, anchor } = options;
  const { fontSize } = fitted;
  const firstBaseline = options.top + fontSize * capHeightEm(options.style.typeface);
  const markup = fitted.lines.map((line, index) => {
    const inkStart = anchor === 'middle' ? (line.ink.minX + line.ink.maxX) / 2 : line.ink.minX;
    const d = outlineLine(line, {
      x: options.x - inkStart * fontSize,
      baseline: firstBaseline + index * fontSize * LINE_HEIGHT_EM,
      fontSize,
    });
    return element('path', { d, fill: options.fill });
  });
  const lastBaseline = firstBaseline + (fitted.lines.length - 1) * fontSize * LINE_HEIGHT_EM;
  return { markup, lastBaseline };
}
