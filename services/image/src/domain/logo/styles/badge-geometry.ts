import { formatNumber } from '../svg-elements';

export interface Point {
  x: number;
  y: number;
}

/** Angle 0 points right, angles grow clockwise (SVG's y axis points down). */
function polar(center: Point, radius: number, degrees: number): Point {
  const radians = (degrees * Math.PI) / 180;
  return { x: center.x + radius * Math.cos(radians), y: center.y + radius * Math.sin(radians) };
}

/** Evenly spaced points on a circle, starting at 12 o'clock. */
export function pointsOnCircle(center: Point, radius: number, count: number): Point[] {
  return Array.from({ length: count }, (_, index) => polar(center, radius, -90 + (index * 360) / count));
}

function polygon(points: readonly Point[]): string {
  return `M ${points.map((p) => `${formatNumber(p.x)} ${formatNumber(p.y)}`).join(' L ')} Z`;
}

/** Five-pointed star, used as an ornament on the badge ring. */
export function starPath(center: Point, outerRadius: number): string {
  const points = Array.from({ length: 10 }, (_, index) =>
    polar(center, index % 2 === 0 ? outerRadius : outerRadius * 0.45, -90 + index * 36),
  );
  return polygon(points);
}

export interface RibbonGeometry {
  /** Visible front band. */
  band: { x: number; y: number; width: number; height: number };
  /** How far the tails stick out beyond the band and drop below it. */
  tailLength: number;
  drop: number;
}

/** Swallow-tailed ends that sit behind the band, one per side. */
export function ribbonTailPaths({ band, tailLength, drop }: RibbonGeometry): string[] {
  const top = band.y + drop;
  const bottom = band.y + band.height + drop;
  const notch = band.height * 0.32;
  const inset = tailLength * 0.6;
  const left = band.x - tailLength;
  const right = band.x + band.width + tailLength;
  return [
    polygon([
      { x: band.x + inset, y: top },
      { x: left, y: top },
      { x: left + notch, y: (top + bottom) / 2 },
      { x: left, y: bottom },
      { x: band.x + inset, y: bottom },
    ]),
    polygon([
      { x: band.x + band.width - inset, y: top },
      { x: right, y: top },
      { x: right - notch, y: (top + bottom) / 2 },
      { x: right, y: bottom },
      { x: band.x + band.width - inset, y: bottom },
    ]),
  ];
}

/** Small dark triangles that read as the ribbon folding behind itself. */
export function ribbonFoldPaths({ band, drop }: RibbonGeometry): string[] {
  const bottom = band.y + band.height;
  const right = band.x + band.width;
  return [
    polygon([
      { x: band.x, y: bottom },
      { x: band.x + drop, y: bottom + drop },
      { x: band.x + drop, y: bottom },
    ]),
    polygon([
      { x: right, y: bottom },
      { x: right - drop, y: bottom + drop },
      { x: right - drop, y: bottom },
    ]),
  ];
}
