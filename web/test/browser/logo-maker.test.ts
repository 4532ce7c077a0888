/** @jest-environment ./test-support/src/browser-environment.ts */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { LOGO_PNG_SIZE, LOGO_VARIANT_COUNT } from '@aiapp/contracts';
import { uniqueEmail, useBrowserSession } from '@aiapp/test-support';

const ARTIFACTS = path.resolve(__dirname, '../../../.test-artifacts/logo-maker');

/**
 * The logo maker through the real gateway and services, driven in Chromium the way a
 * visitor uses it: form, e-mail gate, preview, download.
 */

const CAPTURE_FAILED = "We couldn't save your e-mail. Please try again.";

async function capturesFor(email: string) {
  const rows = await session.stack.captures();
  return rows.filter((row) => row.email === email);
}

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Focus moves in an effect after the render that the locator waited for. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 2_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function focusIsInside(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

const logoDialog = () => session.page.getByRole('dialog', { name: 'Your logo is ready' });
const generateButton = () => session.page.getByRole('button', { name: 'Generate Logo' });
const anyPreview = () => session.page.getByRole('img', { name: /^Logo preview/ });

async function openLogoMaker(): Promise<void> {
  await session.page.goto(`${session.stack.url}/logo-maker`);
  await session.page.getByRole('heading', { level: 1, name: 'Logo Maker' }).waitFor();
}

async function generateLogo(text: string): Promise<Locator> {
  await session.page.getByLabel('Logo text').fill(text);
  await generateButton().click();
  const dialog = logoDialog();
  await dialog.waitFor();
  return dialog;
}

const session = useBrowserSession();

afterEach(async () => {
  await session.stack.failCaptures(false);
});

describe('Logo maker', () => {
  test('When a visitor cancels the e-mail modal, then the logo stays hidden; after giving an e-mail it is shown, downloads as {slug}-logo.svg and the capture is stored', async () => {
    const email = uniqueEmail('logo-flow');
    await openLogoMaker();
    await session.page.getByLabel('Style', { exact: true }).selectOption('circular');
    await session.page.getByRole('radio', { name: 'Green' }).check();

    const dialog = await generateLogo('Rocket Notes');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await anyPreview().count()).toBe(0);
    expect(await session.page.getByRole('button', { name: 'Show result' }).isVisible()).toBe(true);

    await generateButton().click();
    await dialog.waitFor();
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByRole('button', { name: 'Show my logo' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const preview = session.page.getByRole('img', { name: 'Logo preview: Rocket Notes' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await preview.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
    expect(await session.page.getByRole('figure', { name: 'CSS styles' }).textContent()).toContain('.app-logo');

    const [download] = await Promise.all([
      session.page.waitForEvent('download'),
      session.page.getByRole('button', { name: 'Download SVG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('rocket-notes-logo.svg');
    const savedPath = await download.path();
    expect(await readFile(savedPath, 'utf8')).toMatch(/^<svg[\s>]/);

    expect(await capturesFor(email)).toEqual([expect.objectContaining({ email, tool_used: 'logo-maker' })]);
    expect(session.cspViolations).toEqual([]);
  });

  test('When storing the e-mail fails, then the logo stays hidden and the modal says so inline', async () => {
    const email = uniqueEmail('logo-capture-fails');
    await session.stack.failCaptures(true);
    await openLogoMaker();

    const dialog = await generateLogo('Tasky');
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByRole('button', { name: 'Show my logo' }).click();

    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(CAPTURE_FAILED);
    expect(await dialog.isVisible()).toBe(true);
    expect(await anyPreview().count()).toBe(0);
    expect(await capturesFor(email)).toEqual([]);

    await session.stack.failCaptures(false);
    await dialog.getByRole('button', { name: 'Show my logo' }).click();
    await session.page.getByRole('img', { name: 'Logo preview: Tasky' }).waitFor();
    expect(await capturesFor(email)).toHaveLength(1);
  });

  test('When the modal is open, then focus stays inside it, Escape closes it and focus returns to the generate button', async () => {
    await openLogoMaker();
    const dialog = await generateLogo('Focus Test');
    expect(await eventually(() => isFocused(dialog.getByLabel('E-mail address')))).toBe(true);

    for (let press = 0; press < 6; press += 1) {
      await session.page.keyboard.press('Tab');
      expect(await focusIsInside(dialog)).toBe(true);
    }
    for (let press = 0; press < 6; press += 1) {
      await session.page.keyboard.press('Shift+Tab');
      expect(await focusIsInside(dialog)).toBe(true);
    }

    await session.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await eventually(() => isFocused(generateButton()))).toBe(true);
    expect(await anyPreview().count()).toBe(0);
  });

  test('When a visitor picks the symbol layout, then the request carries it and the logo drawn is outlines with the name as its title', async () => {
    const sentLayouts: unknown[] = [];
    session.page.on('request', (request) => {
      if (request.url().includes('/api/generate-logo')) sentLayouts.push(request.postDataJSON()?.layout);
    });
    await openLogoMaker();
    const layout = session.page.getByLabel('Layout', { exact: true });
    expect(await layout.locator('option').allTextContents()).toEqual(['Initials and name', 'Name only', 'Symbol and name']);
    await layout.selectOption({ label: 'Symbol and name' });

    const dialog = await generateLogo('Orbit Notes');
    await dialog.getByLabel('E-mail address').fill(uniqueEmail('logo-layout'));
    await dialog.getByRole('button', { name: 'Show my logo' }).click();
    const preview = session.page.getByRole('img', { name: 'Logo preview: Orbit Notes' });
    await preview.waitFor();

    expect(sentLayouts).toEqual(['symbol']);
    const svg = decodeURIComponent((await preview.getAttribute('src'))?.split(',')[1] ?? '');
    expect(svg).not.toContain('<text');
    expect(svg).toMatch(/<title id="[^"]+">Orbit Notes<\/title>/);
    expect(svg).toContain('<path d="M');
  });

  test.each([1280, 390])(
    'At %i px, when a logo is generated, then a grid of variants shows; picking one loads its 1024 px PNG, and "use as app icon" opens the icon generator with it',
    async (width) => {
      await mkdir(ARTIFACTS, { recursive: true });
      await session.page.setViewportSize({ width, height: 900 });
      const logoCalls: unknown[] = [];
      session.page.on('request', (request) => {
        if (request.url().includes('/api/generate-logo')) logoCalls.push(request.postDataJSON());
      });
      await openLogoMaker();
      const dialog = await generateLogo('Harbor Lane');
      await dialog.getByLabel('E-mail address').fill(uniqueEmail('logo-grid'));
      await dialog.getByRole('button', { name: 'Show my logo' }).click();

      const grid = session.page.getByRole('group', { name: `${LOGO_VARIANT_COUNT} variants of Harbor Lane: pick one` });
      await grid.waitFor();
      const options = grid.getByRole('radio');
      expect(await options.count()).toBe(LOGO_VARIANT_COUNT);
      expect(await options.nth(0).isChecked()).toBe(true);
      const thumbnails = grid.locator('img');
      for (let index = 0; index < LOGO_VARIANT_COUNT; index += 1) {
        expect(
          await thumbnails.nth(index).evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth),
        ).toBeGreaterThan(0);
      }
      await session.page.screenshot({ path: path.join(ARTIFACTS, `grid-${width}.png`), fullPage: true });

      const pngButton = () => session.page.getByRole('button', { name: 'Download PNG (1024 px)' });
      await options.nth(4).check();
      await pngButton().waitFor();
      expect(logoCalls).toHaveLength(2);
      const preview = session.page.getByRole('img', { name: 'Logo preview: Harbor Lane' });
      const thumbnailSvg = await thumbnails.nth(4).getAttribute('src');
      expect(await preview.getAttribute('src')).toBe(thumbnailSvg);

      const [download] = await Promise.all([session.page.waitForEvent('download'), pngButton().click()]);
      expect(download.suggestedFilename()).toBe('harbor-lane-logo.png');
      const {
        width: pngWidth = 0,
        height: pngHeight = 0,
        format,
      } = await sharp(await readFile(await download.path())).metadata();
      expect(format).toBe('png');
      expect(Math.max(pngWidth, pngHeight)).toBe(LOGO_PNG_SIZE);

      await session.page.getByRole('button', { name: 'Use as app icon' }).click();
      await session.page.waitForURL(`${session.stack.url}/icon-generator-pro`);
      await session.page.getByRole('heading', { level: 1, name: /icon/i }).waitFor();
      const generate = session.page.getByRole('button', { name: 'Generate Icons' });
      await generate.waitFor();
      expect(await generate.isEnabled()).toBe(true);
      expect(await session.page.getByText('harbor-lane-logo.png').count()).toBeGreaterThan(0);
      await session.page.screenshot({ path: path.join(ARTIFACTS, `icon-generator-handoff-${width}.png`), fullPage: true });
      expect(session.cspViolations).toEqual([]);
    },
  );
});

describe('Site frame', () => {
  test('When a visitor opens an unknown address, then the 404 page links home', async () => {
    const response = await session.page.goto(`${session.stack.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await session.page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await session.page.title()).toContain('Page not found');

    await session.page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await session.page.waitForURL(`${session.stack.url}/`);
    await session.page.getByRole('heading', { level: 1, name: 'Store-ready assets for your mobile app' }).waitFor();
  });

  test('When a visitor follows the top bar back link on a tool session.page, then the home page opens', async () => {
    await openLogoMaker();
    const backLink = session.page.getByRole('banner').getByRole('link', { name: 'AI App Toolkit' });
    expect(await backLink.getAttribute('href')).toBe('/');

    await backLink.click();
    await session.page.waitForURL(`${session.stack.url}/`);
    await session.page.getByRole('heading', { level: 1, name: 'Store-ready assets for your mobile app' }).waitFor();
    expect(await session.page.getByRole('link', { name: 'Logo Maker' }).first().isVisible()).toBe(true);
  });
});
