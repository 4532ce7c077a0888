import {
  KIT_APP_STORE_SCREENSHOTS,
  KIT_PLAY_SCREENSHOTS,
  PLAY_SCREENSHOT_RULES,
  screenshotShapeOf,
  SUPPLY_SCREENSHOT_FOLDERS,
} from '@aiapp/store-facts';
import { resizeToSizes } from '../screenshots/resize-one';
import { orientTarget, type Size } from '../screenshots/screenshot-plan';
import type { ScreenshotUpload } from '../screenshots/screenshot-upload';
import { recentResults } from '../recent-results';

/** One store image, named by the slot it fills; the same image goes to every locale's folder. */
export interface KitScreenshot {
  readonly store: 'appStore' | 'play';
  /** deliver tells the device from the pixel size; supply from the folder. */
  readonly slot: keyof typeof KIT_APP_STORE_SCREENSHOTS | keyof typeof SUPPLY_SCREENSHOT_FOLDERS;
  readonly fileName: string;
  readonly width: number;
  readonly height: number;
  readonly jpeg: Buffer;
}

type Slot = { store: KitScreenshot['store']; slot: KitScreenshot['slot']; size: Size };

/** The App Store slot's size (portrait), or the capture's own where the slot accepts it as it is: nothing resampled. */
function appStoreSize(slot: keyof typeof KIT_APP_STORE_SCREENSHOTS, capture: Size): Size {
  const { width, height, accepted } = KIT_APP_STORE_SCREENSHOTS[slot];
  const short = Math.min(capture.width, capture.height);
  const long = Math.max(capture.width, capture.height);
  return accepted.find((size) => size.width === short && size.height === long) ?? { width, height };
}

/** Phone captures fill the two iPhone slots and Play's phone folder; tablet captures the iPad 13" slot and Play's two tablet folders. */
function slotsFor(upload: ScreenshotUpload): Slot[] {
  const P = KIT_PLAY_SCREENSHOTS;
  const appStore = (slot: keyof typeof KIT_APP_STORE_SCREENSHOTS): Slot => ({
    store: 'appStore',
    slot,
    size: appStoreSize(slot, upload.image),
  });
  if (screenshotShapeOf(upload.image) === 'tablet')
    return [
      appStore('ipad13'),
      { store: 'play', slot: 'sevenInch', size: P.sevenInch },
      { store: 'play', slot: 'tenInch', size: P.tenInch },
    ];
  return [appStore('iphone69'), appStore('iphone65'), { store: 'play', slot: 'phone', size: P.phone }];
}

/**
 * Every store size of one capture from a single decode, opaque (JPEG), the whole capture kept
 * (padded with its edge colour where the shapes differ). JPEG: both stores take it, deliver and
 * supply upload it, and it is several times faster to encode than PNG at these sizes.
 */
async function resizeForStores(upload: ScreenshotUpload, position: number): Promise<KitScreenshot[]> {
  const slots = slotsFor(upload);
  const shape = screenshotShapeOf(upload.image) ?? 'phone';
  const outputs = slots.map((slot) => orientTarget({ ...slot.size, device: slot.slot, note: '', shape }, upload.image));
  const encoded = await resizeToSizes(upload.image, outputs, { mode: 'fit', format: 'jpeg' });
  return slots.map((slot, i) => ({
    store: slot.store,
    slot: slot.slot,
    fileName: `${String(position).padStart(2, '0')}_${slot.slot}${markOf(slot)}_${outputs[i]!.width}x${outputs[i]!.height}.jpg`,
    width: outputs[i]!.width,
    height: outputs[i]!.height,
    jpeg: encoded[i]!,
  }));
}

/** What deliver must read in a file's name to pick the right slot (KIT_APP_STORE_SCREENSHOTS.ipad13.fileNameMark). */
function markOf(slot: Slot): string {
  const facts =
    slot.store === 'appStore' ? KIT_APP_STORE_SCREENSHOTS[slot.slot as keyof typeof KIT_APP_STORE_SCREENSHOTS] : undefined;
  return facts && 'fileNameMark' in facts ? `_${facts.fileNameMark}` : '';
}

const recentCaptures = recentResults<KitScreenshot[]>(10);

/** All captures, in order (`data` is each one's upload, the key of its recent results); Play keeps at most its per-device maximum in each folder. */
export async function kitScreenshots(uploads: readonly ScreenshotUpload[], data: readonly string[]): Promise<KitScreenshot[]> {
  const all = (
    await Promise.all(
      uploads.map((upload, i) => recentCaptures(`${i + 1}:${data[i] ?? ''}`, () => resizeForStores(upload, i + 1))),
    )
  ).flat();
  const perPlaySlot = new Map<string, number>();
  return all.filter((shot) => {
    if (shot.store !== 'play') return true;
    const count = (perPlaySlot.get(shot.slot) ?? 0) + 1;
    perPlaySlot.set(shot.slot, count);
    return count <= PLAY_SCREENSHOT_RULES.perDeviceType.max;
  });
}
