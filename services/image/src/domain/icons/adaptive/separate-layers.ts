import { colourDistance, fitPlane, planeColour, type ColourPlane, type PlaneSample } from '../../pixels/plane-fit';
import type { RawImage, Rgb } from '../../pixels/raw-image';
import * as rgba from '../../pixels/rgba-words';

/**
 * What the upload is made of, so each platform can rebuild it in its own geometry: the artwork
 * that matters (foreground) and what it sits on (backdrop). Three shapes of upload:
 * - logo: artwork on a transparent background; the backdrop is the visitor's colour.
 * - plate: artwork on a flat or gradient plate (a full-bleed icon, a tile with transparent
 *   corners, or a round badge); the plate is kept as a colour plane that can be extended to any size.
 * - full-bleed: a picture with no plate (photo, busy texture); there is no separable artwork.
 */
export type SeparationKind = 'logo' | 'plate' | 'full-bleed';

/** Bounding box and enclosing circle (centred on the box) of the foreground, in source pixels. */
export interface ContentBounds {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  readonly cx: number;
  readonly cy: number;
  readonly radius: number;
}

export interface Separation {
  readonly kind: SeparationKind;
  /** RGBA, the size of the source: the artwork only, transparent elsewhere. */
  readonly foreground: RawImage;
  /** Absent when nothing was found (a blank plate, a full-bleed picture). */
  readonly content?: ContentBounds;
  /** The plate behind the artwork, in source pixel coordinates (plate uploads only). */
  readonly plate?: ColourPlane;
}

/** RGB distance (0–441) within which a pixel belongs to the plate, and the soft ramp above it (anti-aliased edges). */
const PLATE_DISTANCE = 28;
const PLATE_RAMP = 48;
/** Share of the sampled border that must lie on the fitted plane for the upload to have a plate. */
const PLATE_AGREEMENT = 0.85;
/** A transparent-background upload whose visible part fills this share of its box is a tile (rounded square, squircle). */
const TILE_FILL = 0.85;
/**
 * A round badge: each visible row spans the circle's chord at that height, within this share of the
 * radius plus a pixel (anti-aliasing), on this share of the rows. Its rim band is its plate.
 */
const DISC_TOLERANCE = 0.03;
const DISC_ROWS = 0.97;
/** Share of see-through edge pixels above which the upload's shape comes from its alpha. */
const TRANSPARENT_EDGE = 0.05;
const OPAQUE = 250;
const VISIBLE = 128;
const MAX_SAMPLES = 6000;

// Bound here, not imported by name: see pixels/blend.ts.
const { alphaOf, blueOf, greenOf, newRgba, redOf, rgbOf, withAlpha, wordOf, wordsOf } = rgba;

const alphaAt = (image: RawImage, i: number) => image.data[i * 4 + 3]!;
const colourAt = (image: RawImage, i: number): Rgb => ({
  r: image.data[i * 4]!,
  g: image.data[i * 4 + 1]!,
  b: image.data[i * 4 + 2]!,
});

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Per row, the first and last visible pixel (alpha ≥ 128), -1 for an empty row; each row is scanned from both ends only as far as its first visible pixel. */
interface RowExtents {
  readonly first: Int32Array;
  readonly last: Int32Array;
}

function rowExtents(image: RawImage): RowExtents {
  const { width, height, data } = image;
  const first = new Int32Array(height).fill(-1);
  const last = new Int32Array(height).fill(-1);
  for (let y = 0; y < height; y++) {
    const row = y * width * 4 + 3;
    let x = 0;
    while (x < width && data[row + x * 4]! < VISIBLE) x++;
    if (x === width) continue;
    first[y] = x;
    x = width - 1;
    while (data[row + x * 4]! < VISIBLE) x--;
    last[y] = x;
  }
  return { first, last };
}

function boxOf({ first, last }: RowExtents): Box | undefined {
  const box = { left: Infinity, top: -1, right: -1, bottom: -1 };
  for (let y = 0; y < first.length; y++) {
    if (first[y]! < 0) continue;
    if (box.top < 0) box.top = y;
    box.bottom = y;
    box.left = Math.min(box.left, first[y]!);
    box.right = Math.max(box.right, last[y]!);
  }
  return box.top < 0 ? undefined : box;
}

/** Whether the visible outline is a filled circle: every row spans the chord of the circle inscribed in the box. */
function isDisc({ first, last }: RowExtents, box: Box): boolean {
  const w = box.right - box.left + 1;
  const h = box.bottom - box.top + 1;
  if (Math.abs(w - h) > DISC_TOLERANCE * w + 2) return false;
  const radius = (w + h) / 4;
  const cx = (box.left + box.right + 1) / 2;
  const cy = (box.top + box.bottom + 1) / 2;
  const slack = DISC_TOLERANCE * radius + 1;
  let round = 0;
  for (let y = box.top; y <= box.bottom; y++) {
    if (first[y]! < 0) continue;
    const dy = y + 0.5 - cy;
    const halfChord = Math.sqrt(Math.max(0, radius * radius - dy * dy));
    if (Math.abs(first[y]! - (cx - halfChord)) <= slack && Math.abs(last[y]! + 1 - (cx + halfChord)) <= slack) round++;
  }
  return round >= DISC_ROWS * h;
}

