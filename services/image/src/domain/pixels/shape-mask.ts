/** Launcher shapes as SVG alpha masks, composited with `dest-in` to cut a square icon to shape. */
export type IconShape = 'circle' | 'rounded-square';

/** Corner radius of the legacy square Android icon, as a share of its side. */
const ROUNDED_SQUARE_RADIUS = 0.1;

export function shapeMask(shape: IconShape, size: number): Buffer {
  const body =
    shape === 'circle'
      ? `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="#fff"/>`
      : `<rect width="${size}" height="${size}" rx="${size * ROUNDED_SQUARE_RADIUS}" fill="#fff"/>`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`,
  );
}
