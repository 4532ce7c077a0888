import { PLAY_STORE_ICON } from '@aiapp/store-facts';
import { fromRaw, type RawImage } from '../pixels/raw-image';
import { resizedPng } from '../pixels/encode';

/**
 * Google Play's 512×512 icon: a full square (Play applies its own mask), 32-bit PNG, at most
 * 1 MB. Only pixel noise can push it past 1 MB; then a maximum-compression palette PNG is used.
 */
export async function playStoreIcon(layer: Promise<RawImage>): Promise<{ png: Buffer; warnings: string[] }> {
  const opaque = await layer;
  const png = await resizedPng(opaque, PLAY_STORE_ICON.size, { withAlpha: true });
  if (png.length <= PLAY_STORE_ICON.maxBytes) return { png, warnings: [] };
  const smaller = await fromRaw(opaque)
    .resize(PLAY_STORE_ICON.size, PLAY_STORE_ICON.size, { fit: 'fill' })
    .ensureAlpha()
    .png({ compressionLevel: 9, palette: true, quality: 95, effort: 10 })
    .toBuffer();
  return {
    png: smaller,
    warnings: [
      `Your artwork is so detailed that the ${PLAY_STORE_ICON.size}×${PLAY_STORE_ICON.size} Play Store icon would exceed ${PLAY_STORE_ICON.maxKilobytes / 1024} MB; it was saved with a reduced colour palette to fit.`,
    ],
  };
}
