import type { IconResponse } from '@aiapp/contracts';
import { ApiError, postJson } from '../../lib/api';
import { readAsDataUrl } from '../../components/upload/readAsDataUrl';

/** docs/product.md §8: the alert for failures that are not a clear refusal by the server. */
export const GENERATE_ICONS_FAILED = 'Failed to generate icons. Please try again.';

/** Android layers a visitor may upload separately, each sent as `<layer>_image`. */
export const ICON_LAYERS = ['foreground', 'background', 'monochrome'] as const;
export type IconLayer = (typeof ICON_LAYERS)[number];
export type LayerFiles = Readonly<Record<IconLayer, File | null>>;

export interface IconOptions {
  file: File;
  backgroundColor: string;
  paddingPercent: number;
  androidInsetPercent: number;
  layers: LayerFiles;
}

/** The chosen Android layers as request fields, each read by `read`. */
export async function layerFields(layers: LayerFiles, read: (file: File) => Promise<string> = readAsDataUrl) {
  const entries = await Promise.all(
    ICON_LAYERS.map(async (layer) => {
      const file = layers[layer];
      return file ? [[`${layer}_image`, await read(file)] as const] : [];
    }),
  );
  return Object.fromEntries(entries.flat()) as Partial<Record<`${IconLayer}_image`, string>>;
}

export async function generateIcons(options: IconOptions, signal: AbortSignal): Promise<IconResponse> {
  const [image_data, layers] = await Promise.all([readAsDataUrl(options.file), layerFields(options.layers)]);
  try {
    return await postJson(
      'generateIcons',
      {
        image_data,
        image_name: options.file.name,
        background_color: options.backgroundColor,
        padding_percent: options.paddingPercent,
        android_inset_percent: options.androidInsetPercent,
        ...layers,
      },
      { signal },
    );
  } catch (error) {
    // The server's own refusals (413, 415, 422) say what to fix; anything else gets the spec's text.
    if (error instanceof ApiError && error.kind !== 'server') throw new ApiError(GENERATE_ICONS_FAILED, { kind: error.kind });
    throw error;
  }
}
