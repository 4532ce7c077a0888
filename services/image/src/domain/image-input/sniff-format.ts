/** What the first bytes of an upload say it is; the declared MIME type is never trusted. */
export type SniffedFormat = 'png' | 'jpeg' | 'webp' | 'svg' | 'gif' | 'heic' | 'avif' | 'bmp' | 'tiff' | 'pdf' | 'unknown';
/** What the service decodes: sharp reads PNG, JPEG and WebP; HEIC goes through a WebAssembly decoder. */
export type RasterFormat = Extract<SniffedFormat, 'png' | 'jpeg' | 'webp' | 'heic'>;

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

function startsWith(bytes: Buffer, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/** ISO-BMFF brands (HEIC, AVIF) sit at bytes 8-12 after the `ftyp` box type. */
function isoBrand(bytes: Buffer): SniffedFormat | undefined {
  if (ascii(bytes, 4, 8) !== 'ftyp') return undefined;
  const brand = ascii(bytes, 8, 12);
  if (brand.startsWith('avi')) return 'avif';
  if (['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'heic';
  return undefined;
}

/** SVG is text: skip a BOM and whitespace, then look for an XML prolog, a comment or `<svg`. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = ascii(bytes, 0, 1024)
    .replace(/^\xEF\xBB\xBF/, '')
    .trimStart()
    .toLowerCase();
  return (
    head.startsWith('<svg') ||
    ((head.startsWith('<?xml') || head.startsWith('<!--') || head.startsWith('<!doctype svg')) && head.includes('<svg'))
  );
}

export function sniffImageFormat(bytes: Buffer): SniffedFormat {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (ascii(bytes, 0, 2) === 'BM') return 'bmp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  return isoBrand(bytes) ?? (looksLikeSvg(bytes) ? 'svg' : 'unknown');
}

export const isRasterFormat = (format: SniffedFormat): format is RasterFormat =>
  format === 'png' || format === 'jpeg' || format === 'webp' || format === 'heic';
