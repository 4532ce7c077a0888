/**
 * What the icon generator produces, as data: the service builds exactly these files and the
 * web page states counts computed from them (no hand-written "29 iOS icons" claims).
 * The store sizes they follow are in ./icons.ts.
 */
import { ANDROID_DENSITIES, IOS_ICON_PIXEL_SIZES, IOS_ICON_SLOTS } from './icons';

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
