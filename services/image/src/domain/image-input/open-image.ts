import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGE_MAX_PIXELS, APP_STORE_MARKETING_ICON_PX } from '@aiapp/store-facts';
import { decodeHeic } from './heic';
import { unprocessableImage, unsupportedImage } from './image-errors';
import { isRasterFormat, sniffImageFormat, type RasterFormat } from './sniff-format';

export interface OpenedImage {
  readonly format: RasterFormat;
  /** As displayed, after EXIF orientation. */
  readonly width: number;
  readonly height: number;
  readonly hasAlpha: boolean;
  /** A fresh decoder of the upload, EXIF orientation applied, pixel limit enforced. */
  decode(): Sharp;
}

const FORMAT_NAMES: Record<string, string> = {
  svg: 'SVG',
  gif: 'GIF',
  avif: 'AVIF',
  bmp: 'BMP',
  tiff: 'TIFF',
  pdf: 'PDF',
};

const defaultUnsupportedMessage = (format: string) =>
  format === 'svg'
    ? `SVG images are not supported. Export your artwork as a PNG (${APP_STORE_MARKETING_ICON_PX}×${APP_STORE_MARKETING_ICON_PX} or larger) and upload that.`
    : `Only PNG, JPEG, WebP and HEIC images are supported${FORMAT_NAMES[format] ? ` (this file is ${FORMAT_NAMES[format]})` : ''}.`;

const tooManyPixelsMessage = (width: number, height: number) =>
  `The image is ${width}×${height} pixels; images up to ${IMAGE_MAX_PIXELS / 1_000_000} megapixels are accepted. Scale it down and try again.`;

/**
 * Checks what the bytes are and how big they decode before any pixel is decoded: the format is
 * sniffed, the header read, the pixel count bounded; then hands out decoders with the same limits.
 */
export async function openImage(bytes: Buffer, unsupportedMessage = defaultUnsupportedMessage): Promise<OpenedImage> {
  const format = sniffImageFormat(bytes);
  if (!isRasterFormat(format)) throw unsupportedImage(unsupportedMessage(format));
  if (format === 'heic') return openHeic(bytes);
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, autoOrient: true } as const;
  let metadata: Metadata;
  try {
    // Reads the header only; unlimited here so an oversized image gets the message naming its size.
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw unprocessableImage(DAMAGED);
  }
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) throw unprocessableImage('The image has no size; the file may be damaged.');
  if (width * height > IMAGE_MAX_PIXELS) throw unprocessableImage(tooManyPixelsMessage(width, height));
  return { format, width, height, hasAlpha: metadata.hasAlpha === true, decode: () => sharp(bytes, options) };
}

const DAMAGED = 'The image could not be read; the file may be damaged. Try exporting it again.';

/** HEIC is decoded up front (in a worker); its decoder then reads the kept pixels. */
async function openHeic(bytes: Buffer): Promise<OpenedImage> {
  const result = await decodeHeic(bytes, IMAGE_MAX_PIXELS);
  if (result.kind === 'unreadable') throw unprocessableImage(DAMAGED);
  if (result.kind === 'too-large') throw unprocessableImage(tooManyPixelsMessage(result.width, result.height));
  const { image } = result;
  const raw = { width: image.width, height: image.height, channels: image.channels };
  return { format: 'heic', width: image.width, height: image.height, hasAlpha: true, decode: () => sharp(image.data, { raw }) };
}

/** Runs a decode pipeline, turning libvips failures on damaged pixel data into a clear 422. */
export async function decodeOrExplain<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message))
      throw unprocessableImage('The image has more pixels than we can process. Scale it down and try again.');
    throw unprocessableImage('The image could not be decoded; the file may be damaged or truncated. Try exporting it again.');
  }
}
