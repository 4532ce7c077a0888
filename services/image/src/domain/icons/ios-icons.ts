import {
  IOS_APPEARANCE_SIZE,
  IOS_APPEARANCES,
  IOS_ICON_PIXEL_SIZES,
  IOS_ICON_SLOTS,
  iosAppearanceFile,
  iosIconFile,
  iosSlotPixels,
  type IosAppearance,
  type IosIconLayout,
} from '@aiapp/store-facts';
import { resizedPng } from '../pixels/encode';
import type { RawImage } from '../pixels/raw-image';
import type { ZipEntry } from '../zip/zip-entry';
import type { IconLayers } from './icon-layers';

const APP_ICON_SET_DIR = 'ios/AppIcon.appiconset';
/** Where an icon file sits in the ZIP. */
export const iosIconPath = (file: string) => `${APP_ICON_SET_DIR}/${file}`;

export interface IosIcon {
  readonly pixels: number;
  readonly file: string;
  readonly png: Buffer;
  /** Every Xcode slot this file fills, e.g. "iPhone Notification @2x, iPad Notification @2x". */
  readonly usage: string;
  readonly appearance?: IosAppearance;
}

interface ContentsImage {
  filename: string;
  idiom: string;
  platform?: string;
  scale?: string;
  size: string;
  appearances?: { appearance: 'luminosity'; value: IosAppearance }[];
}

/** Xcode 14+ universal 1024 entry; with an appearance it is the iOS 18 dark or tinted variant. */
const universalEntry = (filename: string, appearance?: IosAppearance): ContentsImage => ({
  ...(appearance ? { appearances: [{ appearance: 'luminosity', value: appearance }] } : {}),
  filename,
  idiom: 'universal',
  platform: 'ios',
  size: `${IOS_APPEARANCE_SIZE}x${IOS_APPEARANCE_SIZE}`,
});

/**
 * Xcode's asset-catalog format: sizes in points, scale as "2x", the file the slot uses. Both
 * layouts carry the dark and tinted appearances as universal 1024 entries (iOS 18 derives their
 * smaller sizes); the marketing icon never has appearances (peers leave them out on purpose).
 */
function contentsJson(layout: IosIconLayout = 'all-sizes'): string {
  const appearances = IOS_APPEARANCES.map((appearance) => universalEntry(iosAppearanceFile(appearance), appearance));
  const images: ContentsImage[] =
    layout === 'single-size'
      ? [universalEntry(iosIconFile(IOS_APPEARANCE_SIZE)), ...appearances]
      : [
          ...IOS_ICON_SLOTS.map((slot) => ({
            filename: iosIconFile(iosSlotPixels(slot)),
            idiom: slot.idiom,
            scale: `${slot.scale}x`,
            size: `${slot.points}x${slot.points}`,
          })),
          ...appearances,
        ];
  return `${JSON.stringify({ images, info: { author: 'xcode', version: 1 } }, null, 2)}\n`;
}

const APPEARANCE_USAGE: Record<IosAppearance, string> = {
  dark: 'iOS 18 dark appearance',
  tinted: 'iOS 18 tinted appearance',
};

/** Opaque RGB PNGs: one per distinct pixel size of the layout, plus the dark and tinted 1024s. */
export async function buildIosIcons(layers: IconLayers, layout: IosIconLayout = 'all-sizes'): Promise<IosIcon[]> {
  const sizes = layout === 'single-size' ? [IOS_APPEARANCE_SIZE] : IOS_ICON_PIXEL_SIZES;
  const appearanceLayer: Record<IosAppearance, Promise<RawImage>> = { dark: layers.iosDark, tinted: layers.iosTinted };
  return Promise.all([
    ...sizes.map(async (pixels) => ({
      pixels,
      file: iosIconFile(pixels),
      png: await resizedPng(layers.opaque, pixels),
      usage:
        layout === 'single-size'
          ? 'All iOS sizes (Xcode 14+ single size) and the App Store'
          : IOS_ICON_SLOTS.filter((slot) => iosSlotPixels(slot) === pixels)
              .map((slot) => `${slot.usage} @${slot.scale}x`)
              .join(', '),
    })),
    ...IOS_APPEARANCES.map(async (appearance) => ({
      pixels: IOS_APPEARANCE_SIZE,
      file: iosAppearanceFile(appearance),
      png: await resizedPng(appearanceLayer[appearance], IOS_APPEARANCE_SIZE),
      usage: APPEARANCE_USAGE[appearance],
      appearance,
    })),
  ]);
}

export function iosZipEntries(icons: readonly IosIcon[], layout: IosIconLayout = 'all-sizes'): ZipEntry[] {
  return [
    { path: `${APP_ICON_SET_DIR}/Contents.json`, data: Buffer.from(contentsJson(layout)) },
    ...icons.map((icon) => ({ path: iosIconPath(icon.file), data: icon.png })),
  ];
}
