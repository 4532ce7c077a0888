import type { Sharp } from 'sharp';
import { halfSize } from './half-size';
import { perImageCache } from './per-image-cache';
import { fromRaw, toRaw, type RawImage } from './raw-image';

/**
 * zlib level 6 is libpng's default; adaptive filtering off keeps encoding fast for the 40-odd
 * icons of a set (icons are small, the size gain from adaptive filtering is a few percent).
 */
const PNG_OPTIONS = { compressionLevel: 6, adaptiveFiltering: false } as const;
const LANCZOS = { fit: 'fill', kernel: 'lanczos3' } as const;

export interface ResizeOptions {
  /** Write RGBA even when every pixel is opaque (Play asks for a 32-bit PNG). */
  readonly withAlpha?: boolean;
  /** The layer's only output smaller than itself: it is resized straight from the layer, with no smaller level made for it. */
  readonly single?: boolean;
}

/** Half-size levels, resized pixels and PNGs, each made once per layer. */
const halves = perImageCache<RawImage>();
const resized = perImageCache<Promise<RawImage>>();
const encoded = perImageCache<Promise<Buffer>>();

/**
 * The smallest level of the layer's mipmap (halves by 2×2 averaging, made once) that is still at
 * least `size`: an output is resized from at most twice its size, instead of reading a whole
 * 1024 px layer (premultiplying its alpha) for a 16 px favicon. A layer with one small output
 * (`single`) is resized straight from the layer, which costs less than making its levels.
 */
function levelFor(layer: RawImage, size: number, single: boolean): RawImage {
  if (single) return layer;
  let level = layer;
  while (level.width === level.height && level.width % 2 === 0 && level.width / 2 >= size) {
    const larger = level;
    level = halves(larger, 'half', () => halfSize(larger));
  }
  return level;
}

function encode(source: RawImage, size: number, options: ResizeOptions): Promise<Buffer> {
  let pipeline: Sharp = fromRaw(source);
  if (source.width !== size) pipeline = pipeline.resize(size, size, LANCZOS);
  if (options.withAlpha) pipeline = pipeline.ensureAlpha();
  return pipeline.png(PNG_OPTIONS).toBuffer();
}

/** The layer resized to a square of `size` px, as pixels (to be cut to a shape at that size), made once per layer and size. */
export function resizedPixels(layer: RawImage, size: number): Promise<RawImage> {
  return resized(layer, `${size}`, async () => {
    const level = levelFor(layer, size, false);
    return level.width === size ? level : toRaw(fromRaw(level).resize(size, size, LANCZOS));
  });
}

/** One square PNG of `size` px from in-memory pixels, made once per layer, size and kind: no decoding of the upload here. */
export async function resizedPng(
  layer: RawImage | Promise<RawImage>,
  size: number,
  options: ResizeOptions = {},
): Promise<Buffer> {
  const image = await layer;
  return encoded(image, `${size}${options.withAlpha ? '+alpha' : ''}`, () =>
    encode(levelFor(image, size, options.single ?? false), size, options),
  );
}
