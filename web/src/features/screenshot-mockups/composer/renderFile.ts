import { deviceForPlatform } from './devices';
import { context2d, type AnyCanvas } from './drawDevice';
import { drawShot, type ShotContent } from './drawShot';
import { loadComposerFont } from './fonts';
import { encodeRgbPng } from './rgbPng';
import type { ComposedSet, SetFile } from './setFiles';

/** What one image of the set shows: its screenshot and text, the next screenshot as partner, its place. */
export function shotContent(set: ComposedSet, index: number): ShotContent {
  const shot = set.shots[index];
  const partner = set.shots[(index + 1) % set.shots.length];
  if (!shot || !partner) throw new Error('The set has no screenshot at this position');
  return { image: shot.image, headline: shot.headline, subline: shot.subline, partner: partner.image, position: index };
}

/** One file drawn at `scale` of its store size (1 for the export, less for a thumbnail), on the given canvas. */
export function drawSetFile(set: ComposedSet, file: SetFile, canvas: AnyCanvas, scale = 1) {
  const size = { width: Math.round(file.target.width * scale), height: Math.round(file.target.height * scale) };
  const style = { ...set.style, device: deviceForPlatform(set.style.device, file.target.platform) };
  drawShot(canvas, size, style, shotContent(set, file.shot ?? 0));
  return size;
}

/** One file as an RGB PNG (no alpha channel), drawn at the slot's exact size, on the page or in a worker. */
export async function renderSetFile(set: ComposedSet, file: SetFile, canvas: AnyCanvas): Promise<Uint8Array> {
  await loadComposerFont(set.style.font);
  const size = drawSetFile(set, file, canvas);
  const pixels = context2d(canvas).getImageData(0, 0, size.width, size.height).data;
  return encodeRgbPng(pixels, size.width, size.height);
}
