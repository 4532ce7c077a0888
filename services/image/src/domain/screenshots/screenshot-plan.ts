import { RESIZE_TARGETS, screenshotShapeOf, type ScreenshotTarget } from '@aiapp/store-facts';
import { type FitMode, type ResizeStore, type ScreenshotTreatment, type TargetPlatform } from '@aiapp/contracts';

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

/** Shapes closer than this (1%) are scaled to the slot without bars or cropping: the distortion is invisible. */
export const SAME_SHAPE = 0.01;

/** One store's slot. */
export interface StoreSlot {
  readonly store: TargetPlatform;
  readonly target: ScreenshotTarget;
}

export const storesOf = (choice: ResizeStore): TargetPlatform[] => (choice === 'both' ? ['ios', 'android'] : [choice]);

/** Every slot of the chosen store(s), in the tables' order: App Store first. */
export const slotsOf = (choice: ResizeStore): StoreSlot[] =>
  storesOf(choice).flatMap((store) => RESIZE_TARGETS[store].map((target) => ({ store, target })));

/**
 * The slots one capture goes to: those of its own shape (an iPhone capture never to an iPad slot,
 * an iPad one never to a phone slot); none when its shape is no slot's.
 */
export function slotsFor(choice: ResizeStore, source: Size): StoreSlot[] {
  const shape = screenshotShapeOf(source);
  return slotsOf(choice).filter(({ target }) => target.shape === shape);
}

export interface Treatment {
  readonly treatment: ScreenshotTreatment;
  readonly bar_px?: number;
  readonly cropped_px?: number;
  readonly treatment_note: string;
}

/** What resizing `source` into `output` with `mode` does, in output pixels. */
export function treatmentFor(mode: FitMode, source: Size, output: Size): Treatment {
  if (aspectMismatch(source, output) <= SAME_SHAPE) {
    const stretch = Math.round(aspectMismatch(source, output) * 1000) / 10;
    return { treatment: 'scaled', treatment_note: `scaled to fit exactly (shapes differ by ${stretch}%)` };
  }
  const scale = scaleFor(mode, source, output);
  const width = Math.round(source.width * scale);
  const height = Math.round(source.height * scale);
  const sides = width === output.width ? 'top and bottom' : 'left and right';
  if (mode === 'fill') {
    const cropped = Math.max(width - output.width, height - output.height);
    return { treatment: 'cropped', cropped_px: cropped, treatment_note: `cropped: ${cropped} px cut away (${sides} halves)` };
  }
  const bars = Math.max(output.width - width, output.height - height);
  const bar = Math.floor(bars / 2);
  return { treatment: 'letterboxed', bar_px: bar, treatment_note: `letterboxed: 2 bars of about ${bar} px (${sides})` };
}
