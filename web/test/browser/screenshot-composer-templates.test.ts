/** @jest-environment ./test-support/src/browser-environment.ts */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  decodedPixels,
  hasTransparencyChunk,
  pngHeader,
  uniqueEmail,
  unlockWithEmail,
  useBrowserSession,
} from '@aiapp/test-support';
import { COMPOSER_FONT_IDS, COMPOSER_FONTS } from '../../src/features/screenshot-mockups/composer/fontFamilies';
import { COMPOSER_TEMPLATE_IDS, COMPOSER_TEMPLATES } from '../../src/features/screenshot-mockups/composer/templates';

/**
 * The composer's templates and fonts through the real gateway, in Chromium: every template's
 * export at the exact store size, opaque, with the whole capture in it (its coloured top and
 * bottom bands both there), every font drawn in the export, and the result's thumbnails.
 */

const ARTIFACTS = path.resolve(__dirname, '../../../.test-artifacts/screenshot-composer');

const RED = [0xdc, 0x26, 0x26];
const MAGENTA = [0xd9, 0x46, 0xef];
/** Each band is this share of the capture's height: the top one a status bar, the bottom one a home indicator strip. */
const BAND = 0.01;

/** A 1320×2868 capture: a red band on top, a magenta band along the bottom, `fill` between. */
function capture(fill: string): Promise<Buffer> {
  const [width, height] = [1320, 2868];
  const band = Math.round(height * BAND);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${fill}"/><rect width="${width}" height="${band}" fill="#dc2626"/><rect y="${height - band}" width="${width}" height="${band}" fill="#d946ef"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The two captures every test uploads, drawn once for the file. */
let captures: Promise<Buffer[]> | undefined;
const twoCaptures = () => (captures ??= Promise.all([capture('#16a34a'), capture('#2563eb')]));

const session = useBrowserSession();

async function download(name: string): Promise<Buffer> {
  const [file] = await Promise.all([
    session.page.waitForEvent('download', { timeout: 120_000 }),
    session.page.getByRole('button', { name, exact: true }).click(),
  ]);
  return readFile(await file.path());
}

/** Two captures uploaded, captioned and unlocked, so the result panel and its downloads are there. */
async function openUnlockedSet(): Promise<void> {
  await session.page.goto(`${session.stack.url}/screenshot-mockups`);
  await session.page.getByRole('heading', { level: 1, name: 'Screenshot Mockups' }).waitFor();
  const [one, two] = await twoCaptures();
  await session.page.getByLabel('Screenshots', { exact: true }).setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: one! },
    { name: 'two.png', mimeType: 'image/png', buffer: two! },
  ]);
  await session.page.getByLabel('Headline 1').fill('Track every habit');
  await session.page.getByLabel('Headline 2').fill('See your streaks grow');
  await session.page.getByLabel('App name').fill('Habit Loop');
  await session.page.getByRole('img', { name: 'Preview of screenshot 2: See your streaks grow' }).waitFor();
  await session.page.getByRole('button', { name: 'Generate Mockup' }).click();
  await unlockWithEmail(
    session.page.getByRole('dialog', { name: 'Your mockup is ready' }),
    uniqueEmail('composer-templates'),
    'Show my mockup',
  );
}

beforeAll(() => mkdir(ARTIFACTS, { recursive: true }));

