import { crc32 } from './crc32';

/**
 * A PNG without an alpha channel (colour type 2, 8-bit RGB) from RGBA pixels. Canvas
 * toBlob() always writes RGBA (colour type 6), which App Store Connect rejects for
 * screenshots even when every pixel is opaque; the pixels here are opaque, so the alpha
 * byte is simply dropped. Deflate is the platform's CompressionStream (zlib format, as IDAT wants).
 */

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const COLOUR_TYPE_RGB = 2;
const FILTER_UP = 2;

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** Scanlines with the Up filter: flat areas and vertical gradients turn into runs of zeros. */
function filteredScanlines(rgba: Uint8ClampedArray, width: number, height: number): Uint8Array {
  const stride = width * 3 + 1;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    let o = y * stride;
    out[o++] = FILTER_UP;
    let p = y * width * 4;
    const above = p - width * 4;
    for (let x = 0; x < width; x++, p += 4) {
      if (y === 0) {
        out[o++] = rgba[p]!;
        out[o++] = rgba[p + 1]!;
        out[o++] = rgba[p + 2]!;
      } else {
        const q = above + x * 4;
        out[o++] = rgba[p]! - rgba[q]!;
        out[o++] = rgba[p + 1]! - rgba[q + 1]!;
        out[o++] = rgba[p + 2]! - rgba[q + 2]!;
      }
    }
  }
  return out;
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function encodeRgbPng(rgba: Uint8ClampedArray, width: number, height: number): Promise<Uint8Array> {
  if (rgba.length !== width * height * 4) throw new Error('The pixel buffer does not match the image size');
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, COLOUR_TYPE_RGB, 0, 0, 0], 8);
  const parts = [
    Uint8Array.from(SIGNATURE),
    chunk('IHDR', header),
    chunk('IDAT', await deflate(filteredScanlines(rgba, width, height))),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
