/**
 * Facts read straight from a PNG's IHDR chunk, without an image library: what App Store
 * Connect's validator looks at (colour type 2 = RGB, 6 = RGBA, 3 = palette).
 */
export interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngHeader(png: Buffer): PngHeader {
  if (!png.subarray(0, 8).equals(SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR') throw new Error('Not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), bitDepth: png[24]!, colourType: png[25]! };
}

/** True when the PNG has a tRNS chunk (transparency for RGB or palette images). */
export function hasTransparencyChunk(png: Buffer): boolean {
  let offset = 8;
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    if (type === 'tRNS') return true;
    if (type === 'IEND') return false;
    offset += 12 + length;
  }
  return false;
}
