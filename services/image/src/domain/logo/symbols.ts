import { buildIdSuffix } from './id-suffix';
import { element, formatNumber } from './svg-elements';

export interface SymbolPlacement {
  centerX: number;
  centerY: number;
  /** Side of the square the symbol fills. */
  size: number;
  fill: string;
}

interface SymbolShape {
  d: string;
  opacity?: number;
}

type Point = readonly [number, number];

// Cubic Bézier handle length that draws a quarter circle.
const KAPPA = 0.5523;

const path = (commands: readonly (string | Point)[]): string =>
  commands.map((part) => (typeof part === 'string' ? part : `${formatNumber(part[0])} ${formatNumber(part[1])}`)).join(' ');

/** A circle as four cubic curves (no arcs, so every coordinate in the path is a point). */
function circle(cx: number, cy: number, r: number): string {
  const k = r * KAPPA;
  return path([
    'M',
    [cx, cy - r],
    'C',
    [cx + k, cy - r],
    [cx + r, cy - k],
    [cx + r, cy],
    'C',
    [cx + r, cy + k],
    [cx + k, cy + r],
    [cx, cy + r],
    'C',
    [cx - k, cy + r],
    [cx - r, cy + k],
    [cx - r, cy],
    'C',
    [cx - r, cy - k],
    [cx - k, cy - r],
    [cx, cy - r],
    'Z',
  ]);
}

/** Each symbol is drawn in a square of side 1 centred on the origin, so it scales to any mark. */
const SYMBOLS: readonly ((s: number, cx: number, cy: number) => SymbolShape[])[] = [
  // Spark: a four-pointed star with curved sides.
  (s, cx, cy) => {
    const h = s / 2;
    const q = s * 0.09;
    return [
      {
        d: path([
          'M',
          [cx, cy - h],
          'Q',
          [cx + q, cy - q],
          [cx + h, cy],
          'Q',
          [cx + q, cy + q],
          [cx, cy + h],
          'Q',
          [cx - q, cy + q],
          [cx - h, cy],
          'Q',
          [cx - q, cy - q],
          [cx, cy - h],
          'Z',
        ]),
      },
    ];
  },
  // Petals: four overlapping discs.
  (s, cx, cy) => {
    const r = s * 0.27;
    const o = s / 2 - r;
    return [
      [-o, -o],
      [o, -o],
      [o, o],
      [-o, o],
    ].map(([dx = 0, dy = 0]) => ({ d: circle(cx + dx, cy + dy, r), opacity: 0.72 }));
  },
  // Leaf: a square with two opposite corners rounded right off.
  (s, cx, cy) => {
    const h = s / 2;
    const k = h * KAPPA;
    return [
      {
        d: path([
          'M',
          [cx - h, cy + h],
          'L',
          [cx - h, cy],
          'C',
          [cx - h, cy - k],
          [cx - k, cy - h],
          [cx, cy - h],
          'L',
          [cx + h, cy - h],
          'L',
          [cx + h, cy],
          'C',
          [cx + h, cy + k],
          [cx + k, cy + h],
          [cx, cy + h],
          'Z',
        ]),
      },
    ];
  },
  // Stack: three slanted bars fading towards the back.
  (s, cx, cy) => {
    const barHeight = s * 0.22;
    const gap = (s - 3 * barHeight) / 2;
    const slant = s * 0.18;
    return [0, 1, 2].map((index) => {
      const top = cy - s / 2 + index * (barHeight + gap);
      const bottom = top + barHeight;
      return {
        d: path([
          'M',
          [cx - s / 2 + slant, top],
          'L',
          [cx + s / 2, top],
          'L',
          [cx + s / 2 - slant, bottom],
          'L',
          [cx - s / 2, bottom],
          'Z',
        ]),
        opacity: [0.55, 0.78, 1][index],
      };
    });
  },
  // Orbit: a ring with a planet on it.
  (s, cx, cy) => {
    const r = s * 0.4;
    const planet = s * 0.1;
    const angle = -Math.PI / 4;
    return [
      { d: `${circle(cx, cy, r)}${circle(cx, cy, r - s * 0.11)}`, opacity: 0.9 },
      { d: circle(cx + r * Math.cos(angle), cy + r * Math.sin(angle), planet) },
      { d: circle(cx, cy, s * 0.12) },
    ];
  },
];

/** The symbol a name gets: always the same one for the same name. */
export function renderSymbol(name: string, { centerX, centerY, size, fill }: SymbolPlacement): string[] {
  const index = Number.parseInt(buildIdSuffix([name]), 36) % SYMBOLS.length;
  const draw = SYMBOLS[index] ?? SYMBOLS[0];
  if (draw === undefined) return [];
  return draw(size, centerX, centerY).map(({ d, opacity }) =>
    element('path', { d, fill, 'fill-rule': 'evenodd', 'fill-opacity': opacity }),
  );
}
