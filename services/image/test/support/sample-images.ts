import { deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

export const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/**
 * A logo on a transparent background: an orange ellipse with a white square in it. Not a circle:
 * a round disc with something on it is a badge, whose disc is its plate (see roundBadge).
 */
export async function transparentLogo(size = 1024): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <ellipse cx="${size / 2}" cy="${size / 2}" rx="${size * 0.4}" ry="${size * 0.34}" fill="#e8590c"/>
    <rect x="${size * 0.4}" y="${size * 0.4}" width="${size * 0.2}" height="${size * 0.2}" fill="#ffffff"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export function solidImage(
  width: number,
  height: number,
  colour: string,
  format: 'png' | 'jpeg' | 'webp' = 'png',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    [format]()
    .toBuffer();
}

/** Left half red, right half blue: shows which way an image was turned. */
export function halvesImage(width: number, height: number): Sharp {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } }).composite([
    { input: { create: { width: width - half, height, channels: 3, background: '#0000ff' } }, left: half, top: 0 },
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** One PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny, valid-looking PNG whose header claims a huge size: a decompression bomb's first bytes. */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3 * 4))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function pixelAt(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [...data.subarray(offset, offset + info.channels)];
}

/** A picture without a plate: overlapping coloured discs in every part of the square, edges included. */
export const photo = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">${[
        ['#2E7D32', 100, 100, 300],
        ['#F9A825', 900, 150, 320],
        ['#6A1B9A', 150, 850, 330],
        ['#0277BD', 880, 880, 300],
        ['#D84315', 512, 512, 260],
        ['#ECEFF1', 512, 0, 160],
        ['#263238', 0, 512, 180],
      ]
        .map(([fill, cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`)
        .join('')}</svg>`,
    ),
  )
    .png()
    .toBuffer()
    .then((png) => sharp(png).flatten({ background: '#8D6E63' }).jpeg().toBuffer());
