import { fitText } from './fit-text';
import { element, textContent } from './svg-elements';
import { centeredBaseline, FONT_STACK, MONOGRAM_GLYPHS } from './typography';

export interface MonogramTextOptions {
  monogram: string;
  centerX: number;
  centerY: number;
  /** Width the initials may occupy inside the mark. */
  maxWidth: number;
  maxFontSize: number;
  fill: string;
  fontWeight: number;
}

/** Initials optically centred in a mark, shrunk when two wide glyphs need room. */
export function renderMonogramText(options: MonogramTextOptions): string {
  const { fontSize } = fitText(options.monogram, {
    metrics: MONOGRAM_GLYPHS,
    maxWidth: options.maxWidth,
    maxFontSize: options.maxFontSize,
    minFontSize: 0,
    maxWrappedFontSize: options.maxFontSize,
    allowWrap: false,
  });
  return element(
    'text',
    {
      x: options.centerX,
      y: centeredBaseline(options.centerY, fontSize),
      'font-family': FONT_STACK,
      'font-size': fontSize,
      'font-weight': options.fontWeight,
      'text-anchor': 'middle',
      fill: options.fill,
    },
    [textContent(options.monogram)],
  );
}
