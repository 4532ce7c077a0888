import { INVALID_IMAGE_FILES_MESSAGE, RESIZE_MAX_IMAGES, ROUTES } from '@aiapp/contracts';
import { fileSizeProblem, isServerDecodedImage } from '../../components/upload/imageFiles';

export interface ChosenScreenshot {
  id: string;
  file: File;
  /** Object URL for the thumbnail; revoked when the screenshot is removed. */
  url: string;
}

export const TOO_MANY_MESSAGE = `You can resize up to ${RESIZE_MAX_IMAGES} screenshots at a time.`;
export const BATCH_TOO_LARGE_MESSAGE =
  'Together these screenshots are too large to send at once. Remove some and resize them in a second batch.';

/** Bytes on the wire: base64 grows each file by 4/3, plus its data-URL prefix and JSON around it. */
const wireBytes = (files: readonly File[]) => files.reduce((sum, file) => sum + Math.ceil(file.size / 3) * 4 + 256, 1024);

/**
 * Adds what was chosen to what is already there, or explains why not (docs/product.md §5: only image
 * files, "Please select valid image files"; each under 10 MB; the call's own limits).
 */
export function addScreenshots(current: readonly File[], added: readonly File[]): { files: File[]; error: string | null } {
  if (added.some((file) => !isServerDecodedImage(file))) return { files: [...current], error: INVALID_IMAGE_FILES_MESSAGE };
  const tooLarge = added.map((file) => fileSizeProblem(file)).find((problem) => problem !== null);
  if (tooLarge) return { files: [...current], error: tooLarge };
  const files = [...current, ...added];
  if (files.length > RESIZE_MAX_IMAGES) return { files: [...current], error: TOO_MANY_MESSAGE };
  if (wireBytes(files) > ROUTES.resizeScreenshots.maxBodyBytes) return { files: [...current], error: BATCH_TOO_LARGE_MESSAGE };
  return { files, error: null };
}
