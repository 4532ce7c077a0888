import { APP_STORE_MARKETING_ICON_PX, PLAY_STORE_ICON } from '@aiapp/contracts';
import { decodeOrExplain, type OpenedImage } from '../image-input/open-image';
import { toRaw, TRANSPARENT, type RawImage } from '../pixels/raw-image';

/** The largest icon of the set (the App Store marketing icon); every other output is resized down from it. */
export const ARTWORK_SIZE = APP_STORE_MARKETING_ICON_PX;

/**
 * The only decode of the upload: oriented, converted to 8-bit sRGB with alpha, and centred on a
 * transparent 1024 square (a non-square image keeps its proportions).
 */
export function decodeArtwork(image: OpenedImage): Promise<RawImage> {
  return decodeOrExplain(() =>
    toRaw(
      image
        .decode()
        .resize(ARTWORK_SIZE, ARTWORK_SIZE, { fit: 'contain', background: TRANSPARENT, kernel: 'lanczos3' })
        .toColourspace('srgb')
        .ensureAlpha(),
    ),
  );
}

export function artworkWarnings(image: OpenedImage): string[] {
  const warnings: string[] = [];
  if (image.width !== image.height) {
    warnings.push(
      `Your image is ${image.width}×${image.height}, not square: it was centred on a square and the sides filled with the background colour (transparent where the platform allows). A square image gives the best result.`,
    );
  }
  if (Math.max(image.width, image.height) < ARTWORK_SIZE) {
    warnings.push(
      `Your image is smaller than ${ARTWORK_SIZE}×${ARTWORK_SIZE}, so the larger icons (App Store ${ARTWORK_SIZE}, Play Store ${PLAY_STORE_ICON.size}) were enlarged and may look soft. Upload a ${ARTWORK_SIZE}×${ARTWORK_SIZE} image for sharp icons.`,
    );
  }
  return warnings;
}
