import type { RawImage } from './raw-image';
import * as rgba from './rgba-words';

// Bound here, not imported by name: see blend.ts.
const { alphaOf, blueOf, greenOf, newRgba, redOf, wordOf, wordsOf } = rgba;

/**
 * The image at half its size, each pixel the average of a 2×2 block (a mipmap level); with alpha,
 * colours are weighted by it, so transparent pixels lend no colour to an edge. For layers of even
 * size. One pass in JavaScript: libvips premultiplies every pixel of an image with alpha in
 * floating point before it resizes, which costs five times this average.
 */
export function halfSize(image: RawImage): RawImage {
  const { width, height, channels } = image;
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error(`halfSize() takes an even size, got ${width}×${height}`);
  const data = channels === 3 ? halfRgb(image) : halfRgba(image);
  return { data, width: width / 2, height: height / 2, channels };
}

function halfRgb({ data, width, height }: RawImage): Buffer {
  const out = Buffer.allocUnsafe((width / 2) * (height / 2) * 3);
  const row = width * 3;
  for (let y = 0, o = 0; y < height / 2; y++) {
    for (let x = 0, i = y * 2 * row; x < width / 2; x++, i += 6, o += 3) {
      out[o] = (data[i]! + data[i + 3]! + data[i + row]! + data[i + row + 3]! + 2) >> 2;
      out[o + 1] = (data[i + 1]! + data[i + 4]! + data[i + row + 1]! + data[i + row + 4]! + 2) >> 2;
      out[o + 2] = (data[i + 2]! + data[i + 5]! + data[i + row + 2]! + data[i + row + 5]! + 2) >> 2;
    }
  }
  return out;
}

function halfRgba({ data, width, height }: RawImage): Buffer {
  const halfWidth = width / 2;
  const halfHeight = height / 2;
  const words = wordsOf(data);
  const level = newRgba(halfWidth * halfHeight);
  for (let y = 0, o = 0; y < halfHeight; y++) {
    for (let x = 0, i = y * 2 * width; x < halfWidth; x++, i += 2, o++) {
      const a = words[i]!;
      const b = words[i + 1]!;
      const c = words[i + width]!;
      const d = words[i + width + 1]!;
      const wa = alphaOf(a);
      const wb = alphaOf(b);
      const wc = alphaOf(c);
      const wd = alphaOf(d);
      const weight = wa + wb + wc + wd;
      if (weight === 0) continue;
      if (weight === 4 * 255) {
        // Opaque: the weighted average reduces to the plain one, with no division.
        const red = (redOf(a) + redOf(b) + redOf(c) + redOf(d) + 2) >> 2;
        const green = (greenOf(a) + greenOf(b) + greenOf(c) + greenOf(d) + 2) >> 2;
        const blue = (blueOf(a) + blueOf(b) + blueOf(c) + blueOf(d) + 2) >> 2;
        level.words[o] = wordOf(red, green, blue, 255);
        continue;
      }
      const half = weight >> 1;
      const red = Math.floor((redOf(a) * wa + redOf(b) * wb + redOf(c) * wc + redOf(d) * wd + half) / weight);
      const green = Math.floor((greenOf(a) * wa + greenOf(b) * wb + greenOf(c) * wc + greenOf(d) * wd + half) / weight);
      const blue = Math.floor((blueOf(a) * wa + blueOf(b) * wb + blueOf(c) * wc + blueOf(d) * wd + half) / weight);
      level.words[o] = wordOf(red, green, blue, (weight + 2) >> 2);
    }
  }
  return level.data;
}
