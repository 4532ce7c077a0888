/**
 * Launcher shapes as SVG alpha masks, composited with `dest-in` to cut a square icon to shape:
 * the legacy square and round icons, and the previews of what launchers show.
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

export function shapeMask(shape: IconShape, size: number): Buffer {
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
