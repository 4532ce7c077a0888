import type { TextMetrics } from './fit-text';

/** Only fonts that exist (or degrade gracefully) on every platform. */
export const FONT_STACK = "'Inter', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif";

// Average advance widths in em, measured on Arial/Helvetica and rounded up
// so that wider fallbacks (Inter, Segoe UI) still fit the estimate.
export const BOLD_MIXED_CASE: TextMetrics = { glyphWidthEm: 0.62, letterSpacingEm: 0 };
export const BOLD_UPPER_CASE: TextMetrics = { glyphWidthEm: 0.74, letterSpacingEm: 0.08 };
export const LIGHT_TRACKED: TextMetrics = { glyphWidthEm: 0.58, letterSpacingEm: 0.12 };
export const MONOGRAM_GLYPHS: TextMetrics = { glyphWidthEm: 0.76, letterSpacingEm: 0 };

/** Distance from baseline to the top of capitals, in em. */
export const CAP_HEIGHT_EM = 0.72;

/** Baseline-to-baseline distance for wrapped wordmarks, in em. */
export const LINE_HEIGHT_EM = 1.18;

/** Baseline that visually centres capitals on `centerY`. */
export function centeredBaseline(centerY: number, fontSize: number): number {
  return centerY + (fontSize * CAP_HEIGHT_EM) / 2;
}
