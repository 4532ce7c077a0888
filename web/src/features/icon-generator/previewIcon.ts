import type { IconPreviewResponse } from '@aiapp/contracts';
import { readAsDataUrl } from '../../components/upload/readAsDataUrl';
import { postJson } from '../../lib/api';
import { layerFields, type IconOptions } from './generateIcons';

/** Each chosen file is read once, however often the preview is redrawn. */
const dataUrls = new WeakMap<File, Promise<string>>();
function dataUrlOf(file: File): Promise<string> {
  const known = dataUrls.get(file);
  if (known) return known;
  const reading = readAsDataUrl(file);
  dataUrls.set(file, reading);
  return reading;
}

/** The icon set's own launcher previews for the form's current choices (POST /api/preview-icon). */
export async function previewIcon(options: IconOptions, signal: AbortSignal): Promise<IconPreviewResponse> {
  const [image_data, layers] = await Promise.all([dataUrlOf(options.file), layerFields(options.layers, dataUrlOf)]);
  return postJson(
    'previewIcon',
    {
      image_data,
      background_color: options.backgroundColor,
      padding_percent: options.paddingPercent,
      android_inset_percent: options.androidInsetPercent,
      ...layers,
    },
    { signal },
  );
}
