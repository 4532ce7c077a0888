/** @jest-environment ./test-support/src/browser-environment.ts */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { pngHeader, readZip, uniqueEmail, useBrowserSession } from '@aiapp/test-support';

/** The icon generator through the real gateway and image service, driven in Chromium. */

const ARTIFACTS = path.resolve(__dirname, '../../../.test-artifacts');

/** An orange disc on a transparent background, smaller than 1024 so the page shows a warning. */
async function logoPng(size = 512): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.42}" fill="#e8590c"/><rect x="${size * 0.38}" y="${size * 0.38}" width="${size * 0.24}" height="${size * 0.24}" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const generateButton = () => session.page.getByRole('button', { name: 'Generate Icons' });
const dialog = () => session.page.getByRole('dialog', { name: 'Your icon set is ready' });
const imageInput = () => session.page.getByLabel('App icon image', { exact: true });

async function openPage(): Promise<void> {
  await session.page.goto(`${session.stack.url}/icon-generator-pro`);
  await session.page.getByRole('heading', { level: 1, name: 'Icon Generator Pro' }).waitFor();
}

async function download(buttonName: string) {
  const [file] = await Promise.all([
    session.page.waitForEvent('download'),
    session.page.getByRole('button', { name: buttonName, exact: true }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

const session = useBrowserSession();

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
});

describe('Icon generator', () => {
  test('When a visitor uploads a logo, cancels the modal, then gives an e-mail, then the icon grids show and the ZIP and single icons download ready for Xcode', async () => {
    const email = uniqueEmail('icons-flow');
    await openPage();
    expect(await generateButton().isDisabled()).toBe(true);

    await imageInput().setInputFiles({ name: 'Rocket Notes.png', mimeType: 'image/png', buffer: await logoPng() });
    await session.page.getByRole('figure', { name: 'Icon preview under the iOS and Android masks' }).waitFor();
    await session.page.getByLabel('Background colour').fill('#1e90ff');
    await session.page.getByLabel('Padding').fill('10');
    expect(await session.page.locator('output').first().textContent()).toBe('10%');
    expect(await generateButton().isEnabled()).toBe(true);

    await generateButton().click();
    await dialog().waitFor();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'hidden' });
    expect(await session.page.getByRole('region', { name: 'iOS icons' }).count()).toBe(0);

    await session.page.getByRole('button', { name: 'Show result' }).click();
    await dialog().getByLabel('E-mail address').fill(email);
    await dialog().getByRole('button', { name: 'Show my icon set' }).click();
    await dialog().waitFor({ state: 'hidden' });

    const ios = session.page.getByRole('region', { name: 'iOS icons' });
    await ios.waitFor();
    expect(await ios.getByRole('listitem').count()).toBe(13);
    expect(await session.page.getByRole('region', { name: 'Android icons' }).getByRole('listitem').count()).toBe(6);
    expect(await session.page.getByRole('region', { name: 'Your icon set' }).getByRole('status').textContent()).toContain(
      'smaller than 1024×1024',
    );
    await session.page.screenshot({ path: path.join(ARTIFACTS, 'icon-generator-result.png'), fullPage: true });

    const zip = await download('Download ZIP');
    expect(zip.name).toBe('rocket-notes_icons.zip');
    const files = await readZip(zip.bytes);
    const contents = JSON.parse(files.get('ios/AppIcon.appiconset/Contents.json')!.toString());
    for (const entry of contents.images) expect(files.has(`ios/AppIcon.appiconset/${entry.filename}`)).toBe(true);
    const { data } = await sharp(files.get('ios/AppIcon.appiconset/AppIcon-1024.png')!)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x1e, 0x90, 0xff]);

    const single = await download('ios_1024x1024.png');
    expect(pngHeader(single.bytes)).toMatchObject({ width: 1024, height: 1024, colourType: 2 });
    expect((await download('android_192x192_xxxhdpi.png')).name).toBe('android_192x192_xxxhdpi.png');

    expect(await session.stack.captures()).toContainEqual({ email, tool_used: 'icon-generator-pro' });
    expect(session.cspViolations).toEqual([]);
  });

  test('When a visitor sets the Android inset and uploads a foreground layer, then the preview draws them on the 108 dp layer and the request carries both', async () => {
    const sent: Record<string, unknown>[] = [];
    session.page.on('request', (request) => {
      if (request.url().includes('/api/generate-icons')) sent.push(request.postDataJSON());
    });
    await openPage();
    await imageInput().setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await logoPng() });
    await session.page.getByLabel('Android inset').fill('20');
    await session.page
      .getByLabel('Foreground layer')
      .setInputFiles({ name: 'fg.png', mimeType: 'image/png', buffer: await logoPng(256) });

    const circle = session.page.getByRole('img', { name: 'Android circle' });
    await circle.waitFor();
    expect(await circle.getAttribute('viewBox')).toBe('0 0 108 108');
    expect(await circle.locator('circle.mask-preview__safe-circle').getAttribute('r')).toBe('33');
    // The artwork's square has its corners on the 66 dp safe circle, then 20% smaller.
    const artwork = circle.locator('image').last();
    expect(Number(await artwork.getAttribute('width'))).toBeCloseTo((66 / Math.SQRT2) * 0.8, 5);
    expect(await artwork.getAttribute('href')).toMatch(/^blob:/);
    expect(await artwork.getAttribute('href')).not.toBe(await session.page.locator('.mask-preview__art').getAttribute('src'));

    await session.page.locator('main form').screenshot({ path: path.join(ARTIFACTS, 'icon-generator-android-options.png') });

    await session.page
      .getByLabel('Background layer')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    expect(await session.page.getByRole('alert').textContent()).toBe('Please choose a PNG, JPEG or WebP image.');
    expect(await generateButton().isDisabled()).toBe(true);
    await session.page.getByLabel('Background layer').setInputFiles([]);
    expect(await session.page.getByRole('alert').count()).toBe(0);

    await generateButton().click();
    await dialog().getByLabel('E-mail address').fill(uniqueEmail('icons-layers'));
    await dialog().getByRole('button', { name: 'Show my icon set' }).click();
    await session.page.getByRole('region', { name: 'Android icons' }).waitFor();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      android_inset_percent: 20,
      foreground_image: expect.stringMatching(/^data:image\/png;base64,/),
    });
    expect(sent[0]).not.toHaveProperty('background_image');
  });

  test('When the image is not square, then the preview shows it whole, centred in the iOS tile, and says how the icons will square it', async () => {
    await openPage();
    const tall = await sharp({ create: { width: 200, height: 400, channels: 3, background: '#0277bd' } })
      .png()
      .toBuffer();
    await imageInput().setInputFiles({ name: 'tall.png', mimeType: 'image/png', buffer: tall });
    const preview = session.page.getByRole('figure', { name: 'Icon preview under the iOS and Android masks' });
    await preview.getByText('Your image is not square').waitFor();
    // The whole image fits the tile, centred: nothing above or below it is cut off.
    const [tile, art] = await Promise.all(
      ['.mask-preview__tile--ios', '.mask-preview__tile--ios img'].map(
        async (selector) => (await preview.locator(selector).boundingBox())!,
      ),
    );
    expect(art!.height).toBeLessThanOrEqual(tile!.height + 0.5);
    expect(Math.abs(art!.y + art!.height / 2 - (tile!.y + tile!.height / 2))).toBeLessThanOrEqual(1);

    await imageInput().setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: await logoPng() });
    await session.page.waitForFunction(() => !document.querySelector('figure.mask-preview')?.textContent?.includes('not square'));
  });

  test('When the chosen file is over 10 MB, then the spec message shows inline and generate stays disabled', async () => {
    await openPage();
    const oversized = Buffer.concat([await logoPng(64), Buffer.alloc(10_485_760)]);
    await imageInput().setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: oversized });
    expect(await session.page.getByRole('alert').textContent()).toBe('File size must be less than 10MB');
    expect(await generateButton().isDisabled()).toBe(true);
  });

  test('When the server refuses the file (an SVG named .png), then its reason shows inline and no modal opens', async () => {
    await openPage();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64"/></svg>',
    );
    await imageInput().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: svg });
    await generateButton().click();
    const failure = session.page.locator('.tool-form__failure');
    await failure.waitFor();
    expect(await failure.textContent()).toContain('SVG images are not supported');
    expect(await dialog().count()).toBe(0);
  });
});
