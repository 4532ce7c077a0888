/** @jest-environment ./test-support/src/browser-environment.ts */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  decodedPixels,
  hasTransparencyChunk,
  pngHeader,
  readIphonePhotoHeic,
  readZip,
  seriousAccessibilityViolations,
  uniqueEmail,
  unlockWithEmail,
  useBrowserSession,
} from '@aiapp/test-support';

/**
 * Screenshot mockups: the store screenshot composer and the classic mockup (docs/product.md §9), drawn in
 * the browser, gated by the e-mail modal, no image call. Every exported file is checked with
 * readers that are not ours: the IHDR bytes read directly, yauzl for the ZIP, sharp for pixels.
 */

const ARTIFACTS = path.resolve(__dirname, '../../../.test-artifacts/screenshot-mockups');

let apiCalls: string[];

const generateButton = () => session.page.getByRole('button', { name: 'Generate Mockup' });
const dialog = () => session.page.getByRole('dialog', { name: 'Your mockup is ready' });
const upload = (files: { name: string; buffer: Buffer }[]) =>
  session.page
    .getByLabel('Screenshots', { exact: true })
    .setInputFiles(files.map((file) => ({ ...file, mimeType: 'image/png' })));

/** A flat-colour capture with a red status bar, the kind of thing a phone screenshot is. */
function capture(width: number, height: number, fill: string): Promise<Buffer> {
  const bar = Math.round(height * 0.05);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${fill}"/><rect width="${width}" height="${bar}" fill="#dc2626"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function download(name: string | RegExp): Promise<{ fileName: string; bytes: Buffer }> {
  // Rendering a whole set takes seconds, many more on a loaded two-core test machine.
  const [file] = await Promise.all([
    session.page.waitForEvent('download', { timeout: 150_000 }),
    session.page.getByRole('button', { name }).click(),
  ]);
  return { fileName: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

const session = useBrowserSession();

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
});

beforeEach(async () => {
  apiCalls = [];
  session.page.on('request', (request) => {
    if (request.url().includes('/api/')) apiCalls.push(new URL(request.url()).pathname);
  });
  await session.page.goto(`${session.stack.url}/screenshot-mockups`);
  await session.page.getByRole('heading', { level: 1, name: 'Screenshot Mockups' }).waitFor();
});

