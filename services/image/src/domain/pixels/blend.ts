import type { RawImage, Rgb } from './raw-image';

/** What an artwork pixel becomes before it is laid down: an RGB triple packed as 0xRRGGBB. */
export type Paint = (r: number, g: number, b: number) => number;

export const asIs: Paint = (r, g, b) => (r << 16) | (g << 8) | b;

/** x / 255 rounded, exact for 0 ≤ x ≤ 255 × 255, in integer arithmetic. */
export const divide255 = (x: number) => (x + 128 + ((x + 128) >> 8)) >> 8;

/** An opaque RGB image of one colour. */
export function solid(colour: Rgb, width: number, height: number): RawImage {
  const data = Buffer.allocUnsafe(width * height * 3).fill(Buffer.from([colour.r, colour.g, colour.b]));
  return { data, width, height, channels: 3 };
}

/**
 * The artwork (RGBA), each pixel painted (kept as it is by default), laid over an opaque
 * backdrop (an RGB image of the same size, or a colour): one pass into a new RGB image. Cheaper
 * than an image pipeline for a 1024 px layer, whose raw round trip costs more than the blending.
 */
export function over(backdrop: RawImage | Rgb, artwork: RawImage, paint: Paint = asIs): RawImage {
  if (artwork.channels !== 4) throw new Error(`over() takes RGBA artwork, got ${artwork.channels} channels`);
  const pixels = artwork.width * artwork.height;
  const out = 'data' in backdrop ? Buffer.from(backdrop.data) : solid(backdrop, artwork.width, artwork.height).data;
  const { data } = artwork;
  for (let i = 0, o = 0, a = 3; i < pixels; i++, o += 3, a += 4) {
    const alpha = data[a]!;
    if (alpha === 0) continue;
    const colour = paint(data[a - 3]!, data[a - 2]!, data[a - 1]!);
    if (alpha === 255) {
      out[o] = colour >> 16;
      out[o + 1] = (colour >> 8) & 0xff;
      out[o + 2] = colour & 0xff;
      continue;
    }
    const keep = 255 - alpha;
    out[o] = divide255((colour >> 16) * alpha + out[o]! * keep);
    out[o + 1] = divide255(((colour >> 8) & 0xff) * alpha + out[o + 1]! * keep);
    out[o + 2] = divide255((colour & 0xff) * alpha + out[o + 2]! * keep);
  }
  return { data: out, width: artwork.width, height: artwork.height, channels: 3 };
}
