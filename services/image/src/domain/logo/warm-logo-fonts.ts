import { setImmediate as nextTurn } from 'node:timers/promises';
import { fontChain } from './type/bundled-fonts';
import { TEXT_STYLES } from './typography';

/**
 * Opens every logo font and shapes one character with each, one font per turn of the event
 * loop: the first font use costs about 15 ms (its layout tables are read), so without this
 * the first logos would take over half a second while other requests wait. A missing font
 * file fails here, at start, rather than on a visitor's request.
 */
export async function warmLogoFonts(): Promise<void> {
  const fonts = new Set(Object.values(TEXT_STYLES).flatMap((style) => fontChain(style.typeface)));
  for (const font of fonts) {
    // A printable character: some subsets map controls (NUL, CR) to glyphs without outlines.
    const printable = font.characterSet.find((code) => code > 0x20);
    if (printable !== undefined) font.layout(String.fromCodePoint(printable));
    await nextTurn();
  }
}
