import { ANDROID_ICON_DP, type IconPreviewName } from '@aiapp/contracts';
import { resizedPng } from '../pixels/encode';
import { placeArtwork } from '../pixels/place-artwork';
import { fromRaw, type RawImage, type Rgb } from '../pixels/raw-image';
import { over } from '../pixels/blend';
import { cutToShape, PREVIEW_SHAPES, type IconShape } from '../pixels/shape-mask';
import { buildAdaptiveLayers, buildMaskableIcon, type AdaptiveInputs, type AdaptiveReport } from './adaptive/adaptive-icon';
import { ANDROID_LAYER, MASKABLE_LAYER, viewportOf } from './adaptive/layer-geometry';
import { ARTWORK_SIZE, squareUp, squareUpOpaque } from './artwork';
import { iosAppearanceLayers } from './ios-appearances';

export interface IconStyle {
  readonly background: Rgb;
  /** iOS and web icons only; Android has its own inset. */
  readonly paddingPercent: number;
  readonly androidInsetPercent: number;
}

/** The artwork composed once per platform rule, at the largest size that rule needs. */
export interface IconLayers {
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
  /** The 72 dp viewport of the composed adaptive icon, cut to the legacy square and round shapes. */
  readonly launcherSquare: RawImage;
  readonly launcherRound: RawImage;
  /** Web maskable icon: background over the whole square, artwork inside the 40% circle. */
  readonly maskable: RawImage;
  /** What launchers show, at the 72 dp viewport (xxxhdpi). */
  readonly previews: { readonly shape: IconPreviewName; readonly png: Buffer }[];
  readonly adaptiveReport: AdaptiveReport;
}

/** Material 3's themed-icon colours (light scheme): a tinted glyph on a pale tinted plate. */
const THEMED_PREVIEW = { plate: { r: 211, g: 227, b: 253 }, glyph: { r: 4, g: 30, b: 73 } } as const;

const packed = ({ r, g, b }: Rgb) => (r << 16) | (g << 8) | b;

function themedPreview(monochrome: RawImage): RawImage {
  const glyph = packed(THEMED_PREVIEW.glyph);
  return viewportOf(
    over(THEMED_PREVIEW.plate, monochrome, () => glyph),
    ANDROID_LAYER,
  );
}

const pngOf = (image: RawImage) => fromRaw(image).png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();

export async function composeLayers(inputs: AdaptiveInputs, style: IconStyle): Promise<IconLayers> {
  const shrink = 1 - (2 * style.paddingPercent) / 100;
  const box = ARTWORK_SIZE * shrink;
  const [artwork, opaqueArtwork, android, web] = await Promise.all([
    squareUp(inputs.source),
    squareUpOpaque(inputs.source, inputs.separation.plate),
    buildAdaptiveLayers(inputs, ANDROID_LAYER, style.androidInsetPercent / 100),
    buildMaskableIcon(inputs, MASKABLE_LAYER),
  ]);
  const viewport = viewportOf(android.layers.composite, ANDROID_LAYER);
  const [opaque, transparent, appearances, shaped, themed] = await Promise.all([
    placeArtwork(opaqueArtwork, { canvas: ARTWORK_SIZE, box, background: style.background }),
    placeArtwork(artwork, { canvas: ARTWORK_SIZE, box }),
    iosAppearanceLayers(inputs, box),
    Promise.all(PREVIEW_SHAPES.map((shape) => cutToShape(viewport, shape))),
    themedPreview(android.layers.monochrome),
  ]);
  const inShape = (shape: IconShape) => shaped[PREVIEW_SHAPES.indexOf(shape)]!;
  const previews = await Promise.all([
    ...PREVIEW_SHAPES.map(async (shape, i) => ({ shape: shape as IconPreviewName, png: await pngOf(shaped[i]!) })),
    pngOf(await cutToShape(themed, 'circle')).then((png) => ({ shape: 'themed' as const, png })),
    ...(['dark', 'tinted'] as const).map(async (appearance) => ({
      shape: `ios-${appearance}` as const,
      png: await resizedPng(appearances[appearance], ANDROID_LAYER.viewport),
    })),
  ]);
  return {
    opaque,
    iosDark: appearances.dark,
    iosTinted: appearances.tinted,
    transparent,
    adaptiveBackground: android.layers.background,
    adaptiveForeground: android.layers.foreground,
    monochrome: android.layers.monochrome,
    launcherSquare: inShape('rounded-square'),
    launcherRound: inShape('circle'),
    maskable: web,
    previews,
    adaptiveReport: android.report,
  };
}

export const ANDROID_LAYER_DP_PER_PX = ANDROID_ICON_DP.adaptiveLayer / ANDROID_LAYER.canvas;
