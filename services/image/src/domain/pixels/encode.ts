import type { Sharp } from 'sharp';
import { fromRaw, type RawImage } from './raw-image';

/**
 * zlib level 6 is libpng's default; adaptive filtering off keeps encoding fast for the 40-odd
 * icons of a set (icons are small, the size gain from adaptive filtering is a few percent).
 */
const PNG_OPTIONS = { compressionLevel: 6, adaptiveFiltering: false } as const;

export interface ResizeOptions {
  /** Write RGBA even when every pixel is opaque (Play asks for a 32-bit PNG). */
  readonly withAlpha?: boolean;
}

/** One square PNG of `size` px from in-memory pixels: no decoding of the upload here. */
export async function resizedPng(
  layer: RawImage | Promise<RawImage>,
  size: number,
  options: ResizeOptions = {},
): Promise<Buffer> {
  let pipeline: Sharp = fromRaw(await layer).resize(size, size, { fit: 'fill', kernel: 'lanczos3' });
  if (options.withAlpha) pipeline = pipeline.ensureAlpha();
  return pipeline.png(PNG_OPTIONS).toBuffer();
}
