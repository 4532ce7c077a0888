import type { RawImage } from '../pixels/raw-image';

/** RGB distance (0-441) up to which a pixel counts as the image's own background, and the soft ramp above it. */
const BACKGROUND_DISTANCE = 40;
const RAMP = 60;
/** Share of see-through pixels inside the artwork's bounds that marks an upload with a transparent background. */
const TRANSPARENT_SHARE = 0.01;
/** A trace covering less than this share of the artwork found nothing useful. */
const MIN_TRACED_SHARE = 0.01;

export interface MonochromeLayer {
  /** White pixels whose alpha is the shape Android 13+ tints for themed icons. */
  readonly layer: RawImage;
  /** True when the shape was traced from colours because the upload has no transparent background. */
  readonly traced: boolean;
}

interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function visibleBounds({ data, width, height }: RawImage): Bounds | undefined {
  const bounds = { left: width, top: height, right: -1, bottom: -1 };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[(y * width + x) * 4 + 3] === 0) continue;
      bounds.left = Math.min(bounds.left, x);
      bounds.right = Math.max(bounds.right, x);
      bounds.top = Math.min(bounds.top, y);
      bounds.bottom = Math.max(bounds.bottom, y);
    }
  }
  return bounds.right < 0 ? undefined : bounds;
}

/** Mean colour of the four corners of the artwork: what a flat-backed icon uses as its background. */
function cornerColour({ data, width }: RawImage, b: Bounds): [number, number, number] {
  const corners = [b.top * width + b.left, b.top * width + b.right, b.bottom * width + b.left, b.bottom * width + b.right];
  const mean = (channel: number) => corners.reduce((sum, pixel) => sum + data[pixel * 4 + channel]!, 0) / corners.length;
  return [mean(0), mean(1), mean(2)];
}

/**
 * The themed-icon layer from the adaptive foreground (RGBA): its alpha when the artwork has a
 * transparent background, else the pixels that differ from the artwork's corner colour.
 */
export function monochromeLayer(foreground: RawImage): MonochromeLayer {
  const { data, width, height } = foreground;
  const out = Buffer.alloc(width * height * 4, 255);
  const bounds = visibleBounds(foreground);
  const area = bounds ? (bounds.right - bounds.left + 1) * (bounds.bottom - bounds.top + 1) : 0;
  let seeThrough = 0;
  for (let i = 0; i < width * height; i++) if (data[i * 4 + 3]! < 128) seeThrough++;
  const insideSeeThrough = seeThrough - (width * height - area);
  const useAlpha = !bounds || insideSeeThrough > TRANSPARENT_SHARE * area;

  if (!useAlpha) {
    const [r, g, b] = cornerColour(foreground, bounds);
    let traced = 0;
    for (let i = 0; i < width * height; i++) {
      const distance = Math.hypot(data[i * 4]! - r, data[i * 4 + 1]! - g, data[i * 4 + 2]! - b);
      const strength = Math.min(1, Math.max(0, (distance - BACKGROUND_DISTANCE) / RAMP));
      out[i * 4 + 3] = Math.round(strength * data[i * 4 + 3]!);
      if (out[i * 4 + 3]! >= 128) traced++;
    }
    if (traced >= MIN_TRACED_SHARE * area) return { layer: { data: out, width, height, channels: 4 }, traced: true };
  }
  for (let i = 0; i < width * height; i++) out[i * 4 + 3] = data[i * 4 + 3]!;
  return { layer: { data: out, width, height, channels: 4 }, traced: false };
}
