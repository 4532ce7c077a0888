import { storeSetZipFileName } from '@aiapp/contracts';
import { deviceForPlatform } from './devices';
import { drawShot, type ShotContent } from './drawShot';
import { encodeRgbPng } from './rgbPng';
import { setFiles, type ComposedSet, type SetFile } from './setFiles';
import { zipStored } from './storeZip';

function shotContent(set: ComposedSet, index: number): ShotContent {
  const shot = set.shots[index];
  const partner = set.shots[(index + 1) % set.shots.length];
  if (!shot || !partner) throw new Error('The set has no screenshot at this position');
  return { image: shot.image, headline: shot.headline, subline: shot.subline, partner: partner.image };
}

/** One file as an RGB PNG (no alpha channel), drawn at the slot's exact size. */
export async function renderSetFile(
  set: ComposedSet,
  file: SetFile,
  canvas = document.createElement('canvas'),
): Promise<Uint8Array> {
  const size = { width: file.target.width, height: file.target.height };
  const style = { ...set.style, device: deviceForPlatform(set.style.device, file.target.platform) };
  drawShot(canvas, size, style, shotContent(set, file.shot ?? 0));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas');
  const pixels = context.getImageData(0, 0, size.width, size.height).data;
  return encodeRgbPng(pixels, size.width, size.height);
}

export interface ExportedSet {
  zip: Blob;
  zipName: string;
  files: { zipPath: string; bytes: number }[];
  milliseconds: number;
}

/** The whole set as one ZIP named after the app; `onProgress` hears after each image so the page can say how far it is. */
export async function exportSet(set: ComposedSet, onProgress: (done: number, total: number) => void): Promise<ExportedSet> {
  const started = performance.now();
  const files = setFiles(set);
  const canvas = document.createElement('canvas');
  const entries: { name: string; data: Uint8Array }[] = [];
  for (const file of files) {
    entries.push({ name: file.zipPath, data: await renderSetFile(set, file, canvas) });
    onProgress(entries.length, files.length);
    // Let the page repaint the progress between images.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  canvas.width = 0;
  canvas.height = 0;
  return {
    zip: zipStored(entries),
    zipName: storeSetZipFileName(set.appName),
    files: entries.map((entry) => ({ zipPath: entry.name, bytes: entry.data.length })),
    milliseconds: Math.round(performance.now() - started),
  };
}
