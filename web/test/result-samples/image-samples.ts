import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ResizeRequest } from '@aiapp/contracts';
import { resizeScreenshots } from '@aiapp/image-service';
import sharp from 'sharp';

/** A small WebP of an image, `height` pixels tall, as a data URL: a thumbnail for the example panel. */
export async function thumbnail(image: Buffer, height: number): Promise<string> {
  const webp = await sharp(image).resize({ height }).webp({ quality: 80 }).toBuffer();
  return `data:image/webp;base64,${webp.toString('base64')}`;
}

/**
 * The sample app's icon as a developer would upload it: 1024×1024, full bleed, a green gradient
 * with a white loop (a ring with an arrowhead) around a tick. Drawn here, in the app's colours.
 */
export function sampleAppIcon(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">' +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#34D399"/><stop offset="1" stop-color="#0F766E"/></linearGradient></defs>' +
    '<rect width="1024" height="1024" fill="url(#g)"/>' +
    '<path d="M512 232 A280 280 0 1 1 268 376" fill="none" stroke="#fff" stroke-width="72" stroke-linecap="round"/>' +
    '<path d="M322 268 L338 420 L198 340 Z" fill="#fff"/>' +
    '<path d="M392 528 L478 614 L648 430" fill="none" stroke="#fff" stroke-width="72" stroke-linecap="round" stroke-linejoin="round"/>' +
    '</svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A plain capture of the sample app's home screen (an iPhone 13's 1170×2532), the kind a developer uploads. */
export function sampleCapture(): Promise<Buffer> {
  const rows = [0, 1, 2, 3, 4]
    .map(
      (row) =>
        `<rect x="64" y="${560 + row * 300}" width="1042" height="250" rx="40" fill="#ffffff"/>` +
        `<circle cx="184" cy="${685 + row * 300}" r="64" fill="${row < 3 ? '#22c55e' : '#d1d5db'}"/>` +
        `<rect x="290" y="${640 + row * 300}" width="560" height="36" rx="18" fill="#1f2937"/>` +
        `<rect x="290" y="${705 + row * 300}" width="360" height="28" rx="14" fill="#9ca3af"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1170" height="2532"><rect width="1170" height="2532" fill="#f3f4f6"/><rect width="1170" height="480" fill="#4f46e5"/>${rows}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The resizer's outputs for one capture, with the slot, size and what was done to reach it. */
export async function resizedSample(capture: Buffer) {
  const response = await resizeScreenshots(
    ResizeRequest.parse({
      images: [{ data: `data:image/png;base64,${capture.toString('base64')}`, name: 'habitloop-home.png' }],
      target_platform: 'both',
    }),
  );
  return response.resized_images;
}

const COMPOSER_EXAMPLE = path.resolve(__dirname, '../../../docs/examples/composer-app-store-iphone-6.9.png');

/** The composer's own App Store export kept in docs/examples (made in Chromium by its browser test). */
export function composerExport(): Promise<Buffer> {
  return readFile(COMPOSER_EXAMPLE);
}
