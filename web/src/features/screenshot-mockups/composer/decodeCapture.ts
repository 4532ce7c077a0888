import { isAcceptedImage } from '../../../components/upload/imageFiles';
import { readAsDataUrl } from '../../../components/upload/readAsDataUrl';
import { postJson } from '../../../lib/api';

/** A capture the composer can draw: its pixels, and a URL the thumbnail can show. */
export interface DecodedCapture {
  image: ImageBitmap;
  /** Object URL of what the browser can display (the file itself, or its JPEG conversion); the caller revokes it. */
  url: string;
}

/** HEIC/HEIF (iPhone captures) cannot be decoded by browsers; the image service converts them. */
export const needsConversion = (file: File) => !isAcceptedImage(file);

function base64Blob(base64: string, type: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new Blob([bytes], { type });
}

/**
 * Decodes a capture with EXIF orientation applied. PNG, JPEG and WebP never leave the browser;
 * a HEIC capture goes to the image service once (`POST /api/convert-image`) and comes back as a
 * JPEG, the one exception to "no server call" on this page, which the page says while it runs.
 */
export async function decodeCapture(file: File): Promise<DecodedCapture> {
  const drawable = needsConversion(file)
    ? await postJson('convertImage', { image_data: await readAsDataUrl(file) }).then((answer) =>
        base64Blob(answer.data, answer.mime_type),
      )
    : file;
  const image = await createImageBitmap(drawable, { imageOrientation: 'from-image' });
  return { image, url: URL.createObjectURL(drawable) };
}