describe('Screenshot composer', () => {
  test('When a visitor captions five captures and downloads the set, then the ZIP named after the app holds every store size as RGB PNGs without alpha', async () => {
    const email = uniqueEmail('composer-set');
    const colours = ['#16a34a', '#2563eb', '#f59e0b', '#9333ea', '#0891b2'];
    await upload(
      await Promise.all(colours.map(async (fill, i) => ({ name: `shot-${i + 1}.png`, buffer: await capture(1320, 2868, fill) }))),
    );
    for (let i = 1; i <= 5; i++) await session.page.getByLabel(`Headline ${i}`).fill(`Feature number ${i} does a great thing`);
    await session.page.getByLabel('Subline 1').fill('A calmer evening, every evening');
    await session.page.getByLabel('App name').fill('Sleep Well');
    // The preview follows the typing before anything is generated.
    await session.page.getByRole('img', { name: 'Preview of screenshot 5: Feature number 5 does a great thing' }).waitFor();

    await generateButton().click();
    await dialog().waitFor();
    expect(apiCalls).toEqual([]);
    await unlockWithEmail(dialog(), email, 'Show my mockup');

    const zip = await download('Download all (ZIP)');
    expect(zip.fileName).toBe('sleep-well_store_screenshots.zip');
    const files = await readZip(zip.bytes);
    const expected: Record<string, [number, number]> = { 'google-play/feature-graphic.png': [1024, 500] };
    for (let n = 1; n <= 5; n++) {
      const file = `0${n}.png`;
      expected[`app-store/iphone-6.9/${file}`] = [1320, 2868];
      expected[`app-store/iphone-6.5/${file}`] = [1242, 2688];
      expected[`google-play/phone/${file}`] = [1080, 1920];
    }
    expect([...files.keys()].sort()).toEqual(Object.keys(expected).sort());
    for (const [name, png] of files) {
      expect({ name, ...pngHeader(png), tRNS: hasTransparencyChunk(png) }).toEqual({
        name,
        width: expected[name]![0],
        height: expected[name]![1],
        bitDepth: 8,
        colourType: 2,
        tRNS: false,
      });
    }
    await writeFile(path.join(ARTIFACTS, 'set.zip'), zip.bytes);
    for (const name of ['app-store/iphone-6.9/01.png', 'google-play/feature-graphic.png', 'google-play/phone/02.png'])
      await writeFile(path.join(ARTIFACTS, name.replaceAll('/', '-')), files.get(name)!);

    // Each image shows its own capture on the screen, and a headline in the text colour.
    const first = await decodedPixels(files.get('app-store/iphone-6.9/01.png')!);
    expect(first.info.channels).toBe(3);
    expect(first.count([0x16, 0xa3, 0x4a])).toBeGreaterThan(200_000);
    expect(first.count([255, 255, 255])).toBeGreaterThan(5_000);
    const second = await decodedPixels(files.get('app-store/iphone-6.9/02.png')!);
    expect(second.count([0x25, 0x63, 0xeb])).toBeGreaterThan(200_000);

    const status = await session.page.getByRole('status').filter({ hasText: 'rendered in' }).textContent();
    expect(status).toMatch(/^16 images, .+, rendered in \d+\.\d s by \d background workers?\.$/);
    console.log(`Composer export, five screenshots: ${status}`);

    const single = await download('Download App Store iPhone 6.9″ screenshot 2');
    expect(single.fileName).toBe('sleep-well-app-store-iphone-6-9-2.png');
    expect(pngHeader(single.bytes)).toMatchObject({ width: 1320, height: 2868, colourType: 2 });

    expect(apiCalls).toEqual(['/api/email-capture']);
    expect(await session.stack.captures()).toContainEqual({ email, tool_used: 'screenshot-mockups' });
    expect(session.cspViolations).toEqual([]);
  }, 180_000);

  test('When a phone capture goes in an iPad frame, then the page says it is letterboxed and the iPad 13″ image still shows its status bar', async () => {
    await upload([{ name: 'phone.png', buffer: await capture(1080, 2280, '#16a34a') }]);
    await session.page.getByLabel('Device', { exact: true }).selectOption('ipad');
    await session.page.getByRole('radio', { name: 'Caption above', exact: true }).check();
    await session.page.getByRole('radio', { name: 'Image' }).check();
    await session.page
      .getByLabel('Background image', { exact: true })
      .setInputFiles({ name: 'orange.png', mimeType: 'image/png', buffer: await capture(400, 300, '#ea580c') });
    await session.page.getByRole('status').filter({ hasText: 'letterboxed' }).waitFor();
    expect(await seriousAccessibilityViolations(session.page)).toEqual([]);

    // Keyboard only from here: type the headline, Enter generates, the modal takes the e-mail.
    await session.page.getByLabel('Headline 1').focus();
    await session.page.keyboard.type('Plan your week');
    await session.page.getByRole('img', { name: 'Preview of screenshot 1: Plan your week' }).waitFor();
    await session.page.keyboard.press('Enter');
    await unlockWithEmail(dialog(), uniqueEmail('composer-ipad'), 'Show my mockup');
    const ipad = await download('Download App Store iPad 13″ screenshot 1');
    expect(pngHeader(ipad.bytes)).toMatchObject({ width: 2064, height: 2752, colourType: 2 });
    await writeFile(path.join(ARTIFACTS, 'ipad-letterboxed.png'), ipad.bytes);
    const image = await decodedPixels(ipad.bytes);
    // The whole capture is there: its red status bar (5% of its height) was not cropped away.
    expect(image.count([0xdc, 0x26, 0x26])).toBeGreaterThan(0.8 * 0.05 * image.count([0x16, 0xa3, 0x4a]));
    // The uploaded background image fills the canvas to its corners, over the background colour.
    expect(image.at(2064 - 4, 2752 - 4)).toEqual([0xea, 0x58, 0x0c]);
    const feature = await download('Download Feature graphic');
    expect(pngHeader(feature.bytes)).toMatchObject({ width: 1024, height: 500, colourType: 2 });
    expect(session.cspViolations).toEqual([]);
  }, 120_000);

  test('When a visitor frames a screenshot in an Android phone at 3×, then the modal opens with no server call, and after the e-mail the classic PNG downloads at 1080×2280', async () => {
    const email = uniqueEmail('mockups-flow');
    expect(await generateButton().isDisabled()).toBe(true);

    await upload([{ name: 'home.png', buffer: await capture(1080, 2280, '#16a34a') }]);
    await session.page.getByLabel('Device', { exact: true }).selectOption('pixel');
    await session.page.getByRole('radio', { name: /^3×/ }).check();
    await generateButton().click();

    await dialog().waitFor();
    expect(apiCalls).toEqual([]);
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'hidden' });
    expect(await session.page.getByRole('img', { name: 'Android phone mockup preview' }).count()).toBe(0);

    await session.page.getByRole('button', { name: 'Show result' }).click();
    await unlockWithEmail(dialog(), email, 'Show my mockup');
    const preview = session.page.getByRole('img', { name: 'Android phone mockup preview' });
    await preview.waitFor();
    expect(await preview.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth)).toBe(1080);
    await session.page.screenshot({ path: path.join(ARTIFACTS, 'result-desktop.png'), fullPage: true });
    await session.page.setViewportSize({ width: 390, height: 844 });
    await session.page.screenshot({ path: path.join(ARTIFACTS, 'result-phone.png'), fullPage: true });

    const classic = await download('Download PNG');
    expect(classic.fileName).toBe('android-mockup.png');
    await writeFile(path.join(ARTIFACTS, 'android-mockup.png'), classic.bytes);
    const png = await decodedPixels(classic.bytes);
    expect(pngHeader(classic.bytes)).toMatchObject({ width: 1080, height: 2280 });
    expect(png.at(0, 0)[3]).toBe(0);
    expect(png.at(540, 1140)).toEqual([0x16, 0xa3, 0x4a, 255]);
    // The capture is whole: its red status bar (5% of its height) is all there below the screen's top
    // (y = 50), not cropped; the bezel above it is dark.
    const red = png.count([0xdc, 0x26, 0x26]);
    expect(red).toBeGreaterThan(0.8 * 0.05 * (png.count([0x16, 0xa3, 0x4a]) + red));
    expect(png.at(540, 60 * 3)).toEqual([0xdc, 0x26, 0x26, 255]);
    expect(png.at(100, 25 * 3)[0]).toBeLessThan(60);

    expect(apiCalls).toEqual(['/api/email-capture']);
    expect(await session.stack.captures()).toContainEqual({ email, tool_used: 'screenshot-mockups' });
    expect(session.cspViolations).toEqual([]);
  });

  test('When a capture is HEIC, then the page says our image service converts it and the preview draws it; a GIF is refused', async () => {
    await session.page
      .getByLabel('Screenshots', { exact: true })
      .setInputFiles({ name: 'shot.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    expect(await session.page.getByRole('alert').textContent()).toBe('Please choose a PNG, JPEG, WebP or HEIC image.');
    expect(await generateButton().isDisabled()).toBe(true);

    // Held until the page's words while it converts have been read.
    let release = () => {};
    const read = new Promise<void>((resolve) => (release = resolve));
    await session.page.route('**/api/convert-image', async (route) => {
      await read;
      await route.continue();
    });
    const heic = readIphonePhotoHeic();
    await session.page
      .getByLabel('Screenshots', { exact: true })
      .setInputFiles({ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: heic });
    await session.page.getByRole('status').filter({ hasText: 'Converting this HEIC capture on our image service' }).waitFor();
    release();
    await session.page.getByLabel('Headline 1').fill('Straight from the camera roll');
    await session.page.getByRole('img', { name: 'Preview of screenshot 1: Straight from the camera roll' }).waitFor();
    expect(await generateButton().isDisabled()).toBe(false);
    expect(await session.page.getByRole('alert').count()).toBe(0);
    expect(apiCalls).toEqual(['/api/convert-image']);
    expect(session.cspViolations).toEqual([]);
  });
});
