import { formatNumber } from '../svg-elements';

export interface Point {
  x: number;
  y: number;
}

/** Angle 0 points right, angles grow clockwise (SVG's y axis points down). */
export function polar(center: Point, radius: number, degrees: number): Point {
  const radians = (degrees * Math.PI) / 180;
  return { x: center.x + radius * Math.cos(radians), y: center.y + radius * Math.sin(radians) };
}

/**
 * Half-circle path for textPath. The top arc runs left-to-right clockwise,
 * so glyphs stand outward; the bottom arc runs left-to-right anticlockwise,
 * so glyphs stay upright and read normally at the bottom of the badge.
 */
export function halfCirclePath(center: Point, radius: number, half: 'top' | 'bottom'): string {
  const left = formatNumber(center.x - radius);
  const right = formatNumber(center.x + radius);
  const y = formatNumber(center.y);
  const r = formatNumber(radius);
  const sweep = half === 'top' ? 1 : 0;
  return `M ${left} ${y} A ${r} ${r} 0 0 ${sweep} ${right} ${y}`;
}

/** Five-pointed star outline, used as a divider ornament on the ring. */
export function starPath(center: Point, outerRadius: number): string {
  const innerRadius = outerRadius * 0.45;
  const points: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    const radius = index % 2 === 0 ? outerRadius : innerRadius;
    const point = polar(center, radius, -90 + index * 36);
    points.push(`${formatNumber(point.x)} ${formatNumber(point.y)}`);
  }
  return `M ${points.join(' L ')} Z`;
}

/** Length of an arc of `degrees` on a circle. */
export function arcLength(radius: number, degrees: number): number {
  return (radius * degrees * Math.PI) / 180;
}
