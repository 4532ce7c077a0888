import type { MockupDevice } from '@aiapp/contracts';

/**
 * Current device frames described as vectors, in the device's own units (points or dp), so a
 * frame scales to any export size. Screen sizes are the real panels' pixel sizes; bezels, corner
 * radii and cut-outs are measured from published dimensions (body mm against panel pixels and
 * ppi) and rounded. No maker's logo or wordmark is drawn.
 */

export const COMPOSER_DEVICES = ['iphone', 'pixel', 'ipad', 'android-tablet'] as const;
export type ComposerDevice = (typeof COMPOSER_DEVICES)[number];

export const FRAME_VARIANTS = ['dark', 'light', 'colour'] as const;
export type FrameVariant = (typeof FRAME_VARIANTS)[number];

export type DeviceClass = 'phone' | 'tablet';
export type Platform = 'apple' | 'android';

export type Cutout =
  /** A pill in the screen, centred horizontally, `top` units below the screen's top edge. */
  | { kind: 'island'; width: number; height: number; top: number }
  /** A punch-hole camera in the screen. */
  | { kind: 'hole'; diameter: number; top: number }
  /** A camera in the bezel, centred on one edge of the portrait device. */
  | { kind: 'bezel-camera'; diameter: number; edge: 'left' | 'top' };

export interface SideButton {
  side: 'left' | 'right' | 'top';
  /** Distance from the body's top (or, on the top edge, from its left) to the button's start. */
  offset: number;
  length: number;
}

export interface DeviceModel {
  label: string;
  deviceClass: DeviceClass;
  platform: Platform;
  /** The classic mockup canvas (docs/product.md §9) this device maps to. */
  classic: MockupDevice;
  /** Native portrait panel resolution in pixels. */
  screenPixels: { width: number; height: number };
  /** The panel in device units, with its corner radius. */
  screen: { width: number; height: number; radius: number };
  /** Black glass between the screen and the metal band. */
  bezel: number;
  /** The coloured metal or aluminium band around the front. */
  band: number;
  cutout: Cutout;
  buttons: readonly SideButton[];
  /** Only the finishes the real device is sold in: iPad Pro has no colourful one. */
  variants: Partial<Record<FrameVariant, { label: string; frame: string }>>;
}

export const DEVICE_MODELS: Readonly<Record<ComposerDevice, DeviceModel>> = {
  // 6.9" class, 1320×2868 at 3×; 77.6 × 163 mm body gives about 14 pt around the panel.
  iphone: {
    label: 'iPhone (Dynamic Island)',
    deviceClass: 'phone',
    platform: 'apple',
    classic: 'iphone',
    screenPixels: { width: 1320, height: 2868 },
    screen: { width: 440, height: 956, radius: 62 },
    bezel: 8,
    band: 6,
    cutout: { kind: 'island', width: 126, height: 37, top: 11 },
    buttons: [
      { side: 'left', offset: 160, length: 36 },
      { side: 'left', offset: 225, length: 64 },
      { side: 'left', offset: 305, length: 64 },
      { side: 'right', offset: 250, length: 104 },
    ],
    variants: {
      dark: { label: 'Black', frame: '#3d3c3a' },
      light: { label: 'White', frame: '#e4e1db' },
      colour: { label: 'Desert', frame: '#c4a689' },
    },
  },
  // Pixel-style 6.3" class, 1280×2856 at 3×, a centred punch-hole camera.
  pixel: {
    label: 'Android phone',
    deviceClass: 'phone',
    platform: 'android',
    classic: 'android',
    screenPixels: { width: 1280, height: 2856 },
    screen: { width: 426.67, height: 952, radius: 50 },
    bezel: 11,
    band: 5,
    cutout: { kind: 'hole', diameter: 15, top: 16 },
    buttons: [
      { side: 'right', offset: 215, length: 62 },
      { side: 'right', offset: 300, length: 118 },
    ],
    variants: {
      dark: { label: 'Obsidian', frame: '#2a2b2e' },
      light: { label: 'Porcelain', frame: '#ebe6dd' },
      colour: { label: 'Rose', frame: '#e6bfbd' },
    },
  },
  // 13" class, 2064×2752 at 2×; 215.5 × 281.6 mm body gives about 44 pt around the panel.
  ipad: {
    label: 'iPad Pro 13″',
    deviceClass: 'tablet',
    platform: 'apple',
    classic: 'tablet',
    screenPixels: { width: 2064, height: 2752 },
    screen: { width: 1032, height: 1376, radius: 18 },
    bezel: 40,
    band: 4,
    cutout: { kind: 'bezel-camera', diameter: 9, edge: 'left' },
    buttons: [
      { side: 'top', offset: 900, length: 80 },
      { side: 'right', offset: 120, length: 70 },
      { side: 'right', offset: 200, length: 70 },
    ],
    variants: {
      dark: { label: 'Space black', frame: '#3a3a3c' },
      light: { label: 'Silver', frame: '#dcdde0' },
    },
  },
  // 11" class Android tablet, 1600×2560 at 2×, about 60 dp around the panel.
  'android-tablet': {
    label: 'Android tablet',
    deviceClass: 'tablet',
    platform: 'android',
    classic: 'tablet',
    screenPixels: { width: 1600, height: 2560 },
    screen: { width: 800, height: 1280, radius: 24 },
    bezel: 56,
    band: 4,
    cutout: { kind: 'bezel-camera', diameter: 10, edge: 'left' },
    buttons: [
      { side: 'top', offset: 640, length: 90 },
      { side: 'right', offset: 140, length: 90 },
    ],
    variants: {
      dark: { label: 'Hazel', frame: '#5a5d56' },
      light: { label: 'Porcelain', frame: '#ebe5da' },
      colour: { label: 'Rose', frame: '#e8c8c1' },
    },
  },
};

const BY_CLASS_AND_PLATFORM: Record<DeviceClass, Record<Platform, ComposerDevice>> = {
  phone: { apple: 'iphone', android: 'pixel' },
  tablet: { apple: 'ipad', android: 'android-tablet' },
};

/**
 * The frame a store's images use: that store's own device of the chosen kind. App Review
 * guideline 2.3.10 rejects imagery of other mobile platforms, so an Android frame never goes
 * into an App Store image (and an iPhone frame would look out of place on Google Play).
 */
export function deviceForPlatform(chosen: ComposerDevice, platform: Platform): ComposerDevice {
  return BY_CLASS_AND_PLATFORM[DEVICE_MODELS[chosen].deviceClass][platform];
}

/** The outer size of a device body in its own units. */
export function bodySize(model: DeviceModel): { width: number; height: number; radius: number } {
  const edge = model.bezel + model.band;
  return { width: model.screen.width + 2 * edge, height: model.screen.height + 2 * edge, radius: model.screen.radius + edge };
}

/** The variant to draw: the asked one when the device is sold in it, else its dark finish. */
export function frameVariant(model: DeviceModel, wanted: FrameVariant): FrameVariant {
  return model.variants[wanted] ? wanted : 'dark';
}
