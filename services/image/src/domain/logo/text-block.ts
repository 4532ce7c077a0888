import type { FittedText } from './fit-text';
import { element, textContent } from './svg-elements';
import { CAP_HEIGHT_EM, FONT_STACK, LINE_HEIGHT_EM } from './typography';

export interface TextBlockOptions {
  fitted: FittedText;
  x: number;
  /** y of the top of the first line's capitals. */
  top: number;
  anchor: 'start' | 'middle';
  fill: string;
  fontWeight: number;
  letterSpacingEm?: number;
}

export interface TextBlock {
  markup: string[];
  /** Baseline of the last line, for placing decorations underneath. */
  lastBaseline: number;
}

/** Height from the first cap top to the last baseline. */
export function textBlockHeight(fitted: FittedText): number {
  const { fontSize, lines } = fitted;
  return fontSize * (CAP_HEIGHT_EM + LINE_HEIGHT_EM * (lines.length - 1));
}

export function renderTextBlock(options: TextBlockOptions): TextBlock {
  const { fitted, anchor } = options;
  const { fontSize } = fitted;
  const letterSpacing = (options.letterSpacingEm ?? 0) * fontSize;
  // SVG adds tracking after the last glyph too; shift centred text back so
  // the visible letters, not the trailing space, are centred.
  const x = anchor === 'middle' ? options.x + letterSpacing / 2 : options.x;
  const firstBaseline = options.top + fontSize * CAP_HEIGHT_EM;
  const markup = fitted.lines.map((line, index) =>
    element(
      'text',
      {
        x,
        y: firstBaseline + index * fontSize * LINE_HEIGHT_EM,
        'font-family': FONT_STACK,
        'font-size': fontSize,
        'font-weight': options.fontWeight,
        'letter-spacing': letterSpacing === 0 ? undefined : letterSpacing,
        'text-anchor': anchor,
        fill: options.fill,
      },
      [textContent(line)],
    ),
  );
  const lastBaseline = firstBaseline + (fitted.lines.length - 1) * fontSize * LINE_HEIGHT_EM;
  return { markup, lastBaseline };
}
