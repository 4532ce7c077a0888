import { APP_STORE_MARKETING_ICON_PX, PLAY_STORE_ICON } from '@aiapp/store-facts';
import { decodeOrExplain, type OpenedImage } from '../image-input/open-image';
import { clampedBytes, paintPlaneRow, type ColourPlane } from '../pixels/plane-fit';
import type { Separation, SeparationKind } from './adaptive/separate-layers';
import { perImageCache } from '../pixels/per-image-cache';
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

/**
 * The source centred on a square whose sides continue its own plate (flat or gradient), so a
 * non-square plate upload is squared the way Android extends it, not with bands of another
 * colour. The plate is in source coordinates; its colours are clamped to bytes.
 */
function squareUpOnPlate(source: RawImage, plate: ColourPlane, size = ARTWORK_SIZE): RawImage {
  if (source.width === size && source.height === size) return source;
  const left = Math.floor((size - source.width) / 2);
  const top = Math.floor((size - source.height) / 2);
  // Opaque throughout: the painter writes colours only, the copied rows bring their own alpha.
  const data = Buffer.alloc(size * size * 4, 255);
  const bytes = clampedBytes(data);
  const paintPlate = (y: number, fromX: number, toX: number) =>
    paintPlaneRow(plate, { x: fromX - left, y: y - top, step: 1, count: toX - fromX }, bytes, (y * size + fromX) * 4, 4);
  const rowBytes = source.width * 4;
  for (let y = 0; y < size; y++) {
    const sy = y - top;
    if (sy < 0 || sy >= source.height) {
      paintPlate(y, 0, size);
      continue;
    }
    paintPlate(y, 0, left);
    source.data.copy(data, (y * size + left) * 4, sy * rowBytes, (sy + 1) * rowBytes);
    paintPlate(y, left + source.width, size);
  }
  return { data, width: size, height: size, channels: 4 };
}

/** A picture cropped to its centred square, as Android's layers show it: no bars beside a photo. */
function cropToSquare(source: RawImage, size = ARTWORK_SIZE): Promise<RawImage> {
  return toRaw(fromRaw(source).resize(size, size, { fit: 'cover', position: 'centre', kernel: 'lanczos3' }));
}

/** Each picture's centred crop, made once for the opaque and the transparent icons. */
const crops = perImageCache<Promise<RawImage>>();

/**
 * The upload made square for the iOS and web icons: a picture with no plate is cropped to its
 * centre; a plate upload continues its own plate when `onPlate` (the opaque icons), else it
 * keeps transparent sides, as a logo does.
 */
export function squareFor(source: RawImage, separation: Separation, onPlate: boolean): Promise<RawImage> {
  if (separation.kind === 'full-bleed') return crops(source, 'centre', () => cropToSquare(source));
  if (onPlate && separation.plate) return Promise.resolve(squareUpOnPlate(source, separation.plate));
  return squareUp(source);
}

/** How a non-square upload was made square, as the warning tells it. */
const SQUARED: Record<SeparationKind, string> = {
  plate:
    'it was centred on a square and its own background (flat or gradient) was extended to fill the sides, on iOS as on Android',
  logo: 'it was centred on a square and the sides were filled with the background colour (transparent where the platform allows)',
  'full-bleed':
    'as a picture with no plain background to extend, it was cropped to its centred square on every platform. Check that nothing important was cut off',
};

export function artworkWarnings(image: OpenedImage, kind: SeparationKind): string[] {
  const warnings: string[] = [];
  if (image.width !== image.height) {
    warnings.push(
      `Your image is ${image.width}×${image.height}, not square: ${SQUARED[kind]}. A square image gives the best result.`,
    );
  }
  if (Math.max(image.width, image.height) < ARTWORK_SIZE) {
    warnings.push(
      `Your image is smaller than ${ARTWORK_SIZE}×${ARTWORK_SIZE}, so the larger icons (App Store ${ARTWORK_SIZE}, Play Store ${PLAY_STORE_ICON.size}) were enlarged and may look soft. Upload a ${ARTWORK_SIZE}×${ARTWORK_SIZE} image for sharp icons.`,
    );
  }
  return warnings;
}
