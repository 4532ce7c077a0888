/**
 * RGBA pixels as 32-bit words, for the loops that run over whole layers: one load or store per
 * pixel instead of four. The words are read in little-endian order (R in the low byte), the byte
 * order of every platform this service is built for; the accessors inline to single shifts. Words
 * are signed (Int32Array), so a word with alpha ≥ 128 stays a small integer rather than a heap number.
 */
if (new Uint8Array(new Uint32Array([1]).buffer)[0] !== 1) {
  throw new Error('The image service reads pixels as little-endian words and cannot run on a big-endian machine');
}

export const redOf = (word: number) => word & 0xff;
export const greenOf = (word: number) => (word >>> 8) & 0xff;
export const blueOf = (word: number) => (word >>> 16) & 0xff;
export const alphaOf = (word: number) => word >>> 24;
/** The colour of a word without its alpha. */
export const rgbOf = (word: number) => word & 0xffffff;
export const withAlpha = (rgb: number, alpha: number) => rgb | (alpha << 24);
export const wordOf = (r: number, g: number, b: number, alpha: number) => withAlpha(r | (g << 8) | (b << 16), alpha);

/** The pixels of RGBA bytes as words: a view when the bytes are 4-aligned (as decoded and allocated layers are), else a copy. */
export function wordsOf(data: Uint8Array): Int32Array {
  if (data.byteOffset % 4 === 0) return new Int32Array(data.buffer, data.byteOffset, data.length >>> 2);
  return new Int32Array(Uint8Array.from(data).buffer);
}

/** A new RGBA buffer, zeroed (transparent), with its word view for writing. */
export function newRgba(pixels: number): { readonly data: Buffer; readonly words: Int32Array } {
  const words = new Int32Array(pixels);
  return { data: Buffer.from(words.buffer), words };
}
