import sharp, { type Sharp } from 'sharp';

/** Decoded 8-bit pixels kept in memory, so each output resizes from them instead of decoding the upload again. */
export interface RawImage {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
  readonly channels: 3 | 4;
}

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

export const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 } as const;

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

export const rgbToHex = ({ r, g, b }: Rgb) =>
  `#${[r, g, b]
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;

export function fromRaw(image: RawImage): Sharp {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } });
}

export async function toRaw(pipeline: Sharp): Promise<RawImage> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 3 && info.channels !== 4) throw new Error(`Expected 3 or 4 channels, got ${info.channels}`);
  return { data, width: info.width, height: info.height, channels: info.channels };
}
