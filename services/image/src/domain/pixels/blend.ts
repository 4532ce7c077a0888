import type { RawImage, Rgb } from './raw-image';
import * as rgba from './rgba-words';

// Bound here, not imported by name: the CommonJS build reads a named import through the module
// object at each use, which keeps these one-shift accessors from inlining into the pixel loop.
const { alphaOf, blueOf, greenOf, redOf, rgbOf, wordsOf } = rgba;

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
 * Each artwork pixel is read as one word, and a colour is painted once per run of equal pixels.
 */
export function over(backdrop: RawImage | Rgb, artwork: RawImage, paint: Paint = asIs): RawImage {
  if (artwork.channels !== 4) throw new Error(`over() takes RGBA artwork, got ${artwork.channels} channels`);
  const pixels = artwork.width * artwork.height;
  const words = wordsOf(artwork.data);
  // The backdrop, copied or filled natively, shows wherever the artwork is transparent: those pixels are skipped.
  const out = 'data' in backdrop ? Buffer.from(backdrop.data) : solid(backdrop, artwork.width, artwork.height).data;
  const identity = paint === asIs;
  let lastRgb = -1;
  let painted = 0;
  for (let i = 0, o = 0; i < pixels; i++, o += 3) {
    const word = words[i]!;
    const alpha = alphaOf(word);
    if (alpha === 0) continue;
    let r = redOf(word);
    let g = greenOf(word);
    let b = blueOf(word);
    if (!identity) {
      const rgb = rgbOf(word);
      if (rgb !== lastRgb) {
        lastRgb = rgb;
        painted = paint(r, g, b);
      }
      r = painted >> 16;
      g = (painted >> 8) & 0xff;
      b = painted & 0xff;
    }
    if (alpha === 255) {
      out[o] = r;
      out[o + 1] = g;
      out[o + 2] = b;
      continue;
    }
    const keep = 255 - alpha;
    out[o] = divide255(r * alpha + out[o]! * keep);
    out[o + 1] = divide255(g * alpha + out[o + 1]! * keep);
    out[o + 2] = divide255(b * alpha + out[o + 2]! * keep);
  }
  return { data: out, width: artwork.width, height: artwork.height, channels: 3 };
}
