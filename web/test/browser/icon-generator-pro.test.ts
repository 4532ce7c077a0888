/** @jest-environment ./test-support/src/browser-environment.ts */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
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

/** A flat icon: a gradient, a white rounded plate, a dark ring with a bar through it on the plate. */
async function plateWithGlyphPng(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0EA5E9"/><stop offset="1" stop-color="#6D28D9"/></linearGradient></defs>' +
    '<rect width="1024" height="1024" fill="url(#g)"/><rect x="212" y="212" width="600" height="600" rx="140" fill="#fff"/>' +
    '<circle cx="512" cy="512" r="170" fill="none" stroke="#111827" stroke-width="48"/><rect x="490" y="300" width="44" height="424" fill="#111827"/></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Share of its bounding box the opaque pixels (alpha ≥ 128) of a layer fill. */
async function inkShareOfBox(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let [left, top, right, bottom, count] = [info.width, info.height, -1, -1, 0];
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * 4 + 3]! < 128) continue;
      count++;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  return count / ((right - left + 1) * (bottom - top + 1));
}

/** Waits until the live preview has answered for the current choices: not busy, all three service images shown. */
const previewSettled = () =>
  session.page.waitForFunction(() => {
    const figure = document.querySelector('figure.mask-preview');
    return figure?.getAttribute('aria-busy') === 'false' && figure.querySelectorAll('img.mask-preview__shot').length === 3;
  });

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

    // A single download carries the name and bytes the ZIP has for it.
    const single = await download('Download ios/AppIcon.appiconset/AppIcon-1024.png');
    expect(single.name).toBe('AppIcon-1024.png');
    expect(pngHeader(single.bytes)).toMatchObject({ width: 1024, height: 1024, colourType: 2 });
    expect(single.bytes.equals(files.get('ios/AppIcon.appiconset/AppIcon-1024.png')!)).toBe(true);
    const launcher = await download('Download android/res/mipmap-xxxhdpi/ic_launcher.png');
    expect(launcher.name).toBe('ic_launcher.png');
    expect(launcher.bytes.equals(files.get('android/res/mipmap-xxxhdpi/ic_launcher.png')!)).toBe(true);
    // The counts stated on the page are those of the ZIP.
    const androidInZip = [...files.keys()].filter((name) => name.startsWith('android/')).length;
    expect(await session.page.getByRole('region', { name: 'Android icons' }).textContent()).toContain(
      `android/ folder holds ${androidInZip} files`,
    );

    expect(await session.stack.captures()).toContainEqual({ email, tool_used: 'icon-generator-pro' });
    expect(session.cspViolations).toEqual([]);
  });

  test('When a visitor sets the Android inset and uploads a foreground layer, then the live preview is drawn by the service with them, and the request carries both', async () => {
    const sent: Record<string, unknown>[] = [];
    const previewsAsked: Record<string, unknown>[] = [];
    session.page.on('request', (request) => {
      if (request.url().includes('/api/generate-icons')) sent.push(request.postDataJSON());
      if (request.url().includes('/api/preview-icon')) previewsAsked.push(request.postDataJSON());
    });
    await openPage();
    await imageInput().setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await logoPng() });
    await session.page.getByLabel('Android inset').fill('20');
    await session.page
      .getByLabel('Foreground layer')
      .setInputFiles({ name: 'fg.png', mimeType: 'image/png', buffer: await logoPng(256) });
    // The picker shows the chosen name beside its button.
    expect(await session.page.locator('.file-picker').first().textContent()).toContain('fg.png');

    const circle = session.page.getByRole('img', { name: 'Android circle preview' });
    await previewSettled();
    expect(await circle.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(previewsAsked.at(-1)).toMatchObject({
      android_inset_percent: 20,
      foreground_image: expect.stringMatching(/^data:image\/png;base64,/),
    });
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

  test.each([
    ['desktop', 1280],
    ['phone', 390],
  ])(
    'When a flat icon (a white plate holding a glyph) is chosen, then the live themed preview is the glyph and is the themed icon the set holds, pixel for pixel (%s)',
    async (label, width) => {
      await session.page.setViewportSize({ width, height: 900 });
      await openPage();
      await imageInput().setInputFiles({ name: 'flat.png', mimeType: 'image/png', buffer: await plateWithGlyphPng() });
      const themed = session.page.getByRole('img', { name: 'Android themed preview' });
      await previewSettled();
      const livePreview = await themed.getAttribute('src');
      await session.page
        .getByRole('figure', { name: 'Icon preview under the iOS and Android masks' })
        .screenshot({ path: path.join(ARTIFACTS, `icon-generator-live-preview-${width}.png`) });

      await generateButton().click();
      await dialog()
        .getByLabel('E-mail address')
        .fill(uniqueEmail(`icons-themed-${label}`));
      await dialog().getByRole('button', { name: 'Show my icon set' }).click();
      const resultThemed = session.page.getByRole('img', { name: 'Themed icon (Android 13+) preview' });
      await resultThemed.waitFor();
      expect(await resultThemed.getAttribute('src')).toBe(livePreview);
      await session.page.screenshot({ path: path.join(ARTIFACTS, `icon-generator-themed-result-${width}.png`), fullPage: true });

      const files = await readZip((await download('Download ZIP')).bytes);
      const monochrome = files.get('android/res/mipmap-xxxhdpi/ic_launcher_monochrome.png')!;
      // The glyph (a ring with a bar) fills about 40% of its box by its geometry; a plate with a hole fills most of its own.
      expect(await inkShareOfBox(monochrome)).toBeLessThan(0.6);
      await session.page.setViewportSize({ width: 1280, height: 900 });
    },
  );

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
    // Chosen from disk: Chromium reads a path itself, where a 10 MB buffer would cross the DevTools
    // protocol as base64 and, on a loaded machine, outlast the action's timeout.
    const folder = await mkdtemp(path.join(os.tmpdir(), 'icon-oversized-'));
    const oversized = path.join(folder, 'huge.png');
    await writeFile(oversized, Buffer.concat([await logoPng(64), Buffer.alloc(10_485_760)]));
    await imageInput().setInputFiles(oversized);
    expect(await session.page.getByRole('alert').textContent()).toBe('File size must be less than 10MB');
    expect(await generateButton().isDisabled()).toBe(true);
    await rm(folder, { recursive: true });
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
