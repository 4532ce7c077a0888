import { FILE_TOO_LARGE_MESSAGE } from '@aiapp/contracts';
import { ICON_UPLOAD_MAX_BYTES } from '@aiapp/store-facts';

/** The formats the image calls decode; the server checks the bytes again. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const isAcceptedImage = (file: File) => (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);

/**
 * What the image service decodes besides: HEIC/HEIF, the iPhone camera's format (browsers cannot
 * draw it, so only tools that send the file to the server accept it). Some systems give HEIC
 * files no MIME type, so the extension counts too.
 */
export const SERVER_DECODED_IMAGE_TYPES = [...ACCEPTED_IMAGE_TYPES, 'image/heic', 'image/heif', '.heic', '.heif'] as const;

export const isServerDecodedImage = (file: File) =>
  isAcceptedImage(file) || /^image\/hei[cf]$/.test(file.type) || /\.hei[cf]$/i.test(file.name);

/** The spec's message for a file over the 10 MB upload limit, or null when the size is fine. */
export function fileSizeProblem(file: File, maxBytes = ICON_UPLOAD_MAX_BYTES): string | null {
  return file.size > maxBytes ? FILE_TOO_LARGE_MESSAGE : null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
