import { SHORT_DESCRIPTION_LIMIT } from './constants';

/**
 * Store metadata limits and asset rules, so every tool and every page that quotes a limit
 * uses the same number. First-party sources are in STORE_RULE_SOURCES.
 */

export const APP_STORE_TEXT_LIMITS = {
  /** Characters. */
  appName: 30,
  subtitle: 30,
  /** UTF-8 bytes, comma-separated, not characters. */
  keywordsBytes: 100,
  promotionalText: 170,
  description: 4000,
} as const;

export const PLAY_TEXT_LIMITS = {
  title: 30,
  shortDescription: SHORT_DESCRIPTION_LIMIT,
  fullDescription: 4000,
} as const;

export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

/** Portrait sizes App Store Connect accepts in its two required screenshot slots. */
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

export const APP_STORE_ASSET_RULES = {
  marketingIconPx: 1024,
  screenshotsPerSlot: { min: 1, max: 10 },
  screenshotFormats: ['PNG', 'JPEG'],
} as const;

export const PLAY_ASSET_RULES = {
  iconPx: 512,
  iconMaxKilobytes: 1024,
  featureGraphic: { width: 1024, height: 500 },
  screenshotSidePx: { min: 320, max: 3840 },
  /** The long side of a screenshot may be at most this many times the short side. */
  screenshotMaxAspect: 2,
  screenshotsPerDeviceType: { min: 2, max: 8 },
} as const;

/** Android adaptive icons: both layers are 108 dp; the mask shows 72 dp; 66 dp is safe under every mask. */
export const ANDROID_ADAPTIVE_ICON_DP = { layer: 108, visible: 72, safeZone: 66 } as const;

/** Legacy launcher icon (48 dp) in pixels per density bucket. */
export const ANDROID_LAUNCHER_ICON_PX = { mdpi: 48, hdpi: 72, xhdpi: 96, xxhdpi: 144, xxxhdpi: 192 } as const;

/** Whether a screenshot of this size passes Google Play's side and aspect-ratio rules. */
export function fitsPlayScreenshotRules({ width, height }: PixelSize): boolean {
  const { min, max } = PLAY_ASSET_RULES.screenshotSidePx;
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  return short >= min && long <= max && long <= short * PLAY_ASSET_RULES.screenshotMaxAspect;
}

export const STORE_RULE_SOURCES = {
  appStoreProductPage: 'https://developer.apple.com/app-store/product-page/',
  appStoreAppInformation: 'https://developer.apple.com/help/app-store-connect/reference/app-information',
  appStoreVersionInformation: 'https://developer.apple.com/help/app-store-connect/reference/platform-version-information',
  appStoreScreenshots: 'https://developer.apple.com/help/app-store-connect/reference/app-information/screenshot-specifications',
  playMetadataPolicy: 'https://support.google.com/googleplay/android-developer/answer/9898842',
  playShortDescription: 'https://support.google.com/googleplay/android-developer/answer/13393723',
  playGraphicAssets: 'https://support.google.com/googleplay/android-developer/answer/1078870',
  playIconSpec: 'https://developer.android.com/distribute/google-play/resources/icon-design-specifications',
  androidAdaptiveIcons: 'https://developer.android.com/develop/ui/views/launch/icon_design_adaptive',
  itunesSearchApi: 'https://performance-partners.apple.com/search-api',
} as const;
