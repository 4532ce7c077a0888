import { SCREENSHOT_STORE_NAMES, screenshotShapeOf, type ScreenshotTarget } from '@aiapp/store-facts';
import {
  RESIZE_MAX_OUTPUT_BYTES,
  screenshotZipFileName,
  slugify,
  type ResizeRequest,
  type ResizeResponse,
} from '@aiapp/contracts';
import { AppError } from '@aiapp/kit';
import type { z } from 'zod';
import { hexToRgb, type Rgb } from '../pixels/raw-image';
import { recentResults } from '../recent-results';
import { buildZip } from '../zip/build-zip';
import { resizeToSizes, type OutputFormat } from './resize-one';
import { openScreenshot, type ScreenshotUpload } from './screenshot-upload';
import { orientTarget, slotsFor, slotsOf, treatmentFor, type Size, type StoreSlot } from './screenshot-plan';
import { notPlacedReason, screenshotWarnings } from './screenshot-warnings';

type ParsedResizeRequest = z.output<typeof ResizeRequest>;
type ResizedImage = ResizeResponse['resized_images'][number];

const deviceFolder = (target: ScreenshotTarget, size: Size) =>
  `${target.device.replace(/[^A-Za-z0-9.]+/g, '-')}_${size.width}x${size.height}`;
/** With both stores chosen, each store's slots sit in a folder of their own. */
const storeFolder = (request: ParsedResizeRequest, slot: StoreSlot) =>
  request.target_platform === 'both' ? `${slugify(SCREENSHOT_STORE_NAMES[slot.store])}/` : '';

function screenshotFileName(upload: ScreenshotUpload, format: OutputFormat): string {
  const base = slugify(upload.name.replace(/\.[a-z0-9]{1,5}$/i, ''), 'screenshot');
  return `${String(upload.index + 1).padStart(2, '0')}_${base}.${format === 'jpeg' ? 'jpg' : 'png'}`;
}

/**
 * The captures last resized in this thread, by the upload and everything that sizes it (the
 * stores, fit and padding colour) but not its name, which only names the files (recent-results.ts):
 * a batch sent again under other names is not resized again. A handful: a capture's sizes for
 * both stores are a few MB.
 */
const recentSizes = recentResults<Buffer[]>(4);

/** Every slot of the upload's shape (`data` is the upload itself, the key of its recent results). */
async function resizeUpload(
  upload: ScreenshotUpload,
  data: string,
  slots: readonly StoreSlot[],
  request: ParsedResizeRequest,
  background: Rgb | undefined,
): Promise<ResizedImage[]> {
  const outputs = slots.map(({ target }) => orientTarget(target, upload.image));
  // Photos stay photos: JPEG and HEIC (iPhone captures) become JPEG; PNG and WebP become PNG.
  const format: OutputFormat = upload.image.format === 'jpeg' || upload.image.format === 'heic' ? 'jpeg' : 'png';
  const sizedBy = JSON.stringify([request.target_platform, request.fit_mode, request.background_color ?? null, data]);
  const encoded = await recentSizes(sizedBy, () =>
    resizeToSizes(upload.image, outputs, { mode: request.fit_mode, format, background }),
  );
  return slots.map((slot, i) => ({
    data: encoded[i]!.toString('base64'),
    device: slot.target.device,
    size: `${outputs[i]!.width}x${outputs[i]!.height}`,
    source_name: upload.name,
    store: slot.store,
    shape: slot.target.shape,
    file_name: `${storeFolder(request, slot)}${deviceFolder(slot.target, outputs[i]!)}/${screenshotFileName(upload, format)}`,
    mime_type: format === 'jpeg' ? 'image/jpeg' : 'image/png',
    ...treatmentFor(request.fit_mode, upload.image, outputs[i]!),
  }));
}

const displayName = (upload: ScreenshotUpload) => upload.name || `Screenshot ${upload.index + 1}`;

/**
 * `POST /api/resize-screenshots`: all uploads are checked before any is decoded; then one
 * screenshot at a time (bounded memory) is resized to every slot of its shape in the chosen
 * store(s). A capture of no slot's shape is reported in `not_placed`; when none fits, 422.
 */
export async function resizeScreenshots(
  request: ParsedResizeRequest,
  limits: { maxOutputBytes: number } = { maxOutputBytes: RESIZE_MAX_OUTPUT_BYTES },
): Promise<ResizeResponse> {
  const uploads = await Promise.all(request.images.map((image, index) => openScreenshot(image, index)));
  const background = request.background_color ? hexToRgb(request.background_color) : undefined;
  const placed = uploads.map((upload) => ({ upload, slots: slotsFor(request.target_platform, upload.image) }));
  const notPlaced = placed
    .filter(({ slots }) => slots.length === 0)
    .map(({ upload }) => {
      const shape = screenshotShapeOf(upload.image);
      return {
        source_name: displayName(upload),
        size: `${upload.image.width}x${upload.image.height}`,
        ...(shape ? { shape } : {}),
        reason: notPlacedReason(upload.image, request.target_platform),
      };
    });
  if (notPlaced.length === uploads.length) {
    throw new AppError('no_matching_slot', 422, notPlaced.map((entry) => `“${entry.source_name}”: ${entry.reason}`).join(' '), {
      not_placed: notPlaced,
    });
  }
  const perUpload: ResizedImage[][] = [];
  let outputBytes = 0;
  for (const { upload, slots } of placed) {
    if (slots.length === 0) continue;
    const images = await resizeUpload(upload, request.images[upload.index]!.data, slots, request, background);
    // Base64 length × 3/4: the encoded bytes, counted as they are made, so a request stops at the cap.
    outputBytes += images.reduce((sum, image) => sum + (image.data.length * 3) / 4, 0);
    if (outputBytes > limits.maxOutputBytes) {
      throw new AppError(
        'output_too_large',
        422,
        `These screenshots make more than ${Math.round(limits.maxOutputBytes / 1024 / 1024)} MB of images: send fewer at a time`,
      );
    }
    perUpload.push(images);
  }
  // Grouped by store and slot, in the tables' order, then by upload: one folder after another in the ZIP.
  const resized = slotsOf(request.target_platform).flatMap(({ store, target }) =>
    perUpload.flatMap((images) => images.filter((image) => image.store === store && image.device === target.device)),
  );
  const zip = await buildZip(resized.map((image) => ({ path: image.file_name, data: Buffer.from(image.data, 'base64') })));
  return {
    resized_images: resized,
    zip_data: zip.toString('base64'),
    zip_file_name: screenshotZipFileName(request.target_platform),
    warnings: screenshotWarnings(
      placed.filter(({ slots }) => slots.length > 0).map(({ upload }) => upload),
      request.target_platform,
      request.fit_mode,
    ),
    not_placed: notPlaced,
  };
}
