import { fileTooLarge, invalidImageData } from './image-errors';

/** `data:<type>[;param=value]*;base64,<payload>`; the declared type is ignored (the bytes decide). */
const DATA_URL = /^data:(?:[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+)?(?:;[a-z0-9_.-]+=[^;,]*)*;base64,/i;
/** Outside the standard alphabet; a negated search stays linear on a 14 MB payload. */
const NOT_BASE64 = /[^A-Za-z0-9+/]/;

/** Decoded size, known before decoding, so an oversized upload is refused without allocating it. */
function base64DecodedLength(payload: string): number {
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return (payload.length / 4) * 3 - padding;
}

/** Whole 4-character quanta, the standard alphabet, `=` padding only at the very end. */
function isStrictBase64(payload: string): boolean {
  if (payload.length % 4 !== 0) return false;
  const body = payload.replace(/={1,2}$/, '');
  return !NOT_BASE64.test(body);
}

/**
 * Strict data-URL parsing: Node's base64 decoder silently skips bad characters, so the
 * payload is checked against the alphabet first and garbage is refused, not half-decoded.
 */
export function decodeImageDataUrl(dataUrl: string, maxBytes: number): Buffer {
  const prefix = DATA_URL.exec(dataUrl.slice(0, 512));
  if (!prefix) throw invalidImageData('The image must be sent as a base64 data URL (data:image/png;base64,...)');
  const payload = dataUrl.slice(prefix[0].length);
  if (payload.length === 0) throw invalidImageData('The image is empty');
  if (!isStrictBase64(payload)) throw invalidImageData('The image data is not valid base64');
  if (base64DecodedLength(payload) > maxBytes) throw fileTooLarge();
  return Buffer.from(payload, 'base64');
}
