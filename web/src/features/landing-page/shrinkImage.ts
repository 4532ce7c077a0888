import { LANDING_IMAGE_MAX_BYTES } from '@aiapp/contracts';

/**
 * The page shows the icon at 64 px and screenshots at most 520 px tall, so uploads are drawn
 * smaller in the browser before they are sent: a 256 px PNG icon, screenshots at most 1040 px
 * on the longer side as JPEG, well under the call's per-image limit. The visitor's originals
 * never leave the browser.
 */
export interface ShrinkTarget {
  longerSide: number;
  type: 'image/png' | 'image/jpeg';
}

export const ICON_TARGET: ShrinkTarget = { longerSide: 256, type: 'image/png' };
export const SCREENSHOT_TARGET: ShrinkTarget = { longerSide: 1040, type: 'image/jpeg' };

/** Decoded bytes of a base64 data URL, from its length. */
const dataUrlBytes = (dataUrl: string) => Math.floor(((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4);

export async function shrinkImage(file: File, target: ShrinkTarget): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    for (const factor of [1, 0.75, 0.5]) {
      const scale = Math.min(1, (target.longerSide * factor) / Math.max(bitmap.width, bitmap.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext('2d');
      if (!context) throw new Error('This browser cannot draw on a canvas');
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const dataUrl = canvas.toDataURL(target.type, 0.86);
      if (dataUrlBytes(dataUrl) <= LANDING_IMAGE_MAX_BYTES) return dataUrl;
    }
    throw new Error('This image stays too large even when shrunk; try a smaller one.');
  } finally {
    bitmap.close();
  }
}