/** Opaque pixels in a band `from`–`to` (shares of the box side) inside the box's edges: where a plate shows. */
function bandSamples(image: RawImage, box: Box, from: number, to: number): PlaneSample[] {
  const w = box.right - box.left + 1;
  const h = box.bottom - box.top + 1;
  const [fromW, toW, fromH, toH] = [from * w, to * w, from * h, to * h].map(Math.floor) as [number, number, number, number];
  const samples: PlaneSample[] = [];
  const bandArea = w * h - (w - 2 * toW) * (h - 2 * toH);
  const step = Math.max(1, Math.floor(Math.sqrt(bandArea / MAX_SAMPLES)));
  // On a row outside the top and bottom bands only the left and right bands are visited: the grid skips from one to the other.
  const rightBand = box.left + Math.ceil((box.right - toW + 1 - box.left) / step) * step;
  for (let y = box.top; y <= box.bottom; y += step) {
    const dy = Math.min(y - box.top, box.bottom - y);
    if (dy < fromH) continue;
    const wholeRow = dy < toH;
    for (let x = box.left; x <= box.right; x += step) {
      const dx = Math.min(x - box.left, box.right - x);
      if (dx < fromW) continue;
      if (!wholeRow && dx >= toW) {
        if (x < rightBand) x = rightBand - step;
        continue;
      }
      const i = y * image.width + x;
      if (alphaAt(image, i) >= OPAQUE) samples.push({ x, y, colour: colourAt(image, i) });
    }
  }
  return samples;
}

/** The plate the band lies on, or undefined when the band is too varied to be one (a photo). */
function findPlate(samples: readonly PlaneSample[]): ColourPlane | undefined {
  if (samples.length < 16) return undefined;
  const plane = fitPlane(samples);
  const agreeing = samples.filter((s) => colourDistance(s.colour, planeColour(plane, s.x, s.y)) <= PLATE_DISTANCE).length;
  return agreeing >= PLATE_AGREEMENT * samples.length ? plane : undefined;
}

/**
 * Transparent pixels inside the box that are not connected to its edge: a glyph cut out of a
 * tile. The flood fill marks what is connected; a hole is any other see-through pixel in the box.
 */
interface EnclosedHoles {
  readonly box: Box;
  readonly outside: Uint8Array;
}

function enclosedHoles(image: RawImage, box: Box): EnclosedHoles {
  const { width } = image;
  const outside = new Uint8Array(image.width * image.height);
  const stack: number[] = [];
  const push = (x: number, y: number) => {
    if (x < box.left || x > box.right || y < box.top || y > box.bottom) return;
    const i = y * width + x;
    if (outside[i] || alphaAt(image, i) >= VISIBLE) return;
    outside[i] = 1;
    stack.push(i);
  };
  for (let x = box.left; x <= box.right; x++) {
    push(x, box.top);
    push(x, box.bottom);
  }
  for (let y = box.top; y <= box.bottom; y++) {
    push(box.left, y);
    push(box.right, y);
  }
  while (stack.length > 0) {
    const i = stack.pop()!;
    const x = i % width;
    const y = (i - x) / width;
    push(x + 1, y);
    push(x - 1, y);
    push(x, y + 1);
    push(x, y - 1);
  }
  return { box, outside };
}

/** Bounding box of the visible foreground and the circle around it, centred on the box. */
export function contentBounds(foreground: RawImage): ContentBounds | undefined {
  const extents = rowExtents(foreground);
  const box = boxOf(extents);
  if (!box) return undefined;
  const cx = (box.left + box.right + 1) / 2;
  const cy = (box.top + box.bottom + 1) / 2;
  let radius2 = 0;
  for (let y = box.top; y <= box.bottom; y++) {
    if (extents.first[y]! < 0) continue;
    // A row's farthest visible pixel is one of its ends; the pixel's far corner counts, so a one-pixel dot still has a radius.
    const dx = Math.max(Math.abs(extents.first[y]! + 0.5 - cx), Math.abs(extents.last[y]! + 0.5 - cx)) + 0.5;
    const dy = Math.abs(y + 0.5 - cy) + 0.5;
    radius2 = Math.max(radius2, dx * dx + dy * dy);
  }
  return {
    left: box.left,
    top: box.top,
    width: box.right - box.left + 1,
    height: box.bottom - box.top + 1,
    cx,
    cy,
    radius: Math.sqrt(radius2),
  };
}

