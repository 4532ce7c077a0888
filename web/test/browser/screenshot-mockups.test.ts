import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { pngHeader, uniqueEmail, useBrowserSession } from '@aiapp/test-support';

/** Screenshot mockups: drawn in the browser, gated by the e-mail modal, no image call. */

const ARTIFACTS = path.resolve(__dirname, '../../../.test-artifacts');

let apiCalls: string[];

const generateButton = () => session.page.getByRole('button', { name: 'Generate Mockup' });
const dialog = () => session.page.getByRole('dialog', { name: 'Your mockup is ready' });

/** A green screenshot with a red status bar. */
function screenshot(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="2280"><rect width="1080" height="2280" fill="#16a34a"/><rect width="1080" height="120" fill="#dc2626"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [...data.subarray(offset, offset + info.channels)];
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

describe('Screenshot mockups', () => {
  test('When a visitor frames a screenshot in an Android phone at 3×, then the modal opens with no server call, and after the e-mail the PNG downloads at 1080×2280', async () => {
    const email = uniqueEmail('mockups-flow');
    expect(await generateButton().isDisabled()).toBe(true);

    await session.page
      .getByLabel('Screenshot', { exact: true })
      .setInputFiles({ name: 'home.png', mimeType: 'image/png', buffer: await screenshot() });
    await session.page.getByLabel('Device').selectOption('android');
    await session.page.getByRole('radio', { name: /^3×/ }).check();
    await generateButton().click();

    await dialog().waitFor();
    expect(apiCalls).toEqual([]);
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'hidden' });
    expect(await session.page.getByRole('img', { name: 'Android phone mockup preview' }).count()).toBe(0);

    await session.page.getByRole('button', { name: 'Show result' }).click();
    await dialog().getByLabel('E-mail address').fill(email);
    await dialog().getByRole('button', { name: 'Show my mockup' }).click();
    const preview = session.page.getByRole('img', { name: 'Android phone mockup preview' });
    await preview.waitFor();
    expect(await preview.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth)).toBe(1080);
    await session.page.screenshot({ path: path.join(ARTIFACTS, 'screenshot-mockups-result.png'), fullPage: true });

    const [download] = await Promise.all([
      session.page.waitForEvent('download'),
      session.page.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('android-mockup.png');
    const png = await readFile(await download.path());
    expect(pngHeader(png)).toMatchObject({ width: 1080, height: 2280 });
    expect((await pixel(png, 0, 0))[3]).toBe(0);
    expect(await pixel(png, 540, 1140)).toEqual([0x16, 0xa3, 0x4a, 255]);
    // The status bar survives the centred crop at the top of the screen (y = 50); the bezel above it is dark.
    expect(await pixel(png, 540, 53 * 3)).toEqual([0xdc, 0x26, 0x26, 255]);
    expect((await pixel(png, 100, 25 * 3))[0]).toBeLessThan(60);

    expect(apiCalls).toEqual(['/api/email-capture']);
    expect(await session.stack.captures()).toContainEqual({ email, tool_used: 'screenshot-mockups' });
    expect(session.cspViolations).toEqual([]);
  });

  test('When the chosen file is not a PNG, JPEG or WebP, then generate stays disabled and the page says why', async () => {
    await session.page
      .getByLabel('Screenshot', { exact: true })
      .setInputFiles({ name: 'shot.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    expect(await session.page.getByRole('alert').textContent()).toBe('Please choose a PNG, JPEG or WebP image.');
    expect(await generateButton().isDisabled()).toBe(true);
  });
});
