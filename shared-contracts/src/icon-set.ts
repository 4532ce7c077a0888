/**
 * What the icon generator produces, as data: the service builds exactly these files and the
 * web page states counts computed from them (no hand-written "29 iOS icons" claims).
 * Sources: store-assets.md §1.3 (Xcode's iPhone/iPad/App Store slots), §2 (Android densities,
 * 108 dp adaptive layers, 66 dp safe zone, Play 512 icon).
 */

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
  { idiom: 'ios-marketing', points: 1024, scale: 1, usage: 'App Store' },
];

export const iosSlotPixels = (slot: IosIconSlot) => Math.round(slot.points * slot.scale);

/** One PNG per distinct pixel size; slots of the same size share it (Xcode accepts a file in several slots). */
export const IOS_ICON_PIXEL_SIZES: readonly number[] = [...new Set(IOS_ICON_SLOTS.map(iosSlotPixels))].sort((a, b) => a - b);

export const iosIconFile = (pixels: number) => `AppIcon-${pixels}.png`;

/** all-sizes: the slots above; single-size: one 1024 universal icon that Xcode 14+ scales itself. */
export const IOS_ICON_LAYOUTS = ['all-sizes', 'single-size'] as const;
export type IosIconLayout = (typeof IOS_ICON_LAYOUTS)[number];

/** iOS 18 appearances besides the default one (Contents.json `appearances: [{appearance: luminosity, value}]`). */
export const IOS_APPEARANCES = ['dark', 'tinted'] as const;
export type IosAppearance = (typeof IOS_APPEARANCES)[number];
export const IOS_APPEARANCE_SIZE = 1024;
export const iosAppearanceFile = (appearance: IosAppearance) => `AppIcon-${IOS_APPEARANCE_SIZE}-${appearance}.png`;

/** Launcher mask previews of the adaptive icon, the themed icon as Android 13+ tints it, and the iOS 18 appearances. */
export const ICON_PREVIEW_NAMES = [
  'circle',
  'squircle',
  'rounded-square',
  'teardrop',
  'themed',
  'ios-dark',
  'ios-tinted',
] as const;
export type IconPreviewName = (typeof ICON_PREVIEW_NAMES)[number];

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

/** Launcher icon geometry in dp (AdaptiveIconDrawable reference; Material keylines). */
export const ANDROID_ICON_DP = { legacy: 48, adaptiveLayer: 108, viewport: 72, safeZone: 66 } as const;

export const PLAY_STORE_ICON = { size: 512, maxBytes: 1024 * 1024 } as const;

/** Android files written per density. */
export const ANDROID_DENSITY_FILES = [
  'ic_launcher.png',
  'ic_launcher_background.png',
  'ic_launcher_round.png',
  'ic_launcher_foreground.png',
  'ic_launcher_monochrome.png',
] as const;

export interface WebIcon {
  readonly file: string;
  readonly size: number;
  readonly purpose: 'favicon' | 'apple-touch' | 'any' | 'maskable';
}

export const WEB_ICONS: readonly WebIcon[] = [
  { file: 'favicon-16x16.png', size: 16, purpose: 'favicon' },
  { file: 'favicon-32x32.png', size: 32, purpose: 'favicon' },
  { file: 'favicon-48x48.png', size: 48, purpose: 'favicon' },
  { file: 'apple-touch-icon.png', size: 180, purpose: 'apple-touch' },
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/** Counts a page may state, computed from the tables above. */
export const ICON_SET_COUNTS = {
  iosSlots: IOS_ICON_SLOTS.length + IOS_APPEARANCES.length,
  /** Plus the dark and tinted 1024 icons. */
  iosFiles: IOS_ICON_PIXEL_SIZES.length + IOS_APPEARANCES.length,
  androidDensities: ANDROID_DENSITIES.length,
  /** Per-density PNGs, the Play Store icon, two adaptive XMLs and the colour resource. */
  androidFiles: ANDROID_DENSITIES.length * ANDROID_DENSITY_FILES.length + 1 + 2 + 1,
  /** The PNGs, favicon.ico and the two snippets. */
  webFiles: WEB_ICONS.length + 3,
} as const;

export const ICON_PADDING_MAX_PERCENT = 25;
export const DEFAULT_ICON_BACKGROUND = '#FFFFFF';
