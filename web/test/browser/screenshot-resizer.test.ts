/** @jest-environment ./test-support/src/browser-environment.ts */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { pngHeader, readZip, uniqueEmail, useBrowserSession } from '@aiapp/test-support';

/** The screenshot resizer through the real gateway and image service, driven in Chromium. */

const ARTIFACTS = path.resolve(__dirname, '../../../.test-artifacts');

/** A capture: a coloured status bar over a light body with a card in it (an iPhone 13's 1170×2532 unless said). */
function screenshot(colour: string, width = 1170, height = 2532): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#f1f5f9"/><rect width="${width}" height="140" fill="${colour}"/><rect x="80" y="300" width="${width - 160}" height="600" rx="40" fill="#ffffff"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const resizeButton = () => session.page.getByRole('button', { name: 'Resize Screenshots' });
const dialog = () => session.page.getByRole('dialog', { name: 'Your screenshot set is ready' });
const screenshotsInput = () => session.page.getByLabel('Screenshots', { exact: true });
const chosenList = () => session.page.getByRole('list', { name: 'Chosen screenshots' });

const session = useBrowserSession();

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
});

beforeEach(async () => {
  await session.page.goto(`${session.stack.url}/screenshot-resizer`);
  await session.page.getByRole('heading', { level: 1, name: 'Screenshot Resizer' }).waitFor();
});

