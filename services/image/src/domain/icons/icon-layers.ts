import { ANDROID_ICON_DP, type IconPreviewName } from '@aiapp/store-facts';
import { resizedPng } from '../pixels/encode';
import { placeArtwork } from '../pixels/place-artwork';
import type { RawImage, Rgb } from '../pixels/raw-image';
import { asIs, over } from '../pixels/blend';
import { cutToShape, PREVIEW_SHAPES } from '../pixels/shape-mask';
import { buildAdaptiveLayers, buildMaskableIcon, type AdaptiveInputs, type AdaptiveReport } from './adaptive/adaptive-icon';
import { ANDROID_LAYER, MASKABLE_LAYER, viewportOf } from './adaptive/layer-geometry';
import { ARTWORK_SIZE, squareFor } from './artwork';
import { iosAppearanceLayers } from './ios-appearances';

export interface IconStyle {
  readonly background: Rgb;
  /** iOS and web icons only; Android has its own inset. */
  readonly paddingPercent: number;
  readonly androidInsetPercent: number;
}

/** The artwork composed once per platform rule, at the largest size that rule needs. */
export interface ComposedLayers {
  /** Opaque RGB square: iOS, the Play Store icon, apple-touch-icon. */
  readonly opaque: RawImage;
  /** Opaque RGB squares for the iOS 18 dark and tinted appearances. */
  readonly iosDark: RawImage;
  readonly iosTinted: RawImage;
  /** Transparent square: favicons and the web "any" icons. */
  readonly transparent: RawImage;
  /** 108 dp adaptive layers at xxxhdpi: the whole background, the artwork inside the 66 dp safe circle, the themed shape. */
  readonly adaptiveBackground: RawImage;
  readonly adaptiveForeground: RawImage;
  readonly monochrome: RawImage;
  /**
   * The 72 dp viewport of the composed adaptive icon (RGB, xxxhdpi). The legacy square and round
   * icons are cut from it at each density's own size: an opaque resize is cheaper than one with
   * alpha, and a mask drawn at the final size keeps its edge crisp.
   */
  readonly launcherViewport: RawImage;
  /** Web maskable icon: background over the whole square, artwork inside the 40% circle. */
  readonly maskable: RawImage;
  /** What launchers show, at the 72 dp viewport (xxxhdpi). */
  readonly previews: { readonly shape: IconPreviewName; readonly png: Buffer }[];
  readonly adaptiveReport: AdaptiveReport;
}

/**
 * Each layer as it is being made: an output starts as soon as its own layer exists, so the PNG
 * encoding of one platform (image threads) overlaps the composition of the next (this thread).
 */
export type IconLayers = { readonly [K in keyof ComposedLayers]: Promise<ComposedLayers[K]> };

/**
 * Marks every layer's failure as handled here: the builders await the layers one by one, and a
 * second layer failing while the first failure is being answered must not count as unhandled.
 * Each builder still sees its own layer's error.
 */
function handled(layers: IconLayers): IconLayers {
  for (const layer of Object.values(layers) as Promise<unknown>[]) layer.catch(() => undefined);
  return layers;
}

/** Material 3's themed-icon colours (light scheme): a tinted glyph on a pale tinted plate. */
const THEMED_PREVIEW = { plate: { r: 211, g: 227, b: 253 }, glyph: { r: 4, g: 30, b: 73 } } as const;

function themedPreview(monochrome: RawImage): RawImage {
  const { r, g, b } = THEMED_PREVIEW.glyph;
  const glyph = asIs(r, g, b);
  return over(THEMED_PREVIEW.plate, viewportOf(monochrome, ANDROID_LAYER), () => glyph);
}

/**
 * The layers of a set. `source` is the decoded upload; `separated` adds what is found in it (its
 * plate and artwork), which takes a while: the layers that need only the source (the default iOS
 * and web icons) start their encoding before it is known.
 */
export function composeLayers(source: RawImage, separated: Promise<AdaptiveInputs>, style: IconStyle): IconLayers {
  const shrink = 1 - (2 * style.paddingPercent) / 100;
  const box = ARTWORK_SIZE * shrink;
  const android = separated.then((inputs) => buildAdaptiveLayers(inputs, ANDROID_LAYER, style.androidInsetPercent / 100));
  // A square source is already square; a non-square one is squared once its kind is known (see squareFor).
  const squared = (onPlate: boolean) =>
    source.width === source.height
      ? Promise.resolve(source)
      : separated.then(({ separation }) => squareFor(source, separation, onPlate));
  const square = squared(false);
  const opaqueSquare = squared(true);
  const appearances = separated.then((inputs) => iosAppearanceLayers(inputs, box, opaqueSquare));
  const launcherViewport = android.then(({ layers }) => layers.viewport);
  const shaped = launcherViewport.then((viewport) => Promise.all(PREVIEW_SHAPES.map((shape) => cutToShape(viewport, shape))));
  const themed = android.then(({ layers }) => cutToShape(themedPreview(layers.monochrome), 'circle'));
  const previewPng = (layer: Promise<RawImage>) => resizedPng(layer, ANDROID_LAYER.viewport, { single: true });
  const previews = Promise.all([
    ...PREVIEW_SHAPES.map(async (shape, index) => ({
      shape: shape as IconPreviewName,
      png: await previewPng(shaped.then((cuts) => cuts[index]!)),
    })),
    previewPng(themed).then((png) => ({ shape: 'themed' as const, png })),
    ...(['dark', 'tinted'] as const).map(async (appearance) => ({
      shape: `ios-${appearance}` as const,
      png: await previewPng(appearances.then((layers) => layers[appearance])),
    })),
  ]);
  return handled({
    opaque: opaqueSquare.then((squared) => placeArtwork(squared, { canvas: ARTWORK_SIZE, box, background: style.background })),
    iosDark: appearances.then((layers) => layers.dark),
    iosTinted: appearances.then((layers) => layers.tinted),
    transparent: square.then((squared) => placeArtwork(squared, { canvas: ARTWORK_SIZE, box })),
    adaptiveBackground: android.then(({ layers }) => layers.background),
    adaptiveForeground: android.then(({ layers }) => layers.foreground),
    monochrome: android.then(({ layers }) => layers.monochrome),
    launcherViewport,
    maskable: separated.then((inputs) => buildMaskableIcon(inputs, MASKABLE_LAYER)),
    previews,
    adaptiveReport: android.then(({ report }) => report),
  });
}

export const ANDROID_LAYER_DP_PER_PX = ANDROID_ICON_DP.adaptiveLayer / ANDROID_LAYER.canvas;
