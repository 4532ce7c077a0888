import { WEB_ICONS, type WebIcon } from '@aiapp/store-facts';
import { resizedPng } from '../pixels/encode';
import type { RawImage } from '../pixels/raw-image';
import type { ZipEntry } from '../zip/zip-entry';
import { icoFromPngs } from './ico-file';
import type { IconLayers } from './icon-layers';

const WEB_DIR = 'web';

/** apple-touch-icon is opaque (iOS paints transparency black); maskable icons carry their own safe zone. */
function layerFor(icon: WebIcon, layers: IconLayers): Promise<RawImage> {
  if (icon.purpose === 'apple-touch') return layers.opaque;
  if (icon.purpose === 'maskable') return layers.maskable;
  return layers.transparent;
}

function manifestIconsSnippet(): string {
  const icons = WEB_ICONS.filter((icon) => icon.purpose === 'any' || icon.purpose === 'maskable').map((icon) => ({
    src: `/${icon.file}`,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose: icon.purpose,
  }));
  return `${JSON.stringify({ icons }, null, 2)}\n`;
}

function headSnippet(): string {
  const favicons = WEB_ICONS.filter((icon) => icon.purpose === 'favicon').map(
    (icon) => `<link rel="icon" type="image/png" sizes="${icon.size}x${icon.size}" href="/${icon.file}">`,
  );
  return [
    '<!-- Put these files at your site root, then add to <head>: -->',
    '<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48">',
    ...favicons,
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    '',
  ].join('\n');
}

export async function buildWebIcons(layers: IconLayers): Promise<ZipEntry[]> {
  const pngs = await Promise.all(
    WEB_ICONS.map(async (icon) => ({ icon, png: await resizedPng(layerFor(icon, layers), icon.size) })),
  );
  const favicons = pngs.filter(({ icon }) => icon.purpose === 'favicon').map(({ icon, png }) => ({ size: icon.size, png }));
  return [
    ...pngs.map(({ icon, png }) => ({ path: `${WEB_DIR}/${icon.file}`, data: png })),
    { path: `${WEB_DIR}/favicon.ico`, data: icoFromPngs(favicons) },
    { path: `${WEB_DIR}/manifest-icons.json`, data: Buffer.from(manifestIconsSnippet()) },
    { path: `${WEB_DIR}/head-snippet.html`, data: Buffer.from(headSnippet()) },
  ];
}
