/** Business constants and limits (spec §9). */

export const ICON_UPLOAD_MAX_BYTES = 10_485_760;
/** Screenshots share the icon upload's per-file limit. */
export const SCREENSHOT_UPLOAD_MAX_BYTES = ICON_UPLOAD_MAX_BYTES;
/** Decoded pixels accepted from one upload: far below sharp's 268 MP default, so a small file cannot expand into gigabytes. */
export const IMAGE_MAX_PIXELS = 50_000_000;

/** Spec §8 alert texts, also used as the API's error messages. */
export const FILE_TOO_LARGE_MESSAGE = 'File size must be less than 10MB';
export const INVALID_IMAGE_FILES_MESSAGE = 'Please select valid image files';
export const SHORT_DESCRIPTION_LIMIT = 80;

/** Anything a browser or App Store Connect would take for a tag: the App Store wants plain text. */
export const HTML_TAG_PATTERN = /<\/?[a-z!][^>]*>/i;

export interface ScreenshotTarget {
  readonly device: string;
  /** Portrait size; a landscape source gets width and height swapped. */
  readonly width: number;
  readonly height: number;
  /** Where the store uses it (store-assets.md §3). */
  readonly note: string;
}

/** Spec §9 plus the 6.9" slot App Store Connect has required for iPhone apps since September 2024. */
export const IOS_RESIZE_TARGETS: readonly ScreenshotTarget[] = [
  { device: '6.9 inch', width: 1320, height: 2868, note: 'iPhone 6.9" slot, required for iPhone apps' },
  { device: '6.7 inch', width: 1290, height: 2796, note: 'Also accepted in the iPhone 6.9" slot' },
  { device: '6.5 inch', width: 1242, height: 2688, note: 'iPhone 6.5" slot, used when no 6.9" set is given' },
  { device: '5.5 inch', width: 1242, height: 2208, note: 'iPhone 5.5" slot (16:9)' },
  { device: 'iPad Pro 12.9 inch', width: 2048, height: 2732, note: 'iPad 13" slot, required for iPad apps' },
  { device: 'iPad Pro 11 inch', width: 1668, height: 2388, note: 'iPad 11" slot' },
];

export const ANDROID_RESIZE_TARGETS: readonly ScreenshotTarget[] = [
  { device: 'phone', width: 1080, height: 1920, note: 'Google Play phone screenshots' },
  { device: '7 inch tablet', width: 1200, height: 1920, note: 'Google Play 7" tablet screenshots' },
  { device: '10 inch tablet', width: 1600, height: 2560, note: 'Google Play 10" tablet screenshots' },
];

export const RESIZE_TARGETS = { ios: IOS_RESIZE_TARGETS, android: ANDROID_RESIZE_TARGETS } as const;

/** Google Play screenshot rules: each side 320-3840 px, the long side at most twice the short one. */
export const PLAY_SCREENSHOT_RULES = { minSide: 320, maxSide: 3840, maxAspect: 2 } as const;

export function meetsPlayScreenshotRules(width: number, height: number): boolean {
  const { minSide, maxSide, maxAspect } = PLAY_SCREENSHOT_RULES;
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  return short >= minSide && long <= maxSide && long <= short * maxAspect;
}

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
