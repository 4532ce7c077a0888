/** Business constants and limits (spec §9). */

export const ICON_UPLOAD_MAX_BYTES = 10_485_760;
export const SHORT_DESCRIPTION_LIMIT = 80;

/** Anything a browser or App Store Connect would take for a tag: the App Store wants plain text. */
export const HTML_TAG_PATTERN = /<\/?[a-z!][^>]*>/i;

export interface ScreenshotTarget {
  readonly device: string;
  readonly width: number;
  readonly height: number;
}

export const IOS_RESIZE_TARGETS: readonly ScreenshotTarget[] = [
  { device: '6.7 inch', width: 1290, height: 2796 },
  { device: '6.5 inch', width: 1242, height: 2688 },
  { device: '5.5 inch', width: 1242, height: 2208 },
  { device: 'iPad Pro 12.9 inch', width: 2048, height: 2732 },
  { device: 'iPad Pro 11 inch', width: 1668, height: 2388 },
];

export const ANDROID_RESIZE_TARGETS: readonly ScreenshotTarget[] = [
  { device: 'phone', width: 1080, height: 1920 },
  { device: '7 inch tablet', width: 1200, height: 1920 },
  { device: '10 inch tablet', width: 1600, height: 2560 },
];

export const MOCKUP_DEVICES = ['iphone', 'android', 'tablet'] as const;
export type MockupDevice = (typeof MOCKUP_DEVICES)[number];

export const MOCKUP_CANVAS: Readonly<Record<MockupDevice, { width: number; height: number }>> = {
  iphone: { width: 375, height: 812 },
  android: { width: 360, height: 760 },
  tablet: { width: 768, height: 1024 },
};

/** The screenshot sits at (10, 50) and is 20 px narrower and 100 px shorter than the canvas. */
export const MOCKUP_SCREEN_INSET = { x: 10, y: 50, width: 20, height: 100 } as const;

export type RankQuality = 'excellent' | 'good' | 'average' | 'poor';

export function rankQuality(position: number): RankQuality {
  if (position <= 10) return 'excellent';
  if (position <= 30) return 'good';
  if (position <= 50) return 'average';
  return 'poor';
}
