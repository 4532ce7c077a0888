import { ICON_UPLOAD_MAX_BYTES, iconZipFileName, type IconRequest, type IconResponse } from '@aiapp/contracts';
import type { z } from 'zod';
import { decodeImageDataUrl } from '../image-input/parse-data-url';
import { openImage } from '../image-input/open-image';
import { hexToRgb } from '../pixels/raw-image';
import { buildZip } from '../zip/build-zip';
import { androidZipEntries, buildAndroidIcons } from './android-icons';
import { artworkWarnings, decodeArtwork } from './artwork';
import { composeLayers } from './icon-layers';
import { buildIosIcons, iosZipEntries } from './ios-icons';
import { buildWebIcons } from './web-icons';
import { iconSetReadme } from './zip-readme';

type ParsedIconRequest = z.output<typeof IconRequest>;

/** `POST /api/generate-icons`: one upload, decoded once, fanned out into every platform's set and one ZIP. */
export async function buildIconSet(request: ParsedIconRequest): Promise<IconResponse> {
  const image = await openImage(decodeImageDataUrl(request.image_data, ICON_UPLOAD_MAX_BYTES));
  const artwork = await decodeArtwork(image);
  const background = hexToRgb(request.background_color);
  const layers = await composeLayers(artwork, { background, paddingPercent: request.padding_percent });
  const [ios, android, web] = await Promise.all([buildIosIcons(layers.opaque), buildAndroidIcons(layers), buildWebIcons(layers)]);

  const zip = await buildZip([
    { path: 'README.txt', data: Buffer.from(iconSetReadme(request.background_color)) },
    ...iosZipEntries(ios),
    ...androidZipEntries(android, background),
    ...web,
  ]);
  return {
    icons: {
      ios: ios.map((icon) => ({ data: icon.png.toString('base64'), size: `${icon.pixels}x${icon.pixels}`, usage: icon.usage })),
      android: [
        ...android.densities.map((entry) => ({
          data: entry.launcher.toString('base64'),
          size: `${entry.launcherPixels}x${entry.launcherPixels}`,
          density: entry.density.name,
        })),
        { data: android.playStore.toString('base64'), size: '512x512', density: 'playstore' },
      ],
    },
    zip_data: zip.toString('base64'),
    zip_file_name: iconZipFileName(request.image_name),
    warnings: [...artworkWarnings(image), ...android.warnings],
  };
}
