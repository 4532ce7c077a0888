import type { Sharp } from 'sharp';
import { perImageCache } from './per-image-cache';
import { fromRaw, toRaw, type RawImage } from './raw-image';

/**
 * zlib level 6 is libpng's default; adaptive filtering off keeps encoding fast for the 40-odd
 * icons of a set (icons are small, the size gain from adaptive filtering is a few percent).
 */
const PNG_OPTIONS = { compressionLevel: 6, adaptiveFiltering: false } as const;

export interface ResizeOptions {
  /** Write RGBA even when every pixel is opaque (Play asks for a 32-bit PNG). */
  readonly withAlpha?: boolean;
  /** The layer's only output smaller than itself: no half-size copy is made for it. */
  readonly single?: boolean;
}

/** Half-size copies and PNGs, each made once per layer. */
const halves = perImageCache<Promise<RawImage>>();
const encoded = perImageCache<Promise<Buffer>>();
const HALVED_FROM = 512;

/**
 * Icons of half a large layer's size or less are resized from its half-size copy, made once: a
 * set resizes one 1024 px layer to a dozen sizes, and reading all of it (premultiplying its
 * alpha) for a 16 px favicon cost more than the favicon. A layer with one small output
 * (`single`) is resized straight from it, which costs less than making the copy.
 */
function sourceFor(layer: RawImage, size: number, single: boolean): Promise<RawImage> | RawImage {
  const half = Math.floor(layer.width / 2);
  if (single || layer.width !== layer.height || layer.width < HALVED_FROM || size > half) return layer;
  return halves(layer, 'half', () => toRaw(fromRaw(layer).resize(half, half, { fit: 'fill', kernel: 'lanczos3' })));
}

function encode(source: RawImage, size: number, options: ResizeOptions): Promise<Buffer> {
  let pipeline: Sharp = fromRaw(source);
  if (source.width !== size) pipeline = pipeline.resize(size, size, { fit: 'fill', kernel: 'lanczos3' });
  if (options.withAlpha) pipeline = pipeline.ensureAlpha();
  return pipeline.png(PNG_OPTIONS).toBuffer();
}

/** One square PNG of `size` px from in-memory pixels, made once per layer, size and kind: no decoding of the upload here. */
export async function resizedPng(
  layer: RawImage | Promise<RawImage>,
  size: number,
  options: ResizeOptions = {},
): Promise<Buffer> {
  const image = await layer;
  return encoded(image, `${size}${options.withAlpha ? '+alpha' : ''}`, async () =>
    encode(await sourceFor(image, size, options.single ?? false), size, options),
  );
}
