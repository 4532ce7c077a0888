import { over } from './blend';
import { fromRaw, toRaw, TRANSPARENT, type RawImage, type Rgb } from './raw-image';

export interface Placement {
  /** Side of the square output. */
  readonly canvas: number;
  /** Side of the square the artwork is scaled into, centred. */
  readonly box: number;
  /** Opaque fill behind the artwork; absent keeps transparency. */
  readonly background?: Rgb;
}

/**
 * The artwork scaled into a centred box on a square canvas. With a background the result is
 * flattened to 3-channel RGB, so nothing downstream can carry an alpha channel by accident.
 */
export async function placeArtwork(artwork: RawImage, { canvas, box, background }: Placement): Promise<RawImage> {
  const inner = Math.min(canvas, Math.max(1, Math.round(box)));
  const before = Math.floor((canvas - inner) / 2);
  const after = canvas - inner - before;
  // Already in place (the common square upload without padding): at most flattened.
  if (inner === canvas && artwork.width === canvas && artwork.height === canvas) {
    if (!background) return artwork;
    if (artwork.channels === 4) return over(background, artwork);
  }
  let pipeline = fromRaw(artwork)
    .resize(inner, inner, { fit: 'fill' })
    .extend({
      top: before,
      bottom: after,
      left: before,
      right: after,
      background: background ? { ...background, alpha: 1 } : TRANSPARENT,
    });
  if (background) pipeline = pipeline.flatten({ background }).removeAlpha();
  return toRaw(pipeline);
}
