/**
 * The composer's fonts by name, and the canvas font shorthand; the files are loaded by `fonts.ts`.
 * All are variable fonts from Fontsource npm packages under the SIL Open Font Licence 1.1. Each
 * names the weights it draws the headline and subline in, inside the range its file has, so no
 * browser ever fakes a bold.
 */

export const COMPOSER_FONTS = {
  inter: { label: 'Inter', family: 'Composer Inter', range: '100 900', weights: { headline: 800, subline: 500 } },
  bricolage: {
    label: 'Bricolage Grotesque',
    family: 'Composer Bricolage',
    range: '200 800',
    weights: { headline: 800, subline: 500 },
  },
  'dm-sans': { label: 'DM Sans', family: 'Composer DM Sans', range: '100 1000', weights: { headline: 800, subline: 500 } },
  montserrat: { label: 'Montserrat', family: 'Composer Montserrat', range: '100 900', weights: { headline: 800, subline: 500 } },
  'space-grotesk': {
    label: 'Space Grotesk',
    family: 'Composer Space Grotesk',
    range: '300 700',
    weights: { headline: 700, subline: 500 },
  },
  nunito: { label: 'Nunito', family: 'Composer Nunito', range: '200 1000', weights: { headline: 800, subline: 600 } },
  playfair: {
    label: 'Playfair Display (serif)',
    family: 'Composer Playfair Display',
    range: '400 900',
    weights: { headline: 700, subline: 500 },
  },
} as const;
export type ComposerFont = keyof typeof COMPOSER_FONTS;
export const COMPOSER_FONT_IDS = Object.keys(COMPOSER_FONTS) as ComposerFont[];

/** A CSS font shorthand for the canvas, with a system fallback for scripts the latin subset lacks. */
export function canvasFont(font: ComposerFont, weight: number, size: number): string {
  return `${weight} ${size.toFixed(1)}px "${COMPOSER_FONTS[font].family}", system-ui, sans-serif`;
}
