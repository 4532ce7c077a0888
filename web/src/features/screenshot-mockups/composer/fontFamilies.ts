/** The composer's fonts by name, and the canvas font shorthand; the files are loaded by `fonts.ts`. */

export const COMPOSER_FONTS = {
  inter: { label: 'Inter', family: 'Composer Inter', weights: '100 900' },
  bricolage: { label: 'Bricolage Grotesque', family: 'Composer Bricolage', weights: '200 800' },
} as const;
export type ComposerFont = keyof typeof COMPOSER_FONTS;
export const COMPOSER_FONT_IDS = Object.keys(COMPOSER_FONTS) as ComposerFont[];

/** A CSS font shorthand for the canvas, with a system fallback for scripts the latin subset lacks. */
export function canvasFont(font: ComposerFont, weight: number, size: number): string {
  return `${weight} ${size.toFixed(1)}px "${COMPOSER_FONTS[font].family}", system-ui, sans-serif`;
}
