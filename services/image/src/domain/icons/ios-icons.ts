import { IOS_ICON_PIXEL_SIZES, IOS_ICON_SLOTS, iosIconFile, iosSlotPixels, type IosIconSlot } from '@aiapp/contracts';
import { resizedPng } from '../pixels/encode';
import type { RawImage } from '../pixels/raw-image';
import type { ZipEntry } from '../zip/zip-entry';

const APP_ICON_SET_DIR = 'ios/AppIcon.appiconset';

export interface IosIcon {
  readonly pixels: number;
  readonly png: Buffer;
  /** Every Xcode slot this file fills, e.g. "iPhone Notification @2x, iPad Notification @2x". */
  readonly usage: string;
}

/** Xcode's asset-catalog format: sizes in points, scale as "2x", the file the slot uses. */
function contentsJson(slots: readonly IosIconSlot[] = IOS_ICON_SLOTS): string {
  const images = slots.map((slot) => ({
    filename: iosIconFile(iosSlotPixels(slot)),
    idiom: slot.idiom,
    scale: `${slot.scale}x`,
    size: `${slot.points}x${slot.points}`,
  }));
  return `${JSON.stringify({ images, info: { author: 'xcode', version: 1 } }, null, 2)}\n`;
}

/** One opaque RGB PNG per distinct pixel size, resized from the flattened 1024 layer. */
export async function buildIosIcons(opaque: RawImage): Promise<IosIcon[]> {
  return Promise.all(
    IOS_ICON_PIXEL_SIZES.map(async (pixels) => ({
      pixels,
      png: await resizedPng(opaque, pixels),
      usage: IOS_ICON_SLOTS.filter((slot) => iosSlotPixels(slot) === pixels)
        .map((slot) => `${slot.usage} @${slot.scale}x`)
        .join(', '),
    })),
  );
}

export function iosZipEntries(icons: readonly IosIcon[]): ZipEntry[] {
  return [
    { path: `${APP_ICON_SET_DIR}/Contents.json`, data: Buffer.from(contentsJson()) },
    ...icons.map((icon) => ({ path: `${APP_ICON_SET_DIR}/${iosIconFile(icon.pixels)}`, data: icon.png })),
  ];
}
