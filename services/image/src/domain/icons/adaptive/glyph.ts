import * as lumaModule from '../../pixels/luma';
import type { RawImage } from '../../pixels/raw-image';
import { contentBounds, type ContentBounds, type Separation } from './separate-layers';

/** Where the themed (monochrome) icon's shape came from; the response tells the visitor. */
export type GlyphSource = 'alpha' | 'plate-removed' | 'luminance' | 'uploaded';

export interface Glyph {
  /** Pixels whose alpha is the shape (their colours do not matter), the size of its source. */
  readonly layer: RawImage;
  readonly content: ContentBounds;
  readonly source: GlyphSource;
}

// Bound here, not imported by name: see pixels/blend.ts.
const { lumaAt } = lumaModule;
const luminance = (data: Buffer, i: number) => lumaAt(data, i * 4);

function whiteWithAlpha(image: RawImage, alphaOf: (i: number) => number): RawImage {
  const out = Buffer.alloc(image.width * image.height * 4, 255);
  for (let i = 0; i < image.width * image.height; i++) out[i * 4 + 3] = alphaOf(i);
  return { data: out, width: image.width, height: image.height, channels: 4 };
}

/** Luminance histogram (0–255) of the visible pixels (alpha ≥ 128). */
function visibleHistogram({ data, width, height }: RawImage): { histogram: number[]; total: number } {
  const histogram = new Array<number>(256).fill(0);
  let total = 0;
  for (let i = 0; i < width * height; i++) {
    if (data[i * 4 + 3]! < 128) continue;
    histogram[Math.round(luminance(data, i))]!++;
    total++;
  }
  return { histogram, total };
}

/** Otsu's threshold: the grey level that best splits the histogram into two classes. */
function otsuThreshold(histogram: number[], total: number): number {
  const sumAll = histogram.reduce((sum, count, level) => sum + count * level, 0);
  let best = 0;
  let bestVariance = -1;
  let below = 0;
  let sumBelow = 0;
  for (let level = 0; level < 256; level++) {
    below += histogram[level]!;
    sumBelow += level * histogram[level]!;
    const above = total - below;
    if (below === 0 || above === 0) continue;
    const meanBelow = sumBelow / below;
    const meanAbove = (sumAll - sumBelow) / above;
    const variance = below * above * (meanBelow - meanAbove) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = level;
    }
  }
  return best;
}

/** Otsu's split of the histogram into a dark class (levels up to `threshold`) and a light one, with their sizes and means. */
function otsuClasses(histogram: number[], total: number) {
  const threshold = otsuThreshold(histogram, total);
  let dark = 0;
  let darkSum = 0;
  for (let level = 0; level <= threshold; level++) {
    dark += histogram[level]!;
    darkSum += level * histogram[level]!;
  }
  const light = total - dark;
  const lightSum = histogram.reduce((sum, count, level) => sum + count * level, 0) - darkSum;
  return { threshold, dark, light, darkMean: darkSum / dark, lightMean: lightSum / light };
}

/**
 * A picture with no separable artwork: the lighter or darker class of its luminance, whichever
 * covers less, so the shape is never the whole square. An approximation; the response says so.
 */
export function luminanceGlyph(picture: RawImage): Glyph | undefined {
  const { data } = picture;
  const { histogram, total } = visibleHistogram(picture);
  if (total === 0) return undefined;
  const { threshold, dark, light } = otsuClasses(histogram, total);
  const glyphIsDark = dark <= light;
  const layer = whiteWithAlpha(picture, (i) => {
    if (data[i * 4 + 3]! < 128) return 0;
    const isDark = luminance(data, i) <= threshold;
    return isDark === glyphIsDark ? 255 : 0;
  });
  const content = contentBounds(layer);
  return content ? { layer, content, source: 'luminance' } : undefined;
}

/** The shape of a separated upload: its artwork's alpha, or its luminance when it is a plain picture. */
export function glyphOf(separation: Separation, picture: RawImage): Glyph | undefined {
  if (separation.content) {
    // Only the alpha (and, for detail drawn inside it, the tones) counts: the shape is made after placement, on the small layer (themedShape).
    return {
      layer: separation.foreground,
      content: separation.content,
      source: separation.kind === 'plate' ? 'plate-removed' : 'alpha',
    };
  }
  return separation.kind === 'full-bleed' ? luminanceGlyph(picture) : undefined;
}

/** Luminance gap (0–255) between two tones of the artwork for the lesser one to be detail drawn on the other. */
const MIN_TONE_GAP = 64;
/** Share of the artwork the detail tone covers: less is anti-aliasing or noise, more is a second part, not detail. */
const DETAIL_SHARE = { min: 0.02, max: 0.45 } as const;
/** Share of the detail's pixels that may touch the outside of the artwork (anti-aliased corners): detail lies inside. */
const MAX_OUTSIDE_CONTACT = 0.02;

interface DetailTone {
  /** Mean luminance of the detail and of the artwork around it. */
  readonly detail: number;
  readonly body: number;
}

