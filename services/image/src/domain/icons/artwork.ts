import { APP_STORE_MARKETING_ICON_PX, PLAY_STORE_ICON } from '@aiapp/contracts';
import { decodeOrExplain, type OpenedImage } from '../image-input/open-image';
import { fromRaw, toRaw, TRANSPARENT, type RawImage } from '../pixels/raw-image';

/** The largest icon of the set (the App Store marketing icon); every other output is resized down from it. */
export const ARTWORK_SIZE = APP_STORE_MARKETING_ICON_PX;

/**
 * The only decode of an upload: oriented, converted to 8-bit sRGB with alpha, its longer side
 * scaled to 1024 (not squared, so its own edges can be examined).
 */
export function decodeSource(image: OpenedImage): Promise<RawImage> {
  return decodeOrExplain(() =>
    toRaw(
      image
        .decode()
        .resize(ARTWORK_SIZE, ARTWORK_SIZE, { fit: 'inside', kernel: 'lanczos3' })
        .toColourspace('srgb')
        .ensureAlpha(),
    ),
  );
}

/** The source centred on a transparent square (a non-square image keeps its proportions). */
export function squareUp(source: RawImage, size = ARTWORK_SIZE): Promise<RawImage> {
  if (source.width === size && source.height === size) return Promise.resolve(source);
  const left = Math.floor((size - source.width) / 2);
  const top = Math.floor((size - source.height) / 2);
  return toRaw(
    fromRaw(source).extend({
      left,
      top,
      right: size - source.width - left,
      bottom: size - source.height - top,
      background: TRANSPARENT,
    }),
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
