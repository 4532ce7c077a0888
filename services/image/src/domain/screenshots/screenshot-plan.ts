import type { FitMode, ScreenshotTarget } from '@aiapp/contracts';

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** A landscape screenshot gets the landscape form of each store size. */
export function orientTarget(target: ScreenshotTarget, source: Size): Size {
  const landscape = source.width > source.height;
  return landscape ? { width: target.height, height: target.width } : { width: target.width, height: target.height };
}

/** How much the source must scale for one output: cover fills it (and crops), contain fits inside (and pads). */
export function scaleFor(mode: FitMode, source: Size, output: Size): number {
  const x = output.width / source.width;
  const y = output.height / source.height;
  return mode === 'fill' ? Math.max(x, y) : Math.min(x, y);
}

/**
 * The size to decode the upload at once: large enough for every output, never larger than the
 * upload itself, so a 50 MP upload is not held in memory at full size.
 */
export function workingSize(mode: FitMode, source: Size, outputs: readonly Size[]): Size {
  const scale = Math.min(1, Math.max(...outputs.map((output) => scaleFor(mode, source, output))));
  return { width: Math.max(1, Math.round(source.width * scale)), height: Math.max(1, Math.round(source.height * scale)) };
}

/** Share of the source cut away by fill, which is also the share of the output fit leaves as padding. */
export function aspectMismatch(source: Size, output: Size): number {
  const sourceAspect = source.width / source.height;
  const outputAspect = output.width / output.height;
  return 1 - Math.min(sourceAspect, outputAspect) / Math.max(sourceAspect, outputAspect);
}

/** Which edges the padding of `fit` touches: the ones to sample the padding colour from. */
export function paddedEdges(source: Size, output: Size): 'top-bottom' | 'left-right' | 'none' {
  const sourceAspect = source.width / source.height;
  const outputAspect = output.width / output.height;
  if (Math.abs(sourceAspect - outputAspect) < 1e-3) return 'none';
  return sourceAspect > outputAspect ? 'top-bottom' : 'left-right';
}
