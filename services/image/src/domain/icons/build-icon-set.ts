import { setImmediate as nextTurn } from 'node:timers/promises';
import { ANDROID_ICON_DP, ICON_UPLOAD_MAX_BYTES } from '@aiapp/store-facts';
import { iconZipFileName, type IconRequest, type IconResponse } from '@aiapp/contracts';
import type { z } from 'zod';
import { decodeImageDataUrl } from '../image-input/parse-data-url';
import { openImage } from '../image-input/open-image';
import { hexToRgb, type RawImage, type Rgb } from '../pixels/raw-image';
import { recentResults } from '../recent-results';
import { buildZip } from '../zip/build-zip';
import type { ZipEntry } from '../zip/zip-entry';
import { separateLayers, type SeparationKind } from './adaptive/separate-layers';
import { ANDROID_LAYER } from './adaptive/layer-geometry';
import { androidZipEntries, buildAndroidIcons, launcherIconPath, PLAY_STORE_ICON_PATH } from './android-icons';
import { artworkWarnings, decodeSource } from './artwork';
import { lowContrastWarning } from './background-contrast';
import { composeLayers, type IconLayers } from './icon-layers';
import type { AdaptiveInputs, AdaptiveReport } from './adaptive/adaptive-icon';
import { buildIosIcons, iosIconPath, iosZipEntries } from './ios-icons';
import { buildWebIcons } from './web-icons';
import { iconSetReadme } from './zip-readme';

type ParsedIconRequest = z.output<typeof IconRequest>;

/** An optional layer upload, decoded once like the main one; its errors name the field. */
async function decodeLayer(dataUrl: string | undefined): Promise<RawImage | undefined> {
  if (!dataUrl) return undefined;
  return decodeSource(await openImage(decodeImageDataUrl(dataUrl, ICON_UPLOAD_MAX_BYTES)));
}

const withLayers = (image: RawImage, holeColour: Rgb) => ({ image, separation: separateLayers(image, holeColour) });

const dp = (layerPixels: number) => Math.round(((layerPixels * ANDROID_ICON_DP.adaptiveLayer) / ANDROID_LAYER.canvas) * 10) / 10;

type LayerChoices = Omit<ParsedIconRequest, 'image_name' | 'ios_layout'>;

/**
 * The upload decoded once and the layers composed from it, as promises (icon-layers.ts): the set
 * and the form's live preview (`buildIconPreview`) both start here, so the preview is drawn by the
 * same code as the set.
 */
export async function startIconLayers(request: LayerChoices) {
  const image = await openImage(decodeImageDataUrl(request.image_data, ICON_UPLOAD_MAX_BYTES));
  const [source, foregroundImage, backgroundImage, monochromeImage] = await Promise.all([
    decodeSource(image),
    decodeLayer(request.foreground_image),
    decodeLayer(request.background_image),
    decodeLayer(request.monochrome_image),
  ]);
  const background = hexToRgb(request.background_color);
  // Separating the layers is this thread's longest task: it runs on the next turn, once the icons that need only the source are being encoded.
  const separated = nextTurn().then((): AdaptiveInputs => ({
    source,
    separation: separateLayers(source, background),
    background,
    ...(request.adaptive_background_color ? { backgroundOverride: hexToRgb(request.adaptive_background_color) } : {}),
    ...(backgroundImage ? { backgroundImage } : {}),
    ...(foregroundImage ? { foregroundUpload: withLayers(foregroundImage, background) } : {}),
    ...(monochromeImage ? { monochromeUpload: withLayers(monochromeImage, background) } : {}),
  }));
  const layers = composeLayers(source, separated, {
    background,
    paddingPercent: request.padding_percent,
    androidInsetPercent: request.android_inset_percent ?? 0,
  });
  return { image, source, background, separated, layers };
}

/** How the adaptive icon was built, in dp of the 108 dp layer. */
export const adaptiveSummary = (kind: SeparationKind, report: AdaptiveReport) => ({
  source_kind: kind,
  artwork_radius_dp: dp(report.artworkRadius),
  safe_radius_dp: ANDROID_ICON_DP.safeZone / 2,
  themed_coverage_percent: Math.round(report.themedCoverage * 1000) / 10,
  themed_source: report.themedSource,
});

export const previewsOut = (previews: Awaited<IconLayers['previews']>) =>
  previews.map((preview) => ({ shape: preview.shape, data: preview.png.toString('base64') }));

async function drawIconSetParts(request: ParsedIconRequest) {
  const layout = request.ios_layout ?? 'all-sizes';
  const { image, source, background, separated, layers } = await startIconLayers(request);
  const [ios, android, web, previews, report, { separation }] = await Promise.all([
    buildIosIcons(layers, layout),
    buildAndroidIcons(layers),
    buildWebIcons(layers),
    layers.previews,
    layers.adaptiveReport,
    separated,
  ]);

  const entries: ZipEntry[] = [
    { path: 'README.txt', data: Buffer.from(iconSetReadme(request.background_color, layout)) },
    ...iosZipEntries(ios, layout),
    ...androidZipEntries(android, background),
    ...web,
  ];
  // Only a logo on transparency shows the background colour around its artwork; a plate or a picture brings its own.
  const contrastWarning = separation.kind === 'logo' ? lowContrastWarning(source, background) : undefined;
  const warnings = [
    ...artworkWarnings(image, separation.kind),
    ...(contrastWarning ? [contrastWarning] : []),
    ...android.warnings,
  ];
  return { entries, ios, android, previews, report, separation, warnings };
}

/** The sets last drawn in this thread, by everything that draws them (recent-results.ts). */
const recentIconSets = recentResults<Awaited<ReturnType<typeof drawIconSetParts>>>(2);

/**
 * Every file of an icon set (as its ZIP holds them) and what the answer reports about it; the
 * store kit writes the same files. The name only names the ZIP, so a set asked for again under
 * another name, or by a store kit with the same icon, is not drawn again.
 */
export function buildIconSetParts(request: ParsedIconRequest) {
  const { image_name: _name, ...drawn } = request;
  return recentIconSets(JSON.stringify(drawn), () => drawIconSetParts(request));
}

/** `POST /api/generate-icons`: one upload, decoded once, fanned out into every platform's set and one ZIP. */
export async function buildIconSet(request: ParsedIconRequest): Promise<IconResponse> {
  const { entries, ios, android, previews, report, separation, warnings } = await buildIconSetParts(request);
  const zip = await buildZip(entries);
  return {
    icons: {
      // One tile per Xcode size; the dark and tinted appearances are in the ZIP and the previews.
      ios: ios
        .filter((icon) => !icon.appearance)
        .map((icon) => ({
          data: icon.png.toString('base64'),
          size: `${icon.pixels}x${icon.pixels}`,
          usage: icon.usage,
          file_name: iosIconPath(icon.file),
        })),
      android: [
        ...android.densities.map((entry) => ({
          data: entry.launcher.toString('base64'),
          size: `${entry.launcherPixels}x${entry.launcherPixels}`,
          density: entry.density.name,
          file_name: launcherIconPath(entry.density),
        })),
        {
          data: android.playStore.toString('base64'),
          size: '512x512',
          density: 'playstore',
          file_name: PLAY_STORE_ICON_PATH,
        },
      ],
    },
    zip_data: zip.toString('base64'),
    zip_file_name: iconZipFileName(request.image_name),
    warnings,
    previews: previewsOut(previews),
    adaptive: adaptiveSummary(separation.kind, report),
  };
}
