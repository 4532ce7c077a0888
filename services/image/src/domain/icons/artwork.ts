import { APP_STORE_MARKETING_ICON_PX, PLAY_STORE_ICON } from '@aiapp/contracts';
import { decodeOrExplain, type OpenedImage } from '../image-input/open-image';
import { clampedBytes, paintPlaneRow, type ColourPlane } from '../pixels/plane-fit';
import type { SeparationKind } from './adaptive/separate-layers';
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
export function squareUpOnPlate(source: RawImage, plate: ColourPlane, size = ARTWORK_SIZE): RawImage {
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

/** What fills the sides of a non-square upload, as the opaque icons show it. */
const SQUARED_SIDES: Record<SeparationKind, string> = {
  plate: 'its own background (flat or gradient) was extended to fill the sides, on iOS as on Android',
  logo: 'the sides filled with the background colour (transparent where the platform allows)',
  // Android's layers and the web maskable icon cover their square with the picture instead.
  'full-bleed':
    'the sides filled with the background colour on iOS (transparent where the platform allows), while Android fills its icon with the picture and crops its longer side',
};

export function artworkWarnings(image: OpenedImage, kind: SeparationKind): string[] {
  const warnings: string[] = [];
  if (image.width !== image.height) {
    warnings.push(
      `Your image is ${image.width}×${image.height}, not square: it was centred on a square and ${SQUARED_SIDES[kind]}. A square image gives the best result.`,
    );
  }
  if (Math.max(image.width, image.height) < ARTWORK_SIZE) {
    warnings.push(
      `Your image is smaller than ${ARTWORK_SIZE}×${ARTWORK_SIZE}, so the larger icons (App Store ${ARTWORK_SIZE}, Play Store ${PLAY_STORE_ICON.size}) were enlarged and may look soft. Upload a ${ARTWORK_SIZE}×${ARTWORK_SIZE} image for sharp icons.`,
    );
  }
  return warnings;
}
