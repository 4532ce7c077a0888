/** Business constants and limits (spec §9). */

export const ICON_UPLOAD_MAX_BYTES = 10_485_760;
/** Screenshots share the icon upload's per-file limit. */
export const SCREENSHOT_UPLOAD_MAX_BYTES = ICON_UPLOAD_MAX_BYTES;
/** Decoded pixels accepted from one upload: far below sharp's 268 MP default, so a small file cannot expand into gigabytes. */
export const IMAGE_MAX_PIXELS = 50_000_000;

/** Spec §8 alert texts, also used as the API's error messages. */
export const FILE_TOO_LARGE_MESSAGE = 'File size must be less than 10MB';
export const INVALID_IMAGE_FILES_MESSAGE = 'Please select valid image files';

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
