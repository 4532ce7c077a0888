import sharp from 'sharp';
import { placeArtwork } from '../pixels/place-artwork';
import { asIs, divide255, over, type Paint } from '../pixels/blend';
import * as lumaModule from '../pixels/luma';
import { toRaw, type RawImage } from '../pixels/raw-image';
import type { AdaptiveInputs } from './adaptive/adaptive-icon';
import { ARTWORK_SIZE, squareUp } from './artwork';

/**
 * iOS 18 dark and tinted icons (Contents.json `appearances`), both opaque RGB 1024 like the
 * default one: dark is the artwork on a dark backdrop; tinted is the artwork in grey levels on
 * black, which the system tints (bright = strongly tinted). The artwork keeps the position it
 * has in the default icon, so switching appearance does not make it jump.
 */
export interface IosAppearanceLayers {
  readonly dark: RawImage;
  readonly tinted: RawImage;
}

/** A near-black vertical gradient, like the backdrop iOS draws behind dark icons. */
const DARK_BACKDROP = `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_SIZE}" height="${ARTWORK_SIZE}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#313134"/><stop offset="1" stop-color="#0A0A0B"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
/** Artwork darker than this mean luminance would vanish on the dark backdrop; it is drawn white instead. */
const TOO_DARK = 80;

// Bound here, not imported by name: see pixels/blend.ts.
const { luma, lumaAt } = lumaModule;

/** Every icon has the same dark backdrop: rendered once, on first use. */
let darkBackdrop: Promise<RawImage> | undefined;
const darkBackdropPixels = () => (darkBackdrop ??= toRaw(sharp(Buffer.from(DARK_BACKDROP)).removeAlpha()));

/** The artwork's tones in one pass: its alpha-weighted mean luminance, and its brightest visible (alpha ≥ 128) luminance. */
function tonesOf(layer: RawImage): { readonly mean: number; readonly brightest: number } {
  const { data } = layer;
  let sum = 0;
  let weight = 0;
  let brightest = 0;
  for (let o = 0; o < data.length; o += 4) {
    const alpha = data[o + 3]!;
    if (alpha === 0) continue;
    const level = lumaAt(data, o);
    sum += alpha * level;
    weight += alpha;
    if (alpha >= 128 && level > brightest) brightest = level;
  }
  return { mean: weight === 0 ? 255 : sum / weight, brightest };
}

const BLACK = { r: 0, g: 0, b: 0 } as const;
const white: Paint = () => 0xffffff;
/** 60% brightness: 153/255, rounded, in integer arithmetic. */
const dim = (channel: number) => divide255(channel * 153);
const dimmed: Paint = (r, g, b) => (dim(r) << 16) | (dim(g) << 8) | dim(b);
const grey = (level: number) => (level << 16) | (level << 8) | level;

/** Grey levels stretched so the brightest part is white (fully tinted); a dark logo is inverted. */
function tintGrey(brightest: number): Paint {
  const invert = brightest < TOO_DARK;
  const gain = invert ? 1 : 255 / Math.max(1, brightest);
  return (r, g, b) => {
    const level = luma(r, g, b);
    return grey(Math.round(Math.min(255, invert ? 255 - level : level * gain)));
  };
}

/** The artwork alone (transparent elsewhere) at the default icon's place, or undefined for a plain picture. */
async function placedArtwork(inputs: AdaptiveInputs, box: number): Promise<RawImage | undefined> {
  const upload = inputs.foregroundUpload?.separation;
  if (upload?.content) return placeArtwork(await squareUp(upload.foreground), { canvas: ARTWORK_SIZE, box: box * 0.8 });
  if (!inputs.separation.content) return undefined;
  return placeArtwork(await squareUp(inputs.separation.foreground), { canvas: ARTWORK_SIZE, box });
}

/** `opaqueSquare`: the source squared as the default icon squares it (see squareFor). */
export async function iosAppearanceLayers(
  inputs: AdaptiveInputs,
  box: number,
  opaqueSquare: Promise<RawImage>,
): Promise<IosAppearanceLayers> {
  const [artwork, dark] = await Promise.all([placedArtwork(inputs, box), darkBackdropPixels()]);
  if (!artwork) {
    // A picture without separable artwork: dimmed for dark, grey levels for tinted, squared as
    // the default icon is (cropped to its centre, or continuing its own plate), so no bars show.
    const picture = await placeArtwork(await opaqueSquare, { canvas: ARTWORK_SIZE, box });
    return { dark: over(dark, picture, dimmed), tinted: over(BLACK, picture, tintGrey(tonesOf(picture).brightest)) };
  }
  const tones = tonesOf(artwork);
  return {
    dark: over(dark, artwork, tones.mean < TOO_DARK ? white : asIs),
    tinted: over(BLACK, artwork, tintGrey(tones.brightest)),
  };
}
