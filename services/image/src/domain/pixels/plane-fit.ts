import type { Rgb } from './raw-image';

/** Colour as a linear function of position, per channel: value = a + b·x + c·y (a flat colour has b = c = 0). */
export interface ColourPlane {
  readonly r: readonly [number, number, number];
  readonly g: readonly [number, number, number];
  readonly b: readonly [number, number, number];
}

export interface PlaneSample {
  readonly x: number;
  readonly y: number;
  readonly colour: Rgb;
}

const clampByte = (value: number) => Math.min(255, Math.max(0, Math.round(value)));

const channelAt = ([a, b, c]: readonly [number, number, number], x: number, y: number) => clampByte(a + b * x + c * y);

export function planeColour(plane: ColourPlane, x: number, y: number): Rgb {
  return { r: channelAt(plane.r, x, y), g: channelAt(plane.g, x, y), b: channelAt(plane.b, x, y) };
}

/** A view of `data` whose writes round and clamp to bytes, as the plane painter needs. */
export const clampedBytes = (data: Buffer) => new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);

/**
 * `count` pixels of the plane along one row, from the point (x, y) in steps of `step` in x,
 * written as three bytes every `stride` bytes from `offset`. Each colour is carried along the row
 * by adding its slope, and the clamped view rounds and clamps it: no call and no object per
 * pixel, for loops over whole layers.
 */
export function paintPlaneRow(
  plane: ColourPlane,
  from: { readonly x: number; readonly y: number; readonly step: number; readonly count: number },
  out: Uint8ClampedArray,
  offset: number,
  stride: number,
): void {
  const { x, y, step, count } = from;
  let r = plane.r[0] + plane.r[1] * x + plane.r[2] * y;
  let g = plane.g[0] + plane.g[1] * x + plane.g[2] * y;
  let b = plane.b[0] + plane.b[1] * x + plane.b[2] * y;
  const dr = plane.r[1] * step;
  const dg = plane.g[1] * step;
  const db = plane.b[1] * step;
  for (let i = 0, o = offset; i < count; i++, o += stride, r += dr, g += dg, b += db) {
    out[o] = r;
    out[o + 1] = g;
    out[o + 2] = b;
  }
}

export const flatPlane = ({ r, g, b }: Rgb): ColourPlane => ({ r: [r, 0, 0], g: [g, 0, 0], b: [b, 0, 0] });

/** Solves the 3×3 system by Cramer's rule; undefined when the samples do not span a plane (all on one line). */
function solve3(m: number[][], v: number[]): [number, number, number] | undefined {
  const det = (a: number[][]) =>
    a[0]![0]! * (a[1]![1]! * a[2]![2]! - a[1]![2]! * a[2]![1]!) -
    a[0]![1]! * (a[1]![0]! * a[2]![2]! - a[1]![2]! * a[2]![0]!) +
    a[0]![2]! * (a[1]![0]! * a[2]![1]! - a[1]![1]! * a[2]![0]!);
  const d = det(m);
  if (Math.abs(d) < 1e-9) return undefined;
  const column = (i: number) => det(m.map((row, r) => row.map((cell, c) => (c === i ? v[r]! : cell))));
  return [column(0) / d, column(1) / d, column(2) / d];
}

/**
 * Least-squares plane through the samples (x, y centred and scaled first so the normal
 * equations stay well conditioned); falls back to the mean colour when they do not span a plane.
 */
export function fitPlane(samples: readonly PlaneSample[]): ColourPlane {
  const n = samples.length || 1;
  const mx = samples.reduce((s, p) => s + p.x, 0) / n;
  const my = samples.reduce((s, p) => s + p.y, 0) / n;
  const scale = Math.max(1, ...samples.map((p) => Math.max(Math.abs(p.x - mx), Math.abs(p.y - my))));
  const m = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const sums = { r: [0, 0, 0], g: [0, 0, 0], b: [0, 0, 0] };
  for (const { x, y, colour } of samples) {
    const row = [1, (x - mx) / scale, (y - my) / scale];
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) m[i]![j]! += row[i]! * row[j]!;
      sums.r[i]! += row[i]! * colour.r;
      sums.g[i]! += row[i]! * colour.g;
      sums.b[i]! += row[i]! * colour.b;
    }
  }
  const channel = (values: number[], mean: number): [number, number, number] => {
    const solved = solve3(m, values);
    if (!solved) return [mean, 0, 0];
    const [a, b, c] = solved;
    // Back from the centred, scaled coordinates to pixel coordinates.
    return [a - (b * mx) / scale - (c * my) / scale, b / scale, c / scale];
  };
  const mean = (key: 'r' | 'g' | 'b') => samples.reduce((s, p) => s + p.colour[key], 0) / n;
  return { r: channel(sums.r, mean('r')), g: channel(sums.g, mean('g')), b: channel(sums.b, mean('b')) };
}

export const colourDistance = (a: Rgb, b: Rgb) => Math.hypot(a.r - b.r, a.g - b.g, a.b - b.b);
