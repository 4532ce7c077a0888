import { INVALID_IMAGE_FILES_MESSAGE } from '@aiapp/contracts';
import { SCREENSHOT_UPLOAD_MAX_BYTES } from '@aiapp/store-facts';
import { AppError } from '@aiapp/kit';
import { decodeImageDataUrl } from '../image-input/parse-data-url';
import { openImage, type OpenedImage } from '../image-input/open-image';

export interface ScreenshotUpload {
  readonly index: number;
  readonly name: string;
  readonly image: OpenedImage;
}

/** Checks one upload (size, format, pixel count) and names it in any error, so the user knows which file to fix. */
export async function openScreenshot(upload: { data: string; name: string }, index: number): Promise<ScreenshotUpload> {
  try {
    const bytes = decodeImageDataUrl(upload.data, SCREENSHOT_UPLOAD_MAX_BYTES);
    return { index, name: upload.name, image: await openImage(bytes, () => INVALID_IMAGE_FILES_MESSAGE) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(error.code, error.status, error.message, { image_index: index, image_name: upload.name });
  }
}
