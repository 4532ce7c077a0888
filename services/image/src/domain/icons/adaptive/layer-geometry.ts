import { ANDROID_ICON_DP } from '@aiapp/store-facts';
import { over, solid } from '../../pixels/blend';
import { clampedBytes, paintPlaneRow, type ColourPlane } from '../../pixels/plane-fit';
import { perImageCache } from '../../pixels/per-image-cache';
import { fromRaw, toRaw, TRANSPARENT, type RawImage, type Rgb } from '../../pixels/raw-image';
import type { ContentBounds } from './separate-layers';

/** A square layer with a visible viewport and a circle every mask shape keeps, all centred. */
export interface LayerGeometry {
  readonly canvas: number;
  readonly viewport: number;
  readonly safeRadius: number;
}

const XXXHDPI = 4;

/** Android adaptive icon at xxxhdpi: 108 dp layers, 72 dp shown, 66 dp safe circle. */
export const ANDROID_LAYER: LayerGeometry = {
  canvas: ANDROID_ICON_DP.adaptiveLayer * XXXHDPI,
  viewport: ANDROID_ICON_DP.viewport * XXXHDPI,
  safeRadius: (ANDROID_ICON_DP.safeZone / 2) * XXXHDPI,
};

/** W3C maskable icon: the whole square may show; only the circle of radius 40% is kept by every mask. */
export const MASKABLE_LAYER: LayerGeometry = { canvas: 512, viewport: 512, safeRadius: 0.4 * 512 };

/** How source pixels land on the layer: the point (cx, cy) at the layer's centre, scaled by `scale`. */
export interface Placement {
  readonly cx: number;
  readonly cy: number;
  readonly scale: number;
}

/**
 * The content centred, at the size it has in its source when the source fills the viewport (so
 * the icon looks like the upload), shrunk only as far as needed to keep its enclosing circle in
 * the safe circle; then shrunk by the Android inset.
 */
export function placementFor(
  content: ContentBounds,
  geometry: LayerGeometry,
  insetShare = 0,
  source?: { width: number; height: number },
): Placement {
  const asInSource = source ? geometry.viewport / Math.max(source.width, source.height) : Infinity;
  const scale = Math.min(asInSource, geometry.safeRadius / content.radius) * (1 - insetShare);
  return { cx: content.cx, cy: content.cy, scale };
}

/** A source shown whole in the viewport (what a full-bleed picture gets). */
export function fillViewport(source: { width: number; height: number }, geometry: LayerGeometry): Placement {
  return { cx: source.width / 2, cy: source.height / 2, scale: geometry.viewport / Math.min(source.width, source.height) };
}

/** What fills the whole layer behind the artwork. */
export type Backdrop =
  | { readonly kind: 'colour'; readonly colour: Rgb }
  | { readonly kind: 'plane'; readonly plane: ColourPlane; readonly placement: Placement }
  /** A picture covering the viewport, mirrored outward to the layer's edges (parallax margin). */
  | { readonly kind: 'picture'; readonly image: RawImage; readonly cover: 'viewport' | 'canvas' };

export function renderBackdrop(backdrop: Backdrop, geometry: LayerGeometry): Promise<RawImage> {
  const size = geometry.canvas;
  if (backdrop.kind === 'colour') return Promise.resolve(solid(backdrop.colour, size, size));
  if (backdrop.kind === 'plane') {
    const { plane, placement } = backdrop;
    const data = Buffer.allocUnsafe(size * size * 3);
    const bytes = clampedBytes(data);
    const start = (at: number, centre: number) => centre + (at + 0.5 - size / 2) / placement.scale;
    const row = { x: start(0, placement.cx), step: 1 / placement.scale, count: size };
    for (let y = 0; y < size; y++) paintPlaneRow(plane, { ...row, y: start(y, placement.cy) }, bytes, y * size * 3, 3);
    return Promise.resolve({ data, width: size, height: size, channels: 3 });
  }
  const inner = backdrop.cover === 'canvas' ? size : geometry.viewport;
  const margin = (size - inner) / 2;
  return toRaw(
    fromRaw(backdrop.image)
      .resize(inner, inner, { fit: 'cover', kernel: 'lanczos3' })
      .removeAlpha()
      .extend({ top: margin, bottom: margin, left: margin, right: margin, extendWith: 'mirror' }),
  );
}

