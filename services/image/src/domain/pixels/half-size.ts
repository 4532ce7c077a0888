import type { RawImage } from './raw-image';
import * as rgba from './rgba-words';

// Bound here, not imported by name: see blend.ts.
const { alphaOf, blueOf, greenOf, redOf, wordsOf } = rgba;

/**
 * The image at half its size, each pixel the average of a 2×2 block (a mipmap level); with alpha,
 * colours are weighted by it, so transparent pixels lend no colour to an edge. For layers of even
 * size. One pass in JavaScript: libvips premultiplies every pixel of an image with alpha in
 * floating point before it resizes, which costs five times this average.
 */
export function halfSize(image: RawImage): RawImage {
  const { width, height, channels, data } = image;
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error(`halfSize() takes an even size, got ${width}×${height}`);
  const halfWidth = width / 2;
  const halfHeight = height / 2;
  const out = Buffer.allocUnsafe(halfWidth * halfHeight * channels);
  if (channels === 3) {
    const row = width * 3;
    for (let y = 0, o = 0; y < halfHeight; y++) {
      for (let x = 0, i = y * 2 * row; x < halfWidth; x++, i += 6, o += 3) {
        out[o] = (data[i]! + data[i + 3]! + data[i + row]! + data[i + row + 3]! + 2) >> 2;
        out[o + 1] = (data[i + 1]! + data[i + 4]! + data[i + row + 1]! + data[i + row + 4]! + 2) >> 2;
        out[o + 2] = (data[i + 2]! + data[i + 5]! + data[i + row + 2]! + data[i + row + 5]! + 2) >> 2;
      }
    }
    return { data: out, width: halfWidth, height: halfHeight, channels };
  }
  const words = wordsOf(data);
  for (let y = 0, o = 0; y < halfHeight; y++) {
    for (let x = 0, i = y * 2 * width; x < halfWidth; x++, i += 2, o += 4) {
      const a = words[i]!;
      const b = words[i + 1]!;
      const c = words[i + width]!;
      const d = words[i + width + 1]!;
      const wa = alphaOf(a);
      const wb = alphaOf(b);
      const wc = alphaOf(c);
      const wd = alphaOf(d);
      const weight = wa + wb + wc + wd;
      out[o + 3] = (weight + 2) >> 2;
      if (weight === 0) {
        out[o] = out[o + 1] = out[o + 2] = 0;
        continue;
      }
      const half = weight >> 1;
      out[o] = (redOf(a) * wa + redOf(b) * wb + redOf(c) * wc + redOf(d) * wd + half) / weight;
      out[o + 1] = (greenOf(a) * wa + greenOf(b) * wb + greenOf(c) * wc + greenOf(d) * wd + half) / weight;
      out[o + 2] = (blueOf(a) * wa + blueOf(b) * wb + blueOf(c) * wc + blueOf(d) * wd + half) / weight;
    }
  }
  return { data: out, width: halfWidth, height: halfHeight, channels };
}
