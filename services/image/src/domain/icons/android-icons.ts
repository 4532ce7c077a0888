import { ANDROID_DENSITIES, ANDROID_ICON_DP, type AndroidDensity } from '@aiapp/store-facts';
import { resizedPixels, resizedPng } from '../pixels/encode';
import { rgbToHex, type RawImage, type Rgb } from '../pixels/raw-image';
import { cutToShape, type IconShape } from '../pixels/shape-mask';
import type { ZipEntry } from '../zip/zip-entry';
import type { IconLayers } from './icon-layers';
import { adaptiveIconXml, ANDROID_RES_DIR, backgroundColourXml, BACKGROUND_COLOUR_RESOURCE } from './android-resources';
import { playStoreIcon } from './play-store-icon';

export const PLAY_STORE_ICON_PATH = 'android/play-store-icon-512.png';
const densityDir = (density: AndroidDensity) => `${ANDROID_RES_DIR}/mipmap-${density.name}`;
/** Where a density's legacy launcher icon sits in the ZIP; the result's tiles name their downloads after it. */
export const launcherIconPath = (density: AndroidDensity) => `${densityDir(density)}/ic_launcher.png`;

export interface AndroidDensityIcons {
  readonly density: AndroidDensity;
  readonly launcherPixels: number;
  readonly launcher: Buffer;
  readonly round: Buffer;
  readonly background: Buffer;
  readonly foreground: Buffer;
  readonly monochrome: Buffer;
}

export interface AndroidIcons {
  readonly densities: AndroidDensityIcons[];
  readonly playStore: Buffer;
  readonly warnings: string[];
}

const px = (dp: number, density: AndroidDensity) => Math.round(dp * density.scale);

/** A legacy launcher icon: the viewport at the density's size, cut to the shape there. */
async function legacyIcon(viewport: Promise<RawImage>, size: number, shape: IconShape): Promise<Buffer> {
  return resizedPng(cutToShape(await resizedPixels(await viewport, size), shape), size);
}

export async function buildAndroidIcons(layers: IconLayers): Promise<AndroidIcons> {
  const [densities, play] = await Promise.all([
    Promise.all(
      ANDROID_DENSITIES.map(async (density) => {
        const launcherPixels = px(ANDROID_ICON_DP.legacy, density);
        const layerPixels = px(ANDROID_ICON_DP.adaptiveLayer, density);
        const [launcher, round, background, foreground, monochrome] = await Promise.all([
          legacyIcon(layers.launcherViewport, launcherPixels, 'rounded-square'),
          legacyIcon(layers.launcherViewport, launcherPixels, 'circle'),
          resizedPng(layers.adaptiveBackground, layerPixels),
          resizedPng(layers.adaptiveForeground, layerPixels),
          resizedPng(layers.monochrome, layerPixels),
        ]);
        return { density, launcherPixels, launcher, round, background, foreground, monochrome };
      }),
    ),
    playStoreIcon(layers.opaque),
  ]);
  return { densities, playStore: play.png, warnings: [...(await layers.adaptiveReport).warnings, ...play.warnings] };
}

export function androidZipEntries(icons: AndroidIcons, background: Rgb): ZipEntry[] {
  const perDensity = icons.densities.flatMap(({ density, launcher, round, background, foreground, monochrome }) => {
    const dir = densityDir(density);
    return [
      { path: launcherIconPath(density), data: launcher },
      { path: `${dir}/ic_launcher_background.png`, data: background },
      { path: `${dir}/ic_launcher_round.png`, data: round },
      { path: `${dir}/ic_launcher_foreground.png`, data: foreground },
      { path: `${dir}/ic_launcher_monochrome.png`, data: monochrome },
    ];
  });
  const adaptive = Buffer.from(adaptiveIconXml());
  return [
    ...perDensity,
    { path: `${ANDROID_RES_DIR}/mipmap-anydpi-v26/ic_launcher.xml`, data: adaptive },
    { path: `${ANDROID_RES_DIR}/mipmap-anydpi-v26/ic_launcher_round.xml`, data: adaptive },
    {
      path: `${ANDROID_RES_DIR}/values/${BACKGROUND_COLOUR_RESOURCE}.xml`,
      data: Buffer.from(backgroundColourXml(rgbToHex(background))),
    },
    { path: PLAY_STORE_ICON_PATH, data: icons.playStore },
  ];
}