/** Placed cuts by source: the foreground and the themed glyph are usually the same cut. */
const placedCuts = perImageCache<Promise<RawImage>>();

/** The content cut out of its source, scaled and positioned by the placement on a transparent layer (made once per source, content, placement and size). */
export function placeContent(
  source: RawImage,
  content: ContentBounds,
  placement: Placement,
  geometry: LayerGeometry,
): Promise<RawImage> {
  const size = geometry.canvas;
  const width = Math.max(1, Math.min(size, Math.round(content.width * placement.scale)));
  const height = Math.max(1, Math.min(size, Math.round(content.height * placement.scale)));
  const left = Math.max(0, Math.min(size - width, Math.round(size / 2 - (placement.cx - content.left) * placement.scale)));
  const top = Math.max(0, Math.min(size - height, Math.round(size / 2 - (placement.cy - content.top) * placement.scale)));
  const cut = { left: content.left, top: content.top, width: content.width, height: content.height };
  return placedCuts(source, JSON.stringify([cut, width, height, left, top, size]), () =>
    toRaw(
      fromRaw(source)
        .ensureAlpha()
        .extract(cut)
        .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
        .extend({ top, left, bottom: size - height - top, right: size - width - left, background: TRANSPARENT }),
    ),
  );
}

/** Background and foreground as a launcher draws them: one opaque RGB square. */
export const flattenLayers = (background: RawImage, foreground: RawImage): RawImage => over(background, foreground);

/** The centred viewport of a layer: what a launcher shows before its mask. */
export function viewportOf(layer: RawImage, geometry: LayerGeometry): RawImage {
  const margin = (geometry.canvas - geometry.viewport) / 2;
  const rowBytes = geometry.viewport * layer.channels;
  const out = Buffer.allocUnsafe(geometry.viewport * rowBytes);
  for (let y = 0; y < geometry.viewport; y++) {
    const from = ((y + margin) * layer.width + margin) * layer.channels;
    layer.data.copy(out, y * rowBytes, from, from + rowBytes);
  }
  return { data: out, width: geometry.viewport, height: geometry.viewport, channels: layer.channels };
}

/** Share of the safe circle covered by the layer's visible pixels (alpha ≥ 128). */
export function safeCircleCoverage(layer: RawImage, geometry: LayerGeometry): number {
  const centre = geometry.canvas / 2;
  const limit = geometry.safeRadius * geometry.safeRadius;
  let inside = 0;
  let covered = 0;
  for (let y = 0; y < layer.height; y++) {
    const dy = y + 0.5 - centre;
    for (let x = 0; x < layer.width; x++) {
      const dx = x + 0.5 - centre;
      if (dx * dx + dy * dy > limit) continue;
      inside++;
      if (layer.data[(y * layer.width + x) * 4 + 3]! >= 128) covered++;
    }
  }
  return inside === 0 ? 0 : covered / inside;
}

/** Share of the viewport square covered by the layer's visible pixels (alpha ≥ 128). */
export function viewportCoverage(layer: RawImage, geometry: LayerGeometry): number {
  const margin = (geometry.canvas - geometry.viewport) / 2;
  let covered = 0;
  for (let y = margin; y < margin + geometry.viewport; y++) {
    for (let x = margin; x < margin + geometry.viewport; x++) if (layer.data[(y * layer.width + x) * 4 + 3]! >= 128) covered++;
  }
  return covered / (geometry.viewport * geometry.viewport);
}

/** Farthest visible pixel (alpha ≥ 128) from the layer's centre, in layer pixels (to the pixel's far corner). */
export function artworkRadius(layer: RawImage): number {
  const centre = layer.width / 2;
  let farthest = 0;
  for (let y = 0; y < layer.height; y++) {
    const dy = Math.abs(y + 0.5 - centre) + 0.5;
    for (let x = 0; x < layer.width; x++) {
      if (layer.data[(y * layer.width + x) * 4 + 3]! < 128) continue;
      const dx = Math.abs(x + 0.5 - centre) + 0.5;
      farthest = Math.max(farthest, dx * dx + dy * dy);
    }
  }
  return Math.sqrt(farthest);
}
