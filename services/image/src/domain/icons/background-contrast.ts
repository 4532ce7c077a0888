import { divide255 } from '../pixels/blend';
import { rgbToHex, type RawImage, type Rgb } from '../pixels/raw-image';

/**
 * Below this contrast ratio (WCAG's formula, 1 = identical, 21 = black on white), averaged over
 * the artwork, a logo all but vanishes into the colour it is put on: white on white is 1, a
 * light grey #EEEEEE on white about 1.16, a mid orange on white about 3.6.
 */
const MIN_MEAN_CONTRAST = 1.2;

/** sRGB byte to linear light, precomputed: the loop below runs over a million pixels. */
const LINEAR = Float64Array.from({ length: 256 }, (_, byte) => {
  const c = byte / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

const luminanceOf = (r: number, g: number, b: number) => 0.2126 * LINEAR[r]! + 0.7152 * LINEAR[g]! + 0.0722 * LINEAR[b]!;

const contrastRatio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The artwork's contrast with the background colour: each visible pixel seen over that colour
 * (as the opaque icons show it), its ratio weighted by its alpha. An average of per-pixel
 * ratios, not the ratio of the mean colour, so a black-and-white logo on grey still counts as
 * visible. Undefined when nothing is visible.
 */
export function meanContrastWith(artwork: RawImage, background: Rgb): number | undefined {
  const backgroundLuminance = luminanceOf(background.r, background.g, background.b);
  const { data } = artwork;
  let sum = 0;
  let weight = 0;
  for (let o = 0; o < data.length; o += 4) {
    const alpha = data[o + 3]!;
    if (alpha === 0) continue;
    const keep = 255 - alpha;
    const luminance = luminanceOf(
      divide255(data[o]! * alpha + background.r * keep),
      divide255(data[o + 1]! * alpha + background.g * keep),
      divide255(data[o + 2]! * alpha + background.b * keep),
    );
    sum += alpha * contrastRatio(luminance, backgroundLuminance);
    weight += alpha;
  }
  return weight === 0 ? undefined : sum / weight;
}

/** A warning when a logo on transparency (RGBA) would be all but invisible on the chosen background colour. */
export function lowContrastWarning(logo: RawImage, background: Rgb): string | undefined {
  const contrast = meanContrastWith(logo, background);
  if (contrast === undefined || contrast >= MIN_MEAN_CONTRAST) return undefined;
  return `Your logo hardly stands out from the background colour ${rgbToHex(background)} (contrast ${contrast.toFixed(2)}:1), so the icons that show it on that colour (iOS, and Android unless you chose another Android background) look almost empty. Choose a background colour that contrasts with your logo (a darker one for a white logo), or upload a coloured logo.`;
}