describe('Screenshot composer templates', () => {
  test('Every template exports at the exact store size, as an opaque RGB PNG, with the whole capture: its top and bottom bands both drawn', async () => {
    expect(COMPOSER_TEMPLATE_IDS.length).toBeGreaterThanOrEqual(6);
    await openUnlockedSet();
    const slots = [
      { name: 'App Store iPhone 6.9″ screenshot 1', width: 1320, height: 2868 },
      { name: 'Google Play Phone screenshot 2', width: 1080, height: 1920 },
    ];
    for (const template of COMPOSER_TEMPLATE_IDS) {
      await session.page.getByRole('radio', { name: COMPOSER_TEMPLATES[template].label, exact: true }).check();
      for (const slot of slots) {
        const png = await download(`Download ${slot.name}`);
        const label = `${template} ${slot.name}`;
        await writeFile(path.join(ARTIFACTS, `${template}-${slot.width}x${slot.height}.png`), png);
        expect({ label, ...pngHeader(png), tRNS: hasTransparencyChunk(png) }).toEqual({
          label,
          width: slot.width,
          height: slot.height,
          bitDepth: 8,
          colourType: 2,
          tRNS: false,
        });
        const { count } = await decodedPixels(png);
        const body = count(slot.name.endsWith('1') ? [0x16, 0xa3, 0x4a] : [0x25, 0x63, 0xeb]);
        // The capture is 98% body and 1% each band: a crop of either end loses a band. The screen's
        // rounded corners and the camera cut-out cover some of each band, so half of it is the bar.
        const expectedBand = (body * BAND) / (1 - 2 * BAND);
        expect({ label, top: count(RED) > 0.5 * expectedBand, bottom: count(MAGENTA) > 0.5 * expectedBand }).toEqual({
          label,
          top: true,
          bottom: true,
        });
        expect(body).toBeGreaterThan(0.05 * slot.width * slot.height);
      }
    }

    // The panorama's backdrop runs on across the seam: the right edge of image 1 meets the left edge of image 2.
    await session.page.getByRole('radio', { name: COMPOSER_TEMPLATES.panorama.label, exact: true }).check();
    const pair = [
      await download('Download App Store iPhone 6.9″ screenshot 1'),
      await download('Download App Store iPhone 6.9″ screenshot 2'),
    ];
    await writeFile(path.join(ARTIFACTS, 'panorama-pair-1.png'), pair[0]!);
    await writeFile(path.join(ARTIFACTS, 'panorama-pair-2.png'), pair[1]!);
    const [left, right] = await Promise.all(pair.map(decodedPixels));
    const { width, height } = left!.info;
    for (const y of [Math.round(0.01 * height), Math.round(0.985 * height)]) {
      const step = left!.at(width - 1, y).map((value, channel) => Math.abs(value - right!.at(0, y)[channel]!));
      expect({ y, step: Math.max(...step) <= 6 }).toEqual({ y, step: true });
    }
    expect(session.cspViolations).toEqual([]);
  }, 600_000);

  test('Every font is drawn in the export: the feature graphic headline differs from font to font, and each file is the bundled one', async () => {
    expect(COMPOSER_FONT_IDS.length).toBeGreaterThanOrEqual(6);
    await openUnlockedSet();
    const headlines = new Map<string, string>();
    for (const font of COMPOSER_FONT_IDS) {
      await session.page.getByLabel('Font', { exact: true }).selectOption(font);
      const png = await download('Download Feature graphic');
      expect(pngHeader(png)).toMatchObject({ width: 1024, height: 500, colourType: 2 });
      // The headline sits in the left half of the feature graphic.
      const text = await sharp(png).extract({ left: 0, top: 0, width: 512, height: 500 }).raw().toBuffer();
      headlines.set(font, createHash('sha256').update(text).digest('hex'));
      const family = COMPOSER_FONTS[font].family;
      expect(await session.page.evaluate((name) => document.fonts.check(`700 40px "${name}"`), family)).toBe(true);
    }
    expect(new Set(headlines.values()).size).toBe(COMPOSER_FONT_IDS.length);
  }, 300_000);

  test.each([1280, 390])(
    'At %i px, the result shows a thumbnail of every image of the set',
    async (width) => {
      await session.page.setViewportSize({ width, height: 900 });
      await openUnlockedSet();
      await session.page.getByRole('radio', { name: 'Tilted device', exact: true }).check();
      const thumbnails = session.page.getByRole('img', { name: /^Thumbnail of / });
      // Two captures in three phone slots, plus the feature graphic.
      await thumbnails.nth(6).waitFor();
      expect(await thumbnails.count()).toBe(7);
      const drawn = await thumbnails.evaluateAll((canvases) =>
        canvases.map((canvas) => {
          const element = canvas as unknown as {
            width: number;
            height: number;
            getContext: (kind: '2d') => { getImageData: (...a: number[]) => { data: Uint8ClampedArray } };
          };
          const middle = element.getContext('2d').getImageData(element.width / 2, element.height / 2, 1, 1).data;
          return element.width > 0 && middle[3] === 255;
        }),
      );
      expect(drawn).toEqual(Array(7).fill(true));
      expect(await session.page.getByRole('button', { name: '1', exact: true }).count()).toBe(0);
      await session.page.getByRole('heading', { name: 'Store screenshots' }).scrollIntoViewIfNeeded();
      await session.page.screenshot({ path: path.join(ARTIFACTS, `result-thumbnails-${width}.png`), fullPage: true });
    },
    120_000,
  );
});
