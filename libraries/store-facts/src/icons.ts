/**
 * Icon sizes the stores and platforms ask for: Xcode's iPhone, iPad and App Store slots (Apple's
 * Asset Catalog Format Reference, https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/AppIconType.html),
 * the opaque marketing icon, Android densities and adaptive layers
 * (https://developer.android.com/develop/ui/views/launch/icon_design_adaptive), and the Play Store
 * icon (https://developer.android.com/distribute/google-play/resources/icon-design-specifications).
 * What the generator writes from them: ./icon-set.ts (docs/image-tools.md).
 */

/** App Store marketing icon: 1024 px square, no alpha channel (ITMS-90717). */
export const APP_STORE_MARKETING_ICON_PX = 1024;

export interface IosIconSlot {
  readonly idiom: 'iphone' | 'ipad' | 'ios-marketing';
  /** Size in points, as Xcode writes it ("83.5"). */
  readonly points: number;
  readonly scale: 1 | 2 | 3;
  readonly usage: string;
}

/** Xcode's iPhone, iPad and App Store slots; iOS 6-era sizes (57, 72, 50) and iPhone 29@1x are left out. */
export const IOS_ICON_SLOTS: readonly IosIconSlot[] = [
  { idiom: 'iphone', points: 20, scale: 2, usage: 'iPhone Notification' },
  { idiom: 'iphone', points: 20, scale: 3, usage: 'iPhone Notification' },
  { idiom: 'iphone', points: 29, scale: 2, usage: 'iPhone Settings' },
  { idiom: 'iphone', points: 29, scale: 3, usage: 'iPhone Settings' },
  { idiom: 'iphone', points: 40, scale: 2, usage: 'iPhone Spotlight' },
  { idiom: 'iphone', points: 40, scale: 3, usage: 'iPhone Spotlight' },
  { idiom: 'iphone', points: 60, scale: 2, usage: 'iPhone App' },
  { idiom: 'iphone', points: 60, scale: 3, usage: 'iPhone App' },
  { idiom: 'ipad', points: 20, scale: 1, usage: 'iPad Notification' },
  { idiom: 'ipad', points: 20, scale: 2, usage: 'iPad Notification' },
  { idiom: 'ipad', points: 29, scale: 1, usage: 'iPad Settings' },
  { idiom: 'ipad', points: 29, scale: 2, usage: 'iPad Settings' },
  { idiom: 'ipad', points: 40, scale: 1, usage: 'iPad Spotlight' },
  { idiom: 'ipad', points: 40, scale: 2, usage: 'iPad Spotlight' },
  { idiom: 'ipad', points: 76, scale: 1, usage: 'iPad App' },
  { idiom: 'ipad', points: 76, scale: 2, usage: 'iPad App' },
  { idiom: 'ipad', points: 83.5, scale: 2, usage: 'iPad Pro App' },
  { idiom: 'ios-marketing', points: APP_STORE_MARKETING_ICON_PX, scale: 1, usage: 'App Store' },
];

export const iosSlotPixels = (slot: IosIconSlot) => Math.round(slot.points * slot.scale);

/** One PNG per distinct pixel size; slots of the same size share it (Xcode accepts a file in several slots). */
export const IOS_ICON_PIXEL_SIZES: readonly number[] = [...new Set(IOS_ICON_SLOTS.map(iosSlotPixels))].sort((a, b) => a - b);

export interface AndroidDensity {
  readonly name: 'mdpi' | 'hdpi' | 'xhdpi' | 'xxhdpi' | 'xxxhdpi';
  readonly scale: number;
}

/** ldpi is left out: no supported device uses it and Android Studio no longer writes it. */
export const ANDROID_DENSITIES: readonly AndroidDensity[] = [
  { name: 'mdpi', scale: 1 },
  { name: 'hdpi', scale: 1.5 },
  { name: 'xhdpi', scale: 2 },
  { name: 'xxhdpi', scale: 3 },
  { name: 'xxxhdpi', scale: 4 },
];

/**
 * Launcher icon geometry in dp (AdaptiveIconDrawable reference): a 48 dp legacy icon; adaptive
 * layers of 108 dp of which the mask shows the central 72 dp, and only 66 dp is safe under every mask.
 */
export const ANDROID_ICON_DP = { legacy: 48, adaptiveLayer: 108, viewport: 72, safeZone: 66 } as const;

/** Google Play store icon: 512 px square, 32-bit PNG (alpha allowed), at most 1024 KB. */
export const PLAY_STORE_ICON = { size: 512, maxKilobytes: 1024, maxBytes: 1024 * 1024 } as const;
