import { MOCKUP_CANVAS, MOCKUP_SCREEN_INSET, type MockupDevice } from '@aiapp/contracts';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DeviceFrame {
  width: number;
  height: number;
  /** Spec §9: drawn at (10, 50), 20 px narrower and 100 px shorter than the canvas. */
  screen: Rect;
}

export const EXPORT_SCALES = [2, 3] as const;
export type ExportScale = (typeof EXPORT_SCALES)[number];

export function deviceFrame(device: MockupDevice): DeviceFrame {
  const { width, height } = MOCKUP_CANVAS[device];
  return {
    width,
    height,
    screen: {
      x: MOCKUP_SCREEN_INSET.x,
      y: MOCKUP_SCREEN_INSET.y,
      width: width - MOCKUP_SCREEN_INSET.width,
      height: height - MOCKUP_SCREEN_INSET.height,
    },
  };
}

/**
 * The part of the screenshot that fills the screen without stretching: the largest centred
 * region with the screen's aspect ratio.
 */
export function coverCrop(source: { width: number; height: number }, target: { width: number; height: number }): Rect {
  const scale = Math.max(target.width / source.width, target.height / source.height);
  const width = target.width / scale;
  const height = target.height / scale;
  return { x: (source.width - width) / 2, y: (source.height - height) / 2, width, height };
}
