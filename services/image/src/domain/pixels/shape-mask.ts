import sharp from 'sharp';
import { divide255 } from './blend';
import type { RawImage } from './raw-image';

/**
 * Launcher shapes, drawn as SVG and kept as alpha masks, to cut a square icon to shape: the
 * legacy square and round icons, and the previews of what launchers show.
 */
export type IconShape = 'circle' | 'rounded-square' | 'squircle' | 'teardrop';

export const PREVIEW_SHAPES: readonly IconShape[] = ['circle', 'squircle', 'rounded-square', 'teardrop'];

/** Corner radius of the legacy square Android icon and the rounded-square mask, as a share of its side. */
const ROUNDED_SQUARE_RADIUS = 0.1;
/** Superellipse exponent of the squircle (|x|^n + |y|^n = 1), close to the Pixel and One UI squircles. */
const SQUIRCLE_EXPONENT = 4;

function squirclePath(size: number): string {
  const half = size / 2;
  const points: string[] = [];
  for (let step = 0; step < 360; step++) {
    const angle = (step / 360) * 2 * Math.PI;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const x = half + half * Math.sign(cos) * Math.abs(cos) ** (2 / SQUIRCLE_EXPONENT);
    const y = half + half * Math.sign(sin) * Math.abs(sin) ** (2 / SQUIRCLE_EXPONENT);
    points.push(`${x.toFixed(2)},${y.toFixed(2)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="#fff"/>`;
}

/** Three round corners and one square one (bottom right), as the teardrop shape of some launchers. */
function teardropPath(size: number): string {
  const r = size / 2;
  return `<path d="M0,${r} A${r},${r} 0 0 1 ${r},0 A${r},${r} 0 0 1 ${size},${r} L${size},${size} L${r},${size} A${r},${r} 0 0 1 0,${r} Z" fill="#fff"/>`;
}

function shapeSvg(shape: IconShape, size: number): Buffer {
  const bodies: Record<IconShape, () => string> = {
    circle: () => `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="#fff"/>`,
    'rounded-square': () => `<rect width="${size}" height="${size}" rx="${size * ROUNDED_SQUARE_RADIUS}" fill="#fff"/>`,
    squircle: () => squirclePath(size),
    teardrop: () => teardropPath(size),
  };
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${bodies[shape]()}</svg>`,
  );
}

/** Each shape's coverage (one byte per pixel) at each size asked for: rendered once, then reused. */
const masks = new Map<string, Promise<Buffer>>();

function maskAlpha(shape: IconShape, size: number): Promise<Buffer> {
  const key = `${shape}@${size}`;
  let mask = masks.get(key);
  if (!mask) {
    mask = sharp(shapeSvg(shape, size)).ensureAlpha().extractChannel('alpha').raw().toBuffer();
    masks.set(key, mask);
  }
  return mask;
}

/** A square image cut to the shape (as `dest-in` would): RGBA, its colours kept, transparent outside. */
export async function cutToShape(image: RawImage, shape: IconShape): Promise<RawImage> {
  const mask = await maskAlpha(shape, image.width);
  const { data, channels } = image;
  const pixels = image.width * image.height;
  const out = Buffer.allocUnsafe(pixels * 4);
  for (let i = 0, from = 0, to = 0; i < pixels; i++, from += channels, to += 4) {
    out[to] = data[from]!;
    out[to + 1] = data[from + 1]!;
    out[to + 2] = data[from + 2]!;
    out[to + 3] = channels === 4 ? divide255(data[from + 3]! * mask[i]!) : mask[i]!;
  }
  return { data: out, width: image.width, height: image.height, channels: 4 };
}
