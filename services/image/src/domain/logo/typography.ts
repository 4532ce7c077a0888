import type { FontFamily } from './type/bundled-fonts';
import type { TextStyle } from './type/shape-line';

/** How each part of each style is set; the fonts are bundled and outlined (see type/bundled-fonts.ts). */
export const TEXT_STYLES = {
  modernWordmark: { typeface: { family: 'Inter', weight: 700 }, trackingEm: -0.01 },
  modernMark: { typeface: { family: 'Inter', weight: 800 }, trackingEm: 0 },
  circularLabel: { typeface: { family: 'Montserrat', weight: 700 }, trackingEm: 0.08 },
  circularMark: { typeface: { family: 'Montserrat', weight: 800 }, trackingEm: 0 },
  minimalistWordmark: { typeface: { family: 'Jost', weight: 300 }, trackingEm: 0.12 },
  minimalistMark: { typeface: { family: 'Jost', weight: 300 }, trackingEm: 0 },
} as const satisfies Record<string, TextStyle>;

/** Baseline-to-baseline distance for wrapped wordmarks, in em. */
export const LINE_HEIGHT_EM = 1.18;

/** CSS for text set next to the logo: the logo's own family first, then common system fonts. */
export const cssFontStack = (family: FontFamily): string =>
  `'${family}', 'Inter', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif`;
