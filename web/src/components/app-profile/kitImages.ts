import { APP_STORE_SCREENSHOT_RULES } from '@aiapp/store-facts';
import type { KitImage } from '../../lib/app-profile/kitAssets';
import { isAcceptedImage } from '../upload/imageFiles';
import { readAsDataUrl } from '../upload/readAsDataUrl';

/** A chosen file as the kit holds it: its data URL and its pixel size, read by the browser. */
export async function kitImageFromFile(file: File): Promise<KitImage> {
  const dataUrl = await readAsDataUrl(file);
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  return { name: file.name, dataUrl, width: image.naturalWidth, height: image.naturalHeight };
}

/** The screenshots a tool hands to the kit: those the browser can show (HEIC is left out), at most one App Store slot's worth. */
export function kitScreenshotsFromFiles(files: readonly File[]): Promise<KitImage[]> {
  return Promise.all(files.filter(isAcceptedImage).slice(0, APP_STORE_SCREENSHOT_RULES.perSlot.max).map(kitImageFromFile));
}
