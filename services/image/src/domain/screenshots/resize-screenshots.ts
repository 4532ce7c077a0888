import { RESIZE_TARGETS, type ScreenshotTarget } from '@aiapp/store-facts';
import {
  RESIZE_MAX_OUTPUT_BYTES,
  screenshotZipFileName,
  slugify,
  type ResizeRequest,
  type ResizeResponse,
} from '@aiapp/contracts';
import { AppError } from '@aiapp/kit';
import type { z } from 'zod';
import { decodeOrExplain } from '../image-input/open-image';
import { hexToRgb, toRaw, type Rgb } from '../pixels/raw-image';
import { buildZip } from '../zip/build-zip';
import { resizeScreenshot, type OutputFormat } from './resize-one';
import { openScreenshot, type ScreenshotUpload } from './screenshot-upload';
import { orientTarget, targetsFor, treatmentFor, workingSize, type Size } from './screenshot-plan';
import { screenshotWarnings } from './screenshot-warnings';

type ParsedResizeRequest = z.output<typeof ResizeRequest>;
type ResizedImage = ResizeResponse['resized_images'][number];

const WHITE: Rgb = { r: 255, g: 255, b: 255 };

const deviceFolder = (target: ScreenshotTarget, size: Size) =>
  `${target.device.replace(/[^A-Za-z0-9.]+/g, '-')}_${size.width}x${size.height}`;

function screenshotFileName(upload: ScreenshotUpload, format: OutputFormat): string {
  const base = slugify(upload.name.replace(/\.[a-z0-9]{1,5}$/i, ''), 'screenshot');
  return `${String(upload.index + 1).padStart(2, '0')}_${base}.${format === 'jpeg' ? 'jpg' : 'png'}`;
}

/** Every store size for one upload, from a single decode; transparency is flattened away at decode time. */
async function resizeUpload(
  upload: ScreenshotUpload,
  request: ParsedResizeRequest,
  background: Rgb | undefined,
): Promise<ResizedImage[]> {
  const targets = targetsFor(request.target_platform, upload.image, request.include_ipad);
  const outputs = targets.map((target) => orientTarget(target, upload.image));
  const decodeSize = workingSize(request.fit_mode, upload.image, outputs);
  const working = await decodeOrExplain(() =>
    toRaw(
      upload.image
        .decode()
        .resize(decodeSize.width, decodeSize.height, { fit: 'fill' })
        .toColourspace('srgb')
        .flatten({ background: background ?? WHITE }),
    ),
  );
  // Photos stay photos: JPEG and HEIC (iPhone captures) become JPEG; PNG and WebP become PNG.
  const format: OutputFormat = upload.image.format === 'jpeg' || upload.image.format === 'heic' ? 'jpeg' : 'png';
  const encoded = await Promise.all(
    outputs.map((output) => resizeScreenshot({ working, output, mode: request.fit_mode, format, background })),
  );
  return targets.map((target, i) => ({
    data: encoded[i]!.toString('base64'),
    device: target.device,
    size: `${outputs[i]!.width}x${outputs[i]!.height}`,
    source_name: upload.name,
    file_name: `${deviceFolder(target, outputs[i]!)}/${screenshotFileName(upload, format)}`,
    mime_type: format === 'jpeg' ? 'image/jpeg' : 'image/png',
    ...treatmentFor(request.fit_mode, upload.image, outputs[i]!),
  }));
}

/**
 * `POST /api/resize-screenshots`: all uploads are checked before any is decoded; then one
 * screenshot at a time (bounded memory) is resized to every target of the platform.
 */
export async function resizeScreenshots(
  request: ParsedResizeRequest,
  limits: { maxOutputBytes: number } = { maxOutputBytes: RESIZE_MAX_OUTPUT_BYTES },
): Promise<ResizeResponse> {
  const uploads = await Promise.all(request.images.map((image, index) => openScreenshot(image, index)));
  const background = request.background_color ? hexToRgb(request.background_color) : undefined;
  const perUpload: ResizedImage[][] = [];
  let outputBytes = 0;
  for (const upload of uploads) {
    const images = await resizeUpload(upload, request, background);
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
  // Grouped by slot, in the table's order, then by upload: one folder after another in the ZIP.
  const resized = RESIZE_TARGETS[request.target_platform].flatMap((target) =>
    perUpload.flatMap((images) => images.filter((image) => image.device === target.device)),
  );
  const zip = await buildZip(resized.map((image) => ({ path: image.file_name, data: Buffer.from(image.data, 'base64') })));
  return {
    resized_images: resized,
    zip_data: zip.toString('base64'),
    zip_file_name: screenshotZipFileName(request.target_platform),
    warnings: screenshotWarnings(uploads, request.target_platform, request.fit_mode, request.include_ipad),
  };
}
