/**
 * Screenshot slots and rules of both stores: App Store Connect's accepted sizes per slot
 * (https://developer.apple.com/help/app-store-connect/reference/app-information/screenshot-specifications),
 * Google Play's side, aspect and count rules (https://support.google.com/googleplay/android-developer/answer/1078870),
 * and the sizes the resizer writes (docs/product.md §9).
 */

export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

/** Portrait sizes App Store Connect accepts in its two required screenshot slots, largest first. */
export const APP_STORE_REQUIRED_SCREENSHOTS = {
  iphone69: {
    label: 'iPhone 6.9-inch display',
    when: 'the app runs on iPhone',
    sizes: [
      { width: 1320, height: 2868 },
      { width: 1290, height: 2796 },
      { width: 1260, height: 2736 },
    ],
  },
  ipad13: {
    label: 'iPad 13-inch display',
    when: 'the app runs on iPad',
    sizes: [
      { width: 2064, height: 2752 },
      { width: 2048, height: 2732 },
    ],
  },
} as const satisfies Record<string, { label: string; when: string; sizes: readonly PixelSize[] }>;

export const APP_STORE_SCREENSHOT_RULES = {
  perSlot: { min: 1, max: 10 },
  formats: ['PNG', 'JPEG'],
} as const;

export const PLAY_SCREENSHOT_RULES = {
  sidePx: { min: 320, max: 3840 },
  /** The long side of a screenshot may be at most this many times the short side. */
  maxAspect: 2,
  perDeviceType: { min: 2, max: 8 },
} as const;

/** Needed to publish on Google Play. */
export const PLAY_FEATURE_GRAPHIC: PixelSize = { width: 1024, height: 500 };

/** Whether a screenshot of this size passes Google Play's side and aspect-ratio rules. */
export function fitsPlayScreenshotRules({ width, height }: PixelSize): boolean {
  const { min, max } = PLAY_SCREENSHOT_RULES.sidePx;
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  return short >= min && long <= max && long <= short * PLAY_SCREENSHOT_RULES.maxAspect;
}

/**
 * The shape classes of captures, by the ratio of the long side to the short one. Phones are 16:9
 * (1.78, iPhone 8 Plus) to 19.5:9 (2.17, every iPhone since the X) and 20:9 or 21:9 (2.22–2.33,
 * Android); iPads 4:3 (1.33) to 1.43 (iPad Pro 11"); Android tablets 16:10 (1.6) to 5:3 (1.67). A
 * capture outside both bands (a square-ish foldable screen, a banner) has no store slot of its shape.
 * Device ratios from https://developer.apple.com/design/human-interface-guidelines/layout#Specifications
 * and https://developer.android.com/guide/topics/large-screens/support-different-screen-sizes.
 */
export const SCREENSHOT_SHAPES = {
  phone: { label: 'phone', minRatio: 1.7, maxRatio: 2.4 },
  tablet: { label: 'tablet', minRatio: 1.25, maxRatio: 1.7 },
} as const;
export type ScreenshotShape = keyof typeof SCREENSHOT_SHAPES;

/** Long side over short side. */
export const longToShortRatio = ({ width, height }: PixelSize) => Math.max(width, height) / Math.min(width, height);

/** The shape class of a capture (bands include their lower bound), or undefined when it is the shape of no store slot. */
export function screenshotShapeOf(size: PixelSize): ScreenshotShape | undefined {
  const ratio = longToShortRatio(size);
  const { phone, tablet } = SCREENSHOT_SHAPES;
  if (ratio >= phone.minRatio && ratio <= phone.maxRatio) return 'phone';
  if (ratio >= tablet.minRatio && ratio < tablet.maxRatio) return 'tablet';
  return undefined;
}

export interface ScreenshotTarget extends PixelSize {
  readonly device: string;
  /** The captures this slot takes: a capture goes only to the slots of its own shape. */
  readonly shape: ScreenshotShape;
  /** Where the store uses it (the store pages above). Width and height are portrait; landscape swaps them. */
  readonly note: string;
}

const [iphone69, iphone67] = APP_STORE_REQUIRED_SCREENSHOTS.iphone69.sizes;
const ipad13 = APP_STORE_REQUIRED_SCREENSHOTS.ipad13.sizes[1];

/** docs/product.md §9: the classic sizes plus the 6.9" slot App Store Connect has required for iPhone apps since September 2024. */
export const IOS_RESIZE_TARGETS: readonly ScreenshotTarget[] = [
  { device: '6.9 inch', shape: 'phone', ...iphone69, note: 'iPhone 6.9" slot, required for iPhone apps' },
  { device: '6.7 inch', shape: 'phone', ...iphone67, note: 'Also accepted in the iPhone 6.9" slot' },
  { device: '6.5 inch', shape: 'phone', width: 1242, height: 2688, note: 'iPhone 6.5" slot, used when no 6.9" set is given' },
  { device: '5.5 inch', shape: 'phone', width: 1242, height: 2208, note: 'iPhone 5.5" slot (16:9)' },
  { device: 'iPad Pro 12.9 inch', shape: 'tablet', ...ipad13, note: 'iPad 13" slot, required for iPad apps' },
  { device: 'iPad Pro 11 inch', shape: 'tablet', width: 1668, height: 2388, note: 'iPad 11" slot' },
];

export const ANDROID_RESIZE_TARGETS: readonly ScreenshotTarget[] = [
  { device: 'phone', shape: 'phone', width: 1080, height: 1920, note: 'Google Play phone screenshots' },
  { device: '7 inch tablet', shape: 'tablet', width: 1200, height: 1920, note: 'Google Play 7" tablet screenshots' },
  { device: '10 inch tablet', shape: 'tablet', width: 1600, height: 2560, note: 'Google Play 10" tablet screenshots' },
];

export const RESIZE_TARGETS = { ios: IOS_RESIZE_TARGETS, android: ANDROID_RESIZE_TARGETS } as const;
export type ScreenshotStore = keyof typeof RESIZE_TARGETS;
export const SCREENSHOT_STORE_NAMES: Record<ScreenshotStore, string> = { ios: 'App Store', android: 'Google Play' };
