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
  /** docs/product.md §9: drawn at (10, 50), 20 px narrower and 100 px shorter than the canvas. */
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
