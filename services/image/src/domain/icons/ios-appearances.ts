import sharp, { type Sharp } from 'sharp';
import { placeArtwork } from '../pixels/place-artwork';
import { fromRaw, toRaw, type RawImage } from '../pixels/raw-image';
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

const luminance = (d: Buffer, i: number) => 0.2126 * d[i]! + 0.7152 * d[i + 1]! + 0.0722 * d[i + 2]!;

function meanLuminance(layer: RawImage): number {
  let sum = 0;
  let weight = 0;
  for (let i = 0; i < layer.width * layer.height; i++) {
    const alpha = layer.data[i * 4 + 3]! / 255;
    sum += alpha * luminance(layer.data, i * 4);
    weight += alpha;
  }
  return weight === 0 ? 255 : sum / weight;
}

/** A copy with each pixel's RGB replaced by `map(r, g, b)` (alpha kept); allocation-free per pixel. */
function mapColours(layer: RawImage, map: (r: number, g: number, b: number) => number | [number, number, number]): RawImage {
  const data = Buffer.from(layer.data);
  for (let o = 0; o < data.length; o += 4) {
    if (data[o + 3] === 0) continue;
    const mapped = map(data[o]!, data[o + 1]!, data[o + 2]!);
    if (typeof mapped === 'number') {
      data[o] = data[o + 1] = data[o + 2] = mapped;
    } else {
      [data[o], data[o + 1], data[o + 2]] = mapped;
    }
  }
  return { ...layer, data };
}

/** Grey levels stretched so the brightest part is white (fully tinted); a dark logo is inverted. */
function greyForTint(layer: RawImage): RawImage {
  let brightest = 0;
  for (let i = 0; i < layer.width * layer.height; i++) {
    if (layer.data[i * 4 + 3]! >= 128) brightest = Math.max(brightest, luminance(layer.data, i * 4));
  }
  const invert = brightest < TOO_DARK;
  const gain = invert ? 1 : 255 / Math.max(1, brightest);
  return mapColours(layer, (r, g, b) => {
    const level = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    return Math.round(Math.min(255, invert ? 255 - level : level * gain));
  });
}

const over = async (backdrop: Sharp, layer: RawImage) =>
  toRaw(
    backdrop.composite([{ input: layer.data, raw: { width: layer.width, height: layer.height, channels: 4 } }]).removeAlpha(),
  );

/** The artwork alone (transparent elsewhere) at the default icon's place, or undefined for a plain picture. */
async function placedArtwork(inputs: AdaptiveInputs, box: number): Promise<RawImage | undefined> {
  const upload = inputs.foregroundUpload?.separation;
  if (upload?.content) return placeArtwork(await squareUp(upload.foreground), { canvas: ARTWORK_SIZE, box: box * 0.8 });
  if (!inputs.separation.content) return undefined;
  return placeArtwork(await squareUp(inputs.separation.foreground), { canvas: ARTWORK_SIZE, box });
}

export async function iosAppearanceLayers(inputs: AdaptiveInputs, box: number): Promise<IosAppearanceLayers> {
  const artwork = await placedArtwork(inputs, box);
  const dark = sharp(Buffer.from(DARK_BACKDROP));
  const black = sharp({ create: { width: ARTWORK_SIZE, height: ARTWORK_SIZE, channels: 3, background: '#000000' } });
  if (!artwork) {
    // A picture without separable artwork: dimmed for dark, grey levels for tinted.
    const picture = await placeArtwork(await squareUp(inputs.source), { canvas: ARTWORK_SIZE, box });
    const withAlpha = await toRaw(fromRaw(picture).ensureAlpha());
    return {
      dark: await over(
        dark,
        mapColours(withAlpha, (r, g, b) => [r * 0.6, g * 0.6, b * 0.6]),
      ),
      tinted: await over(black, greyForTint(withAlpha)),
    };
  }
  const onDark = meanLuminance(artwork) < TOO_DARK ? mapColours(artwork, () => 255) : artwork;
  return { dark: await over(dark, onDark), tinted: await over(black, greyForTint(artwork)) };
}
