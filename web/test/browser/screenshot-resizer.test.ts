/** @jest-environment ./test-support/src/browser-environment.ts */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { pngHeader, readZip, uniqueEmail, useBrowserSession } from '@aiapp/test-support';

/** The screenshot resizer through the real gateway and image service, driven in Chromium. */

const ARTIFACTS = path.resolve(__dirname, '../../../.test-artifacts');

/** A phone screenshot: a coloured status bar over a light body with a card in it. */
function screenshot(colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1170" height="2532"><rect width="1170" height="2532" fill="#f1f5f9"/><rect width="1170" height="140" fill="${colour}"/><rect x="80" y="300" width="1010" height="600" rx="40" fill="#ffffff"/></svg>`;
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
    expect(await session.page.getByRole('list', { name: 'Supported sizes' }).getByRole('listitem').count()).toBe(6);
    expect(await session.page.getByRole('list', { name: 'Supported sizes' }).textContent()).toContain('1320×2868');

    await screenshotsInput().setInputFiles([
      { name: 'home.png', mimeType: 'image/png', buffer: await screenshot('#4f46e5') },
      { name: 'wrong.png', mimeType: 'image/png', buffer: await screenshot('#000000') },
      { name: 'settings.png', mimeType: 'image/png', buffer: await screenshot('#e8590c') },
    ]);
    expect(await chosenList().getByRole('listitem').count()).toBe(3);
    await session.page.getByRole('button', { name: 'Remove wrong.png' }).click();
    expect(await chosenList().textContent()).toMatch(/1\. home\.png.*2\. settings\.png/);
    // iPhone-shaped screenshots get iPad sizes only when the visitor asks for them.
    await session.page.getByLabel(/Include iPad sizes for iPhone screenshots/).check();

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
    expect(await session.page.getByRole('img', { name: /^home\.png at / }).count()).toBe(6);
    await session.page.screenshot({ path: path.join(ARTIFACTS, 'screenshot-resizer-result.png'), fullPage: true });

    const [zipDownload] = await Promise.all([
      session.page.waitForEvent('download'),
      session.page.getByRole('button', { name: 'Download ZIP' }).click(),
    ]);
    expect(zipDownload.suggestedFilename()).toBe('ios_screenshots.zip');
    const files = await readZip(await readFile(await zipDownload.path()));
    expect(files.size).toBe(12);
    expect(new Set([...files.keys()].map((name) => name.split('/')[0])).size).toBe(6);
    expect(pngHeader(files.get('6.9-inch_1320x2868/01_home.png')!)).toMatchObject({ width: 1320, height: 2868, colourType: 2 });

    const [single] = await Promise.all([
      session.page.waitForEvent('download'),
      session.page.getByRole('button', { name: 'Download iPad-Pro-12.9-inch_2048x2732_02_settings.png' }).click(),
    ]);
    expect(pngHeader(await readFile(await single.path()))).toMatchObject({ width: 2048, height: 2732 });

    expect(await session.stack.captures()).toContainEqual({ email, tool_used: 'screenshot-resizer' });
    expect(session.cspViolations).toEqual([]);
  });

  test('When a chosen file is not an image, then "Please select valid image files" shows inline and nothing is added', async () => {
    await screenshotsInput().setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    expect(await session.page.getByRole('alert').textContent()).toBe('Please select valid image files');
    expect(await chosenList().count()).toBe(0);
    expect(await resizeButton().isDisabled()).toBe(true);
  });

  test('When Android is chosen, then the three Google Play sizes are listed', async () => {
    await session.page.getByLabel('Target platform').selectOption('android');
    const sizes = session.page.getByRole('list', { name: 'Supported sizes' });
    expect(await sizes.getByRole('listitem').count()).toBe(3);
    expect(await sizes.textContent()).toContain('1080×1920');
  });
});
