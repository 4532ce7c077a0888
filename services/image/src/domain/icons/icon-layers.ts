import { ANDROID_ICON_DP } from '@aiapp/contracts';
import { placeArtwork } from '../pixels/place-artwork';
import { fromRaw, toRaw, type RawImage, type Rgb } from '../pixels/raw-image';
import { shapeMask, type IconShape } from '../pixels/shape-mask';
import { ARTWORK_SIZE } from './artwork';

export interface IconStyle {
  readonly background: Rgb;
  readonly paddingPercent: number;
}

/** The artwork composed once per platform rule, at the largest size that rule needs. */
export interface IconLayers {
  /** Opaque RGB square: iOS, the Play Store icon, apple-touch-icon. */
  readonly opaque: RawImage;
  /** Transparent square: favicons and the web "any" icons. */
  readonly transparent: RawImage;
  /** 108 dp adaptive foreground at xxxhdpi, artwork inside the 66 dp safe zone. */
  readonly adaptiveForeground: RawImage;
  /** The 72 dp part of the adaptive icon a launcher shows, at xxxhdpi, cut to the legacy square shape. */
  readonly launcherSquare: RawImage;
  /** The same, cut to a circle: the legacy round icon. */
  readonly launcherRound: RawImage;
  /** Web maskable icon: artwork inside the 80% safe zone on the background colour. */
  readonly maskable: RawImage;
}

const XXXHDPI = 4;
/** W3C maskable icons: only the centre 80% is guaranteed to be visible under every mask. */
const MASKABLE_SAFE_SHARE = 0.8;
const MASKABLE_SIZE = 512;

/** Masks are applied once here, at xxxhdpi, so the smaller densities are plain resizes. */
async function launcherShapes(safeArt: RawImage, background: Rgb): Promise<[RawImage, RawImage]> {
  const size = ANDROID_ICON_DP.viewport * XXXHDPI;
  const viewport = await placeArtwork(safeArt, { canvas: size, box: safeArt.width, background });
  const cut = (shape: IconShape) =>
    toRaw(
      fromRaw(viewport)
        .ensureAlpha()
        .composite([{ input: shapeMask(shape, size), blend: 'dest-in' }]),
    );
  return Promise.all([cut('rounded-square'), cut('circle')]);
}

export async function composeLayers(artwork: RawImage, style: IconStyle): Promise<IconLayers> {
  const shrink = 1 - (2 * style.paddingPercent) / 100;
  const full = ARTWORK_SIZE * shrink;
  // The adaptive foreground and the legacy launcher icons share the artwork scaled into the 66 dp safe zone.
  const safeZone = Math.max(1, Math.round(ANDROID_ICON_DP.safeZone * XXXHDPI * shrink));
  const safeArt = await toRaw(fromRaw(artwork).resize(safeZone, safeZone, { fit: 'fill' }));
  const [opaque, transparent, adaptiveForeground, [launcherSquare, launcherRound], maskable] = await Promise.all([
    placeArtwork(artwork, { canvas: ARTWORK_SIZE, box: full, background: style.background }),
    style.paddingPercent === 0 ? artwork : placeArtwork(artwork, { canvas: ARTWORK_SIZE, box: full }),
    placeArtwork(safeArt, { canvas: ANDROID_ICON_DP.adaptiveLayer * XXXHDPI, box: safeZone }),
    launcherShapes(safeArt, style.background),
    placeArtwork(artwork, {
      canvas: MASKABLE_SIZE,
      box: MASKABLE_SIZE * MASKABLE_SAFE_SHARE * shrink,
      background: style.background,
    }),
  ]);
  return { opaque, transparent, adaptiveForeground, launcherSquare, launcherRound, maskable };
}
