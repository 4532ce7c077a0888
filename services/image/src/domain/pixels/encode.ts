import type { Sharp } from 'sharp';
import { fromRaw, toRaw, type RawImage } from './raw-image';

/**
 * zlib level 6 is libpng's default; adaptive filtering off keeps encoding fast for the 40-odd
 * icons of a set (icons are small, the size gain from adaptive filtering is a few percent).
 */
const PNG_OPTIONS = { compressionLevel: 6, adaptiveFiltering: false } as const;

export interface ResizeOptions {
  /** Write RGBA even when every pixel is opaque (Play asks for a 32-bit PNG). */
  readonly withAlpha?: boolean;
}

/**
 * Each large layer's half-size copy, made once on first use. Icons of half the layer's size or
 * less are resized from it: a set resizes one 1024 px layer to a dozen sizes, and reading all of
 * it (premultiplying its alpha) for a 16 px favicon cost more than the favicon.
 */
const halves = new WeakMap<RawImage, Promise<RawImage>>();
const HALVED_FROM = 512;

function sourceFor(layer: RawImage, size: number): Promise<RawImage> | RawImage {
  const half = Math.floor(layer.width / 2);
  if (layer.width !== layer.height || layer.width < HALVED_FROM || size > half) return layer;
  let copy = halves.get(layer);
  if (!copy) {
    copy = toRaw(fromRaw(layer).resize(half, half, { fit: 'fill', kernel: 'lanczos3' }));
    halves.set(layer, copy);
  }
  return copy;
}

/** One square PNG of `size` px from in-memory pixels: no decoding of the upload here. */
export async function resizedPng(
  layer: RawImage | Promise<RawImage>,
  size: number,
  options: ResizeOptions = {},
): Promise<Buffer> {
  const source = await sourceFor(await layer, size);
  let pipeline: Sharp = fromRaw(source);
  if (source.width !== size) pipeline = pipeline.resize(size, size, { fit: 'fill', kernel: 'lanczos3' });
  if (options.withAlpha) pipeline = pipeline.ensureAlpha();
  return pipeline.png(PNG_OPTIONS).toBuffer();
}
