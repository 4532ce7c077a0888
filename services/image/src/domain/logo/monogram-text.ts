import { fitText } from './fit-text';
import { element } from './svg-elements';
import { outlineLine } from './type/outline';
import type { TextStyle } from './type/shape-line';

export interface MonogramTextOptions {
  monogram: string;
  style: TextStyle;
  centerX: number;
  centerY: number;
  /** Width and height the initials' ink may occupy inside the mark. */
  maxSize: number;
  maxFontSize: number;
  fill: string;
}

/** Initials outlined with their ink centred in the mark, shrunk when two wide glyphs need room. */
export function renderMonogramText(options: MonogramTextOptions): string {
  const { lines, fontSize } = fitText(options.monogram, {
    style: options.style,
    maxWidth: options.maxSize,
    maxInkHeight: options.maxSize,
    maxFontSize: options.maxFontSize,
    minFontSize: 0,
    maxWrappedFontSize: options.maxFontSize,
    allowWrap: false,
  });
  const [line] = lines;
  if (line === undefined) return '';
  const d = outlineLine(line, {
    x: options.centerX - ((line.ink.minX + line.ink.maxX) / 2) * fontSize,
    baseline: options.centerY - ((line.ink.minY + line.ink.maxY) / 2) * fontSize,
    fontSize,
  });
  return element('path', { d, fill: options.fill });
}
