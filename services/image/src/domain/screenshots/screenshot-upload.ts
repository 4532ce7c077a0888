import { INVALID_IMAGE_FILES_MESSAGE, RESIZE_MIN_SOURCE_SIDE } from '@aiapp/contracts';
import { SCREENSHOT_UPLOAD_MAX_BYTES } from '@aiapp/store-facts';
import { AppError } from '@aiapp/kit';
import { decodeImageDataUrl } from '../image-input/parse-data-url';
import { openImage, type OpenedImage } from '../image-input/open-image';

export interface ScreenshotUpload {
  readonly index: number;
  readonly name: string;
  readonly image: OpenedImage;
}

/** Checks one upload (size, format, pixel count, at least RESIZE_MIN_SOURCE_SIDE px a side) and names it in any error, so the user knows which file to fix. */
export async function openScreenshot(upload: { data: string; name: string }, index: number): Promise<ScreenshotUpload> {
  try {
    const bytes = decodeImageDataUrl(upload.data, SCREENSHOT_UPLOAD_MAX_BYTES);
    const image = await openImage(bytes, () => INVALID_IMAGE_FILES_MESSAGE);
    if (Math.min(image.width, image.height) < RESIZE_MIN_SOURCE_SIDE) {
      throw new AppError(
        'image_too_small',
        422,
        `This image is ${image.width}×${image.height} px: screenshots need at least ${RESIZE_MIN_SOURCE_SIDE} px on each side`,
      );
    }
    return { index, name: upload.name, image };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(error.code, error.status, error.message, { image_index: index, image_name: upload.name });
  }
}
