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

const luminance = (data: Buffer, i: number) => 0.2126 * data[i * 4]! + 0.7152 * data[i * 4 + 1]! + 0.0722 * data[i * 4 + 2]!;

function whiteWithAlpha(image: RawImage, alphaOf: (i: number) => number): RawImage {
  const out = Buffer.alloc(image.width * image.height * 4, 255);
  for (let i = 0; i < image.width * image.height; i++) out[i * 4 + 3] = alphaOf(i);
  return { data: out, width: image.width, height: image.height, channels: 4 };
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

/**
 * A picture with no separable artwork: the lighter or darker class of its luminance, whichever
 * covers less, so the shape is never the whole square. An approximation; the response says so.
 */
export function luminanceGlyph(picture: RawImage): Glyph | undefined {
  const { data, width, height } = picture;
  const histogram = new Array<number>(256).fill(0);
  let total = 0;
  for (let i = 0; i < width * height; i++) {
    if (data[i * 4 + 3]! < 128) continue;
    histogram[Math.round(luminance(data, i))]!++;
    total++;
  }
  if (total === 0) return undefined;
  const threshold = otsuThreshold(histogram, total);
  const dark = histogram.slice(0, threshold + 1).reduce((a, b) => a + b, 0);
  const glyphIsDark = dark <= total - dark;
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
    // Only the alpha counts; the colours are whitened after placement, on the small layer.
    return {
      layer: separation.foreground,
      content: separation.content,
      source: separation.kind === 'plate' ? 'plate-removed' : 'alpha',
    };
  }
  return separation.kind === 'full-bleed' ? luminanceGlyph(picture) : undefined;
}