const clampToByte = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);

/** The source minus its plate; enclosed holes are filled with `holeColour` (what iOS flattens them onto). */
function removePlate(source: RawImage, plate: ColourPlane, holes: EnclosedHoles | undefined, holeColour: Rgb): RawImage {
  const { width, height } = source;
  const pixels = wordsOf(source.data);
  const out = newRgba(width * height);
  const hole = wordOf(holeColour.r, holeColour.g, holeColour.b, 255);
  const box = holes?.box;
  const [r0, rx, ry] = plate.r;
  const [g0, gx, gy] = plate.g;
  const [b0, bx, by] = plate.b;
  // Allocation-free, one word per pixel, and no square root for the plate itself: this runs over
  // a million pixels per upload. The plate's colour is carried along each row by adding its slope.
  for (let y = 0, i = 0; y < height; y++) {
    let plateR = r0 + ry * y;
    let plateG = g0 + gy * y;
    let plateB = b0 + by * y;
    const rowHasHoles = box !== undefined && y >= box.top && y <= box.bottom;
    for (let x = 0; x < width; x++, i++, plateR += rx, plateG += gx, plateB += bx) {
      const word = pixels[i]!;
      const alpha = alphaOf(word);
      if (alpha < VISIBLE && rowHasHoles && x >= box.left && x <= box.right && !holes!.outside[i]) {
        out.words[i] = hole;
        continue;
      }
      if (alpha === 0) continue;
      const dr = redOf(word) - clampToByte(plateR);
      const dg = greenOf(word) - clampToByte(plateG);
      const db = blueOf(word) - clampToByte(plateB);
      const distance2 = dr * dr + dg * dg + db * db;
      if (distance2 <= PLATE_DISTANCE * PLATE_DISTANCE) continue;
      const kept = Math.round(Math.min(1, (Math.sqrt(distance2) - PLATE_DISTANCE) / PLATE_RAMP) * alpha);
      out.words[i] = withAlpha(rgbOf(word), kept);
    }
  }
  return { data: out.data, width, height, channels: 4 };
}

const blank = (source: RawImage): RawImage => ({
  data: Buffer.alloc(source.width * source.height * 4),
  width: source.width,
  height: source.height,
  channels: 4,
});

function withContent(kind: SeparationKind, foreground: RawImage, plate?: ColourPlane): Separation {
  return { kind, foreground, content: contentBounds(foreground), ...(plate ? { plate } : {}) };
}

/** Splits an RGBA source (not squared) into the artwork and what it sits on. */
export function separateLayers(source: RawImage, holeColour: Rgb): Separation {
  const all = { left: 0, top: 0, right: source.width - 1, bottom: source.height - 1 };
  let transparentEdge = 0;
  let edgePixels = 0;
  for (let x = 0; x < source.width; x++) {
    for (const y of [0, source.height - 1]) {
      edgePixels++;
      if (alphaAt(source, y * source.width + x) < VISIBLE) transparentEdge++;
    }
  }
  for (let y = 0; y < source.height; y++) {
    for (const x of [0, source.width - 1]) {
      edgePixels++;
      if (alphaAt(source, y * source.width + x) < VISIBLE) transparentEdge++;
    }
  }

  // Any real transparency on the edge (a logo's margin, a tile's rounded corners) means the alpha tells the shape.
  if (transparentEdge < TRANSPARENT_EDGE * edgePixels) {
    const plate = findPlate(bandSamples(source, all, 0, 0.03));
    if (!plate) return { kind: 'full-bleed', foreground: blank(source) };
    return withContent('plate', removePlate(source, plate, undefined, holeColour), plate);
  }

  const extents = rowExtents(source);
  const box = boxOf(extents);
  if (!box) return { kind: 'logo', foreground: source };
  const w = box.right - box.left + 1;
  const h = box.bottom - box.top + 1;
  // The outline's fill: per row, from its first to its last visible pixel, so glyphs cut out of a tile still count.
  let spans = 0;
  for (let y = box.top; y <= box.bottom; y++) if (extents.first[y]! >= 0) spans += extents.last[y]! - extents.first[y]! + 1;
  const squareish = w / h >= 0.8 && w / h <= 1.25;
  // A tile (rounded square, squircle) or a round badge: the band just inside its outline is its plate.
  const tile = spans >= TILE_FILL * w * h;
  if (squareish && (tile || isDisc(extents, box))) {
    const plate = findPlate(bandSamples(source, box, 0.04, 0.1));
    if (plate) {
      const onPlate = withContent('plate', removePlate(source, plate, enclosedHoles(source, box), holeColour), plate);
      // A plain disc, with nothing on it, is the logo itself rather than a badge.
      if (tile || onPlate.content) return onPlate;
    }
  }
  return withContent('logo', source);
}
