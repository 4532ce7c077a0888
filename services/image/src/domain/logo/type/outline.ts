import { formatNumber } from '../svg-elements';
import type { ShapedLine } from './shape-line';

export interface LinePlacement {
  /** Where the line's origin (its start on the baseline) goes, in SVG units. */
  x: number;
  baseline: number;
  fontSize: number;
}

const COMMAND_LETTERS = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' } as const;

/**
 * The outlines of a shaped line as one SVG path: font units scaled to the font size and
 * flipped (fonts draw upwards, SVG downwards), numbers rounded to two decimals.
 */
export function outlineLine(line: ShapedLine, { x, baseline, fontSize }: LinePlacement): string {
  const parts: string[] = [];
  for (const placed of line.glyphs) {
    const scale = fontSize / placed.unitsPerEm;
    const originX = x + placed.x * fontSize;
    const originY = baseline + placed.y * fontSize;
    for (const { command, args } of placed.glyph.path.commands) {
      const points: string[] = [];
      for (let index = 0; index + 1 < args.length; index += 2) {
        points.push(
          `${formatNumber(originX + (args[index] ?? 0) * scale)} ${formatNumber(originY - (args[index + 1] ?? 0) * scale)}`,
        );
      }
      parts.push(`${COMMAND_LETTERS[command]}${points.join(' ')}`);
    }
  }
  return parts.join('');
}
