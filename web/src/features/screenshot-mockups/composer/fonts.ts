import bricolageUrl from '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2?url';
import dmSansUrl from '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url';
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import montserratUrl from '@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2?url';
import nunitoUrl from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url';
import playfairUrl from '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url';
import spaceGroteskUrl from '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url';
import { COMPOSER_FONTS, type ComposerFont } from './fontFamilies';

/**
 * Fonts bundled with the app (npm @fontsource-variable packages) and loaded with FontFace
 * before drawing: a canvas draws with whatever is loaded at that moment, so an unloaded web
 * font would silently become the system font in the exported PNGs.
 */

const FONT_FILES: Record<ComposerFont, string> = {
  inter: interUrl,
  bricolage: bricolageUrl,
  'dm-sans': dmSansUrl,
  montserrat: montserratUrl,
  'space-grotesk': spaceGroteskUrl,
  nunito: nunitoUrl,
  playfair: playfairUrl,
};

const loading = new Map<ComposerFont, Promise<void>>();

/** The page's font set, or the export worker's own (a worker cannot see the page's fonts). */
const fontSet = (): FontFaceSet =>
  typeof document === 'undefined' ? (self as unknown as { fonts: FontFaceSet }).fonts : document.fonts;

export function loadComposerFont(font: ComposerFont): Promise<void> {
  let promise = loading.get(font);
  if (!promise) {
    const { family, range } = COMPOSER_FONTS[font];
    const face = new FontFace(family, `url(${FONT_FILES[font]}) format('woff2')`, { weight: range });
    promise = face.load().then((loaded) => {
      fontSet().add(loaded);
    });
    // A failed load is retried next time instead of being remembered.
    promise.catch(() => loading.delete(font));
    loading.set(font, promise);
  }
  return promise;
}