describe('Screenshot resizer', () => {
  test('When a visitor picks, removes and resizes screenshots, then progress shows, the modal gates the result and the ZIP holds one folder per App Store size', async () => {
    const email = uniqueEmail('resizer-flow');
    expect(await resizeButton().isDisabled()).toBe(true);
    expect(await session.page.getByRole('list', { name: 'App Store sizes' }).getByRole('listitem').count()).toBe(6);
    expect(await session.page.getByRole('list', { name: 'App Store sizes' }).textContent()).toContain('1320×2868');

    await screenshotsInput().setInputFiles([
      { name: 'home.png', mimeType: 'image/png', buffer: await screenshot('#4f46e5') },
      { name: 'wrong.png', mimeType: 'image/png', buffer: await screenshot('#000000') },
      { name: 'settings.png', mimeType: 'image/png', buffer: await screenshot('#e8590c') },
    ]);
    expect(await chosenList().getByRole('listitem').count()).toBe(3);
    await session.page.getByRole('button', { name: 'Remove wrong.png' }).click();
    expect(await chosenList().textContent()).toMatch(/1\. home\.png.*2\. settings\.png/);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await session.page.route('**/api/resize-screenshots', async (route) => {
      await held;
      await route.continue();
    });
    await resizeButton().click();
    const progress = session.page
      .getByRole('status')
      .filter({ has: session.page.getByRole('progressbar', { name: 'Resize progress' }) });
    await progress.waitFor();
    expect(await progress.textContent()).toMatch(/Reading|Uploading|Resizing/);
    release();

    await dialog().waitFor();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'hidden' });
    expect(await session.page.getByRole('img', { name: /at 6\.9 inch/ }).count()).toBe(0);

    await session.page.getByRole('button', { name: 'Show result' }).click();
    await dialog().getByLabel('E-mail address').fill(email);
    await dialog().getByRole('button', { name: 'Show my screenshot set' }).click();
    const sixNine = session.page.getByRole('region', { name: '6.9 inch 1320×2868' });
    await sixNine.waitFor();
    expect(await sixNine.getByRole('img').count()).toBe(2);
    // iPhone captures go to the four iPhone slots only.
    expect(await session.page.getByRole('img', { name: /^home\.png at / }).count()).toBe(4);
    expect(await session.page.getByRole('img', { name: /at iPad/ }).count()).toBe(0);
    await session.page.screenshot({ path: path.join(ARTIFACTS, 'screenshot-resizer-result.png'), fullPage: true });

    const [zipDownload] = await Promise.all([
      session.page.waitForEvent('download'),
      session.page.getByRole('button', { name: 'Download ZIP' }).click(),
    ]);
    expect(zipDownload.suggestedFilename()).toBe('ios_screenshots.zip');
    const files = await readZip(await readFile(await zipDownload.path()));
    expect(files.size).toBe(8);
    expect(new Set([...files.keys()].map((name) => name.split('/')[0])).size).toBe(4);
    expect(pngHeader(files.get('6.9-inch_1320x2868/01_home.png')!)).toMatchObject({ width: 1320, height: 2868, colourType: 2 });

    const [single] = await Promise.all([
      session.page.waitForEvent('download'),
      session.page.getByRole('button', { name: 'Download 6.5-inch_1242x2688_02_settings.png' }).click(),
    ]);
    expect(pngHeader(await readFile(await single.path()))).toMatchObject({ width: 1242, height: 2688 });

    expect(await session.stack.captures()).toContainEqual({ email, tool_used: 'screenshot-resizer' });
    expect(session.cspViolations).toEqual([]);
  });

  test('When a chosen file is not an image, then "Please select valid image files" shows inline and nothing is added', async () => {
    await screenshotsInput().setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    expect(await session.page.getByRole('alert').textContent()).toBe('Please select valid image files');
    expect(await chosenList().count()).toBe(0);
    expect(await resizeButton().isDisabled()).toBe(true);
  });

  test.each([
    ['desktop', 1280],
    ['phone', 390],
  ])(
    'When an iPhone, an iPad and a square capture are resized for both stores, then each goes only to the slots of its shape and the square one is reported, not squeezed (%s)',
    async (label, width) => {
      await session.page.setViewportSize({ width, height: 900 });
      await session.page.goto(`${session.stack.url}/screenshot-resizer`);
      await session.page.getByLabel('Store', { exact: true }).selectOption('both');
      expect(await session.page.getByRole('list', { name: 'Google Play sizes' }).getByRole('listitem').count()).toBe(3);
      await screenshotsInput().setInputFiles([
        { name: 'iphone.png', mimeType: 'image/png', buffer: await screenshot('#4f46e5', 1290, 2796) },
        { name: 'ipad.png', mimeType: 'image/png', buffer: await screenshot('#0d9488', 2048, 2732) },
        { name: 'fold.png', mimeType: 'image/png', buffer: await screenshot('#e8590c', 1800, 1800) },
      ]);
      await resizeButton().click();
      await dialog()
        .getByLabel('E-mail address')
        .fill(uniqueEmail(`resizer-shapes-${label}`));
      await dialog().getByRole('button', { name: 'Show my screenshot set' }).click();
      await session.page.getByRole('region', { name: 'App Store 6.9 inch 1320×2868' }).waitFor();

      const placed = async (name: string) =>
        (
          await session.page
            .getByRole('img', { name: new RegExp(`^${name} at `) })
            .evaluateAll((images) => images.map((image) => image.getAttribute('alt')!.replace(/^\S+ at /, '')))
        ).sort();
      expect(await placed('iphone\\.png')).toEqual(
        [
          'App Store 5.5 inch, 1242×2208',
          'App Store 6.5 inch, 1242×2688',
          'App Store 6.7 inch, 1290×2796',
          'App Store 6.9 inch, 1320×2868',
          'Google Play phone, 1080×1920',
        ].sort(),
      );
      expect(await placed('ipad\\.png')).toEqual(
        [
          'App Store iPad Pro 11 inch, 1668×2388',
          'App Store iPad Pro 12.9 inch, 2048×2732',
          'Google Play 10 inch tablet, 1600×2560',
          'Google Play 7 inch tablet, 1200×1920',
        ].sort(),
      );
      expect(await placed('fold\\.png')).toEqual([]);
      const leftOut = session.page.getByRole('status').filter({ hasText: 'Left out: no slot of their shape' });
      expect(await leftOut.textContent()).toContain('“fold.png”: 1800×1800 px (1:1) is the shape of no slot of either store');
      await session.page.screenshot({ path: path.join(ARTIFACTS, `screenshot-resizer-mixed-${width}.png`), fullPage: true });

      const [zipDownload] = await Promise.all([
        session.page.waitForEvent('download'),
        session.page.getByRole('button', { name: 'Download ZIP' }).click(),
      ]);
      expect(zipDownload.suggestedFilename()).toBe('both_screenshots.zip');
      const files = await readZip(await readFile(await zipDownload.path()));
      expect(files.size).toBe(9);
      expect(pngHeader(files.get('app-store/iPad-Pro-12.9-inch_2048x2732/02_ipad.png')!)).toMatchObject({
        width: 2048,
        height: 2732,
      });
      expect([...files.keys()].some((name) => name.includes('fold'))).toBe(false);
      await session.page.setViewportSize({ width: 1280, height: 900 });
    },
  );

  test('When Android is chosen, then the three Google Play sizes are listed', async () => {
    await session.page.getByLabel('Store', { exact: true }).selectOption('android');
    const sizes = session.page.getByRole('list', { name: 'Google Play sizes' });
    expect(await sizes.getByRole('listitem').count()).toBe(3);
    expect(await sizes.textContent()).toContain('1080×1920');
  });
});
