import bricolageUrl from '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2?url';
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/**
 * Fonts bundled with the app (npm @fontsource-variable packages) and loaded with FontFace
 * before drawing: a canvas draws with whatever is loaded at that moment, so an unloaded web
 * font would silently become the system font in the exported PNGs.
 */

export const COMPOSER_FONTS = {
  inter: { label: 'Inter', family: 'Composer Inter', url: interUrl, weights: '100 900' },
  bricolage: { label: 'Bricolage Grotesque', family: 'Composer Bricolage', url: bricolageUrl, weights: '200 800' },
} as const;
export type ComposerFont = keyof typeof COMPOSER_FONTS;
export const COMPOSER_FONT_IDS = Object.keys(COMPOSER_FONTS) as ComposerFont[];

const loading = new Map<ComposerFont, Promise<void>>();

/** The page's font set, or the export worker's own (a worker cannot see the page's fonts). */
const fontSet = (): FontFaceSet =>
  typeof document === 'undefined' ? (self as unknown as { fonts: FontFaceSet }).fonts : document.fonts;

export function loadComposerFont(font: ComposerFont): Promise<void> {
  let promise = loading.get(font);
  if (!promise) {
    const { family, url, weights } = COMPOSER_FONTS[font];
    const face = new FontFace(family, `url(${url}) format('woff2')`, { weight: weights });
    promise = face.load().then((loaded) => {
      fontSet().add(loaded);
    });
    // A failed load is retried next time instead of being remembered.
    promise.catch(() => loading.delete(font));
    loading.set(font, promise);
  }
  return promise;
}

/** A CSS font shorthand for the canvas, with a system fallback for scripts the latin subset lacks. */
export function canvasFont(font: ComposerFont, weight: number, size: number): string {
  return `${weight} ${size.toFixed(1)}px "${COMPOSER_FONTS[font].family}", system-ui, sans-serif`;
}
