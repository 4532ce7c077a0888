import { deviceForPlatform } from './devices';
import { context2d, type AnyCanvas } from './drawDevice';
import { drawShot, type ShotContent } from './drawShot';
import { loadComposerFont } from './fonts';
import { encodeRgbPng } from './rgbPng';
import type { ComposedSet, SetFile } from './setFiles';

function shotContent(set: ComposedSet, index: number): ShotContent {
  const shot = set.shots[index];
  const partner = set.shots[(index + 1) % set.shots.length];
  if (!shot || !partner) throw new Error('The set has no screenshot at this position');
  return { image: shot.image, headline: shot.headline, subline: shot.subline, partner: partner.image };
}

/** One file as an RGB PNG (no alpha channel), drawn at the slot's exact size, on the page or in a worker. */
export async function renderSetFile(set: ComposedSet, file: SetFile, canvas: AnyCanvas): Promise<Uint8Array> {
  await loadComposerFont(set.style.font);
  const size = { width: file.target.width, height: file.target.height };
  const style = { ...set.style, device: deviceForPlatform(set.style.device, file.target.platform) };
  drawShot(canvas, size, style, shotContent(set, file.shot ?? 0));
  const pixels = context2d(canvas).getImageData(0, 0, size.width, size.height).data;
  return encodeRgbPng(pixels, size.width, size.height);
}
