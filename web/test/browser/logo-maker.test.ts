import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, startStack } from '@aiapp/test-support';

/**
 * The logo maker through the real gateway and services, driven in Chromium the way a
 * visitor uses it: form, e-mail gate, preview, download.
 */

type Stack = Awaited<ReturnType<typeof startStack>>;

const CAPTURE_FAILED = "We couldn't save your e-mail. Please try again.";

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let cspViolations: string[];

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function capturesFor(email: string) {
  const rows = await stack.captures();
  return rows.filter((row) => row.email === email);
}

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === element.ownerDocument.activeElement);
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
  return locator.evaluate((element) => element.contains(element.ownerDocument.activeElement));
}

const logoDialog = () => page.getByRole('dialog', { name: 'Your logo is ready' });
const generateButton = () => page.getByRole('button', { name: 'Generate Logo' });
const anyPreview = () => page.getByRole('img', { name: /^Logo preview/ });

async function openLogoMaker(): Promise<void> {
  await page.goto(`${stack.url}/logo-maker`);
  await page.getByRole('heading', { level: 1, name: 'Logo Maker' }).waitFor();
}

async function generateLogo(text: string): Promise<Locator> {
  await page.getByLabel('Logo text').fill(text);
  await generateButton().click();
  const dialog = logoDialog();
  await dialog.waitFor();
  return dialog;
}

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

beforeEach(async () => {
  context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  cspViolations = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });
});

afterEach(async () => {
  await stack.failCaptures(false);
  await context.close();
});

describe('Logo maker', () => {
  test('When a visitor cancels the e-mail modal, then the logo stays hidden; after giving an e-mail it is shown, downloads as {slug}-logo.svg and the capture is stored', async () => {
    const email = uniqueEmail('logo-flow');
    await openLogoMaker();
    await page.getByLabel('Style', { exact: true }).selectOption('circular');
    await page.getByRole('radio', { name: 'Green' }).check();

    const dialog = await generateLogo('Rocket Notes');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await anyPreview().count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Show result' }).isVisible()).toBe(true);

    await generateButton().click();
    await dialog.waitFor();
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByRole('button', { name: 'Show my logo' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const preview = page.getByRole('img', { name: 'Logo preview: Rocket Notes' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await preview.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
    expect(await page.getByRole('figure', { name: 'CSS styles' }).textContent()).toContain('.app-logo');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download SVG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('rocket-notes-logo.svg');
    const savedPath = await download.path();
    expect(await readFile(savedPath, 'utf8')).toMatch(/^<svg[\s>]/);

    expect(await capturesFor(email)).toEqual([expect.objectContaining({ email, tool_used: 'logo-maker' })]);
    expect(cspViolations).toEqual([]);
  });

  test('When storing the e-mail fails, then the logo stays hidden and the modal says so inline', async () => {
    const email = uniqueEmail('logo-capture-fails');
    await stack.failCaptures(true);
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

    await stack.failCaptures(false);
    await dialog.getByRole('button', { name: 'Show my logo' }).click();
    await page.getByRole('img', { name: 'Logo preview: Tasky' }).waitFor();
    expect(await capturesFor(email)).toHaveLength(1);
  });

  test('When the modal is open, then focus stays inside it, Escape closes it and focus returns to the generate button', async () => {
    await openLogoMaker();
    const dialog = await generateLogo('Focus Test');
    expect(await eventually(() => isFocused(dialog.getByLabel('E-mail address')))).toBe(true);

    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(dialog)).toBe(true);
    }
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusIsInside(dialog)).toBe(true);
    }

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await eventually(() => isFocused(generateButton()))).toBe(true);
    expect(await anyPreview().count()).toBe(0);
  });

  test('When the logo text is blank, then no call is made and the field says why', async () => {
    const logoCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/generate-logo')) logoCalls.push(request.url());
    });
    await openLogoMaker();
    await page.getByLabel('Logo text').fill('   ');
    await generateButton().click();

    await page.getByText('Logo text must not be blank').waitFor();
    expect(await logoDialog().count()).toBe(0);
    expect(logoCalls).toEqual([]);
  });
});

describe('Site frame', () => {
  test('When a visitor opens an unknown address, then the 404 page links home', async () => {
    const response = await page.goto(`${stack.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.title()).toContain('Page not found');

    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(`${stack.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Store-ready assets for your mobile app' }).waitFor();
  });

  test('When a visitor follows the top bar back link on a tool page, then the home page opens', async () => {
    await openLogoMaker();
    const backLink = page.getByRole('banner').getByRole('link', { name: 'AI App Toolkit' });
    expect(await backLink.getAttribute('href')).toBe('/');

    await backLink.click();
    await page.waitForURL(`${stack.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Store-ready assets for your mobile app' }).waitFor();
    expect(await page.getByRole('link', { name: 'Logo Maker' }).first().isVisible()).toBe(true);
  });
});
