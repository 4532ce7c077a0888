import { AppError } from '@aiapp/kit';
import { ICON_UPLOAD_MAX_BYTES } from '@aiapp/store-facts';
import { decodeImageDataUrl } from '../image-input/parse-data-url';
import { openImage, type OpenedImage } from '../image-input/open-image';
import { openScreenshot, type ScreenshotUpload } from '../screenshots/screenshot-upload';

/**
 * A refused upload answers 400 naming the field (`screenshots.2.data`), whatever the decoder's own
 * status: in a kit the visitor fixes one field of one request. A file over the size limit stays 413.
 */
function naming(path: (string | number)[], label: string, error: unknown): never {
  if (!(error instanceof AppError)) throw error;
  const message = `${label}: ${error.message}`;
  const status = error.status === 413 ? 413 : 400;
  throw new AppError(error.code, status, message, [{ code: error.code, path, message: error.message }]);
}

export async function openKitIcon(icon: { image_data: string }): Promise<OpenedImage> {
  try {
    return await openImage(decodeImageDataUrl(icon.image_data, ICON_UPLOAD_MAX_BYTES));
  } catch (error) {
    return naming(['icon', 'image_data'], 'The icon', error);
  }
}

/** Every screenshot opened (header read, size checked) before any pixel work, so a bad one costs nothing. */
export async function openKitScreenshots(uploads: readonly { data: string; name: string }[]): Promise<ScreenshotUpload[]> {
  const opened: ScreenshotUpload[] = [];
  for (const [index, upload] of uploads.entries()) {
    try {
      opened.push(await openScreenshot(upload, index));
    } catch (error) {
      naming(['screenshots', index, 'data'], `Screenshot ${index + 1}${upload.name ? ` (${upload.name})` : ''}`, error);
    }
  }
  return opened;
}
