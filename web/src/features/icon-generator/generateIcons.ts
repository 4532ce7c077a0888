import type { IconResponse } from '@aiapp/contracts';
import { ApiError, postJson } from '../../lib/api';
import { readAsDataUrl } from '../../components/upload/readAsDataUrl';

/** Spec §8 alert for failures that are not a clear refusal by the server. */
export const GENERATE_ICONS_FAILED = 'Failed to generate icons. Please try again.';

export interface IconOptions {
  file: File;
  backgroundColor: string;
  paddingPercent: number;
}

export async function generateIcons(options: IconOptions, signal: AbortSignal): Promise<IconResponse> {
  const image_data = await readAsDataUrl(options.file);
  try {
    return await postJson(
      'generateIcons',
      {
        image_data,
        image_name: options.file.name,
        background_color: options.backgroundColor,
        padding_percent: options.paddingPercent,
      },
      { signal },
    );
  } catch (error) {
    // The server's own refusals (413, 415, 422) say what to fix; anything else gets the spec's text.
    if (error instanceof ApiError && error.kind !== 'server') throw new ApiError(GENERATE_ICONS_FAILED, { kind: error.kind });
    throw error;
  }
}
