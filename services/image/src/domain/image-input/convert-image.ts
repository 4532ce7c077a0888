import { SCREENSHOT_UPLOAD_MAX_BYTES } from '@aiapp/store-facts';
import { type ConvertImageRequest, type ConvertImageResponse } from '@aiapp/contracts';
import type { z } from 'zod';
import { unsupportedImage } from './image-errors';
import { decodeOrExplain, openImage } from './open-image';
import { decodeImageDataUrl } from './parse-data-url';

const NOT_HEIC_MESSAGE = 'Only HEIC and HEIF images need converting; PNG, JPEG and WebP open in the browser as they are.';

/** Photo quality: an iPhone capture stays sharp and its size stays close to the HEIC's. */
const JPEG_QUALITY = 90;

/**
 * `POST /api/convert-image`: one HEIC/HEIF image (browsers cannot decode it) as a JPEG at the
 * same pixel size, its rotation applied, transparent parts on white. Nothing is kept.
 */
export async function convertImage(request: z.output<typeof ConvertImageRequest>): Promise<ConvertImageResponse> {
  const image = await openImage(decodeImageDataUrl(request.image_data, SCREENSHOT_UPLOAD_MAX_BYTES));
  if (image.format !== 'heic') throw unsupportedImage(NOT_HEIC_MESSAGE);
  const jpeg = await decodeOrExplain(() =>
    image.decode().flatten({ background: '#ffffff' }).toColourspace('srgb').jpeg({ quality: JPEG_QUALITY }).toBuffer(),
  );
  return { data: jpeg.toString('base64'), mime_type: 'image/jpeg', width: image.width, height: image.height };
}