/** The artwork's detail tone, when it is in two tones and the lesser one lies inside the other (letters on a disc). */
function detailTone(artwork: RawImage): DetailTone | undefined {
  const { histogram, total } = visibleHistogram(artwork);
  if (total === 0) return undefined;
  const { threshold, dark, light, darkMean, lightMean } = otsuClasses(histogram, total);
  if (dark === 0 || light === 0) return undefined;
  const detailIsDark = dark <= light;
  const share = Math.min(dark, light) / total;
  if (lightMean - darkMean < MIN_TONE_GAP || share < DETAIL_SHARE.min || share > DETAIL_SHARE.max) return undefined;

  const { data, width, height } = artwork;
  const isDetail = (i: number) => data[i * 4 + 3]! >= 128 && luminance(data, i) <= threshold === detailIsDark;
  const outside = (x: number, y: number) => x < 0 || y < 0 || x >= width || y >= height || data[(y * width + x) * 4 + 3]! < 128;
  let detail = 0;
  let touching = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!isDetail(y * width + x)) continue;
      detail++;
      if (outside(x - 1, y) || outside(x + 1, y) || outside(x, y - 1) || outside(x, y + 1)) touching++;
    }
  }
  if (touching > MAX_OUTSIDE_CONTACT * detail) return undefined;
  return detailIsDark ? { detail: darkMean, body: lightMean } : { detail: lightMean, body: darkMean };
}

/** Share of its bounding box a plate's outline covers at least: a circle covers π/4 (0.785), a squircle or rounded square more. */
const PLATE_MIN_FILL = 0.75;
/** Plates are square: width and height within this ratio. */
const PLATE_MIN_ASPECT = 0.85;
/** Share of the outline that may be transparent (anti-aliasing): a plate is solid. */
const PLATE_MAX_GAPS = 0.03;
/** Row widths may wobble by this many pixels (anti-aliasing) and still read as convex. */
const CONVEX_SLACK_PX = 2;

/**
 * Whether the artwork is a plate (one solid, convex, square-ish blob: a rounded square, squircle
 * or circle) with the detail drawn on it, as flat icons put a glyph on a white tile. Its visible
 * pixels' row spans must grow then shrink (convex), fill most of their bounding box, and have no
 * transparent gaps.
 */
export function isPlate({ data, width, height }: RawImage): boolean {
  const spans: { first: number; last: number; visible: number }[] = [];
  let left = width;
  let right = -1;
  for (let y = 0; y < height; y++) {
    let first = -1;
    let last = -1;
    let visible = 0;
    for (let x = 0; x < width; x++) {
      if (data[(y * width + x) * 4 + 3]! < 128) continue;
      if (first < 0) first = x;
      last = x;
      visible++;
    }
    if (first < 0) {
      if (spans.length > 0) spans.push({ first: 0, last: -1, visible: 0 });
      continue;
    }
    spans.push({ first, last, visible });
    left = Math.min(left, first);
    right = Math.max(right, last);
  }
  while (spans.length > 0 && spans[spans.length - 1]!.visible === 0) spans.pop();
  if (spans.length === 0) return false;
  const boxWidth = right - left + 1;
  const boxHeight = spans.length;
  if (Math.min(boxWidth, boxHeight) / Math.max(boxWidth, boxHeight) < PLATE_MIN_ASPECT) return false;
  let outline = 0;
  let visible = 0;
  let widest = 0;
  let narrowing = false;
  for (const span of spans) {
    const spanWidth = span.last - span.first + 1;
    if (span.visible === 0) return false;
    outline += spanWidth;
    visible += span.visible;
    if (spanWidth < widest - CONVEX_SLACK_PX) narrowing = true;
    else if (narrowing && spanWidth > widest + CONVEX_SLACK_PX) return false;
    if (!narrowing) widest = Math.max(widest, spanWidth);
    else widest = spanWidth;
  }
  return outline / (boxWidth * boxHeight) >= PLATE_MIN_FILL && 1 - visible / outline <= PLATE_MAX_GAPS;
}

/**
 * A glyph on a plate (a white tile holding a dark mark, a dark disc holding a light one): the
 * themed icon is the glyph alone, as launchers draw it on their own plate; the plate with the
 * glyph cut out would read as a blob at launcher size. Cut at the upload's size, with
 * anti-aliased edges between the tones as partial alpha. `plate` is the plate's box: the glyph is
 * placed as if the plate were the icon.
 */
export function glyphOnPlate(glyph: Glyph): { glyph: Glyph; plate: ContentBounds } | undefined {
  const artwork = glyph.layer;
  const tone = detailTone(artwork);
  if (!tone || !isPlate(artwork)) return undefined;
  const { data } = artwork;
  const span = tone.body - tone.detail;
  const layer = whiteWithAlpha(artwork, (i) => {
    const alpha = data[i * 4 + 3]!;
    if (alpha === 0) return 0;
    return Math.round(alpha * (1 - Math.min(1, Math.max(0, (luminance(data, i) - tone.detail) / span))));
  });
  const content = contentBounds(layer);
  return content ? { glyph: { layer, content, source: glyph.source }, plate: glyph.content } : undefined;
}

/**
 * The themed icon's shape from placed artwork: white, its alpha the artwork's. Artwork in two
 * tones, one drawn inside the other that is not a plate (letters on a ribbon, a mark on a
 * banner), has the inner tone cut out, as themed icons draw detail; otherwise it would vanish
 * into a solid silhouette. Anti-aliased edges between the tones get partial alpha.
 */
export function themedShape(artwork: RawImage): RawImage {
  const { data } = artwork;
  const tone = detailTone(artwork);
  if (!tone) return whiteWithAlpha(artwork, (i) => data[i * 4 + 3]!);
  const span = tone.body - tone.detail;
  return whiteWithAlpha(artwork, (i) => {
    const alpha = data[i * 4 + 3]!;
    if (alpha === 0) return 0;
    const towardsBody = (luminance(data, i) - tone.detail) / span;
    return Math.round(alpha * Math.min(1, Math.max(0, towardsBody)));
  });
}
