import type { FitMode, ResizeResponse, ResizeStore } from '@aiapp/contracts';
import { base64ToBytes } from '../../components/actions/base64';
import { readAsDataUrl } from '../../components/upload/readAsDataUrl';
import { ApiError, postJson } from '../../lib/api';
import type { UploadProgress } from '../../lib/uploadProgress';

/** docs/product.md §8: the alert for failures that are not a clear refusal by the server. */
export const RESIZE_FAILED_MESSAGE = 'Failed to resize screenshots. Please try again.';

export interface ResizeOptions {
  files: readonly File[];
  platform: ResizeStore;
  fitMode: FitMode;
  /** null: pad with each screenshot's edge colour. */
  backgroundColor: string | null;
}

export interface ResizedScreenshots {
  platform: ResizeStore;
  response: ResizeResponse;
  /** Object URLs of the resized images, in response order: light thumbnails; the page revokes them. */
  previews: string[];
}

const previewUrls = (response: ResizeResponse) =>
  response.resized_images.map((image) => URL.createObjectURL(new Blob([base64ToBytes(image.data)], { type: image.mime_type })));

export async function resizeScreenshots(
  options: ResizeOptions,
  signal: AbortSignal,
  onProgress: (progress: UploadProgress) => void,
): Promise<ResizedScreenshots> {
  const images = await Promise.all(options.files.map(async (file) => ({ data: await readAsDataUrl(file), name: file.name })));
  try {
    const response = await postJson(
      'resizeScreenshots',
      {
        images,
        target_platform: options.platform,
        fit_mode: options.fitMode,
        ...(options.backgroundColor ? { background_color: options.backgroundColor } : {}),
      },
      { signal, onUploadProgress: onProgress },
    );
    return { platform: options.platform, response, previews: previewUrls(response) };
  } catch (error) {
    if (error instanceof ApiError && error.kind !== 'server') throw new ApiError(RESIZE_FAILED_MESSAGE, { kind: error.kind });
    throw error;
  }
}
