import { ANDROID_ICON_DP } from '@aiapp/contracts';
import { placeArtwork } from '../pixels/place-artwork';
import type { RawImage, Rgb } from '../pixels/raw-image';
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
  /** The 72 dp part of the adaptive icon a launcher shows, at xxxhdpi, for the legacy icons. */
  readonly launcherViewport: RawImage;
  /** Web maskable icon: artwork inside the 80% safe zone on the background colour. */
  readonly maskable: RawImage;
}

const XXXHDPI = 4;
/** W3C maskable icons: only the centre 80% is guaranteed to be visible under every mask. */
const MASKABLE_SAFE_SHARE = 0.8;
export const MASKABLE_SIZE = 512;

export async function composeLayers(artwork: RawImage, style: IconStyle): Promise<IconLayers> {
  const shrink = 1 - (2 * style.paddingPercent) / 100;
  const safeZone = ANDROID_ICON_DP.safeZone * XXXHDPI * shrink;
  const full = ARTWORK_SIZE * shrink;
  const [opaque, transparent, adaptiveForeground, launcherViewport, maskable] = await Promise.all([
    placeArtwork(artwork, { canvas: ARTWORK_SIZE, box: full, background: style.background }),
    style.paddingPercent === 0 ? artwork : placeArtwork(artwork, { canvas: ARTWORK_SIZE, box: full }),
    placeArtwork(artwork, { canvas: ANDROID_ICON_DP.adaptiveLayer * XXXHDPI, box: safeZone }),
    placeArtwork(artwork, { canvas: ANDROID_ICON_DP.viewport * XXXHDPI, box: safeZone, background: style.background }),
    placeArtwork(artwork, {
      canvas: MASKABLE_SIZE,
      box: MASKABLE_SIZE * MASKABLE_SAFE_SHARE * shrink,
      background: style.background,
    }),
  ]);
  return { opaque, transparent, adaptiveForeground, launcherViewport, maskable };
}
