/** @jest-environment ./test-support/src/browser-environment.ts */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { fieldErrorOf, recordCalls, uniqueEmail, unlockWithEmail, useBrowserSession } from '@aiapp/test-support';

/** The landing page generator: dynamic features, the sandboxed preview, download and copy. */

const session = useBrowserSession();
const dialog = () => session.page.getByRole('dialog', { name: 'Your landing page is ready' });
const HOSTILE = '<img src=x onerror="document.title=\'pwned\'">';

async function fillPage(appName: string, description: string): Promise<void> {
  const { page, stack } = session;
  await page.goto(`${stack.url}/landing-page`);
  await page.getByRole('heading', { level: 1, name: 'Landing Page Generator' }).waitFor();
  await page.getByLabel('App name').fill(appName);
  await page.getByLabel('Description').fill(description);
}

const ARTIFACTS = path.resolve(__dirname, '../../../.test-artifacts/landing-page');

/** A flat PNG of one colour with a white band, standing in for an icon or a screenshot. */
const picture = (width: number, height: number, fill: string) =>
  sharp({ create: { width, height, channels: 3, background: fill } })
    .composite([
      { input: { create: { width, height: Math.round(height / 8), channels: 3, background: '#ffffff' } }, top: 0, left: 0 },
    ])
    .png()
    .toBuffer();

describe('Landing page generator', () => {
  test.each([1280, 390])(
    'At %i px, when an icon, screenshots and store IDs are given, then the page shows them with store buttons, and its head has the Smart App Banner and share tags',
    async (width) => {
      const { page } = session;
      await mkdir(ARTIFACTS, { recursive: true });
      await page.setViewportSize({ width, height: 900 });
      await fillPage('Harbor Lane', 'Plan your sailing trips with tide and wind forecasts.');
      await page.getByLabel('App Store ID').fill('1234567890');
      await page.getByLabel('Android package name').fill('com.harborlane.app');
      await page.getByLabel('Page address').fill('https://harborlane.example/');
      await page
        .getByLabel('App icon', { exact: true })
        .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: await picture(1024, 1024, '#0e7490') });
      await page.getByLabel('Screenshots for the page').setInputFiles([
        { name: 'one.png', mimeType: 'image/png', buffer: await picture(1320, 2868, '#16a34a') },
        { name: 'two.png', mimeType: 'image/png', buffer: await picture(1320, 2868, '#2563eb') },
      ]);
      await page.getByRole('img', { name: 'Chosen screenshot 2' }).waitFor();
      await page.getByRole('img', { name: 'Chosen app icon' }).waitFor();
      await page.getByRole('button', { name: 'Generate Landing Page' }).click();
      await unlockWithEmail(dialog(), uniqueEmail('landing-media'), 'Show my landing page');

      const preview = page.frameLocator('iframe');
      await preview.getByRole('heading', { level: 1 }).waitFor();
      const shots = preview.getByRole('img', { name: /^Harbor Lane screenshot \d of 2$/ });
      expect(await shots.count()).toBe(2);
      expect(
        await shots.first().evaluate((image) => (image as unknown as { naturalHeight: number }).naturalHeight),
      ).toBeGreaterThan(0);
      expect(
        await preview.locator('img.icon--image').evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth),
      ).toBe(256);
      expect(await preview.getByRole('link', { name: 'Download on the App Store' }).first().getAttribute('href')).toBe(
        'https://apps.apple.com/app/id1234567890',
      );
      expect(await preview.getByRole('link', { name: 'Get it on Google Play' }).first().getAttribute('href')).toBe(
        'https://play.google.com/store/apps/details?id=com.harborlane.app',
      );
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download HTML' }).click(),
      ]);
      const html = await readFile(await download.path(), 'utf8');
      expect(html).toContain('<meta name="apple-itunes-app" content="app-id=1234567890">');
      expect(html).toContain('<meta property="og:url" content="https://harborlane.example/">');
      expect(html).toContain('<meta name="twitter:card" content="summary">');
      await page
        .getByRole('heading', { name: 'Your landing page' })
        .scrollIntoViewIfNeeded()
        .catch(() => undefined);
      await page.screenshot({ path: path.join(ARTIFACTS, `landing-with-app-${width}.png`), fullPage: true });
      // The generated page itself, as a visitor of the app's site sees it.
      const generated = await session.context.newPage();
      await generated.setViewportSize({ width, height: 900 });
      await generated.setContent(html);
      await generated.screenshot({ path: path.join(ARTIFACTS, `generated-page-${width}.png`), fullPage: true });
      await generated.close();
      expect(session.cspViolations).toEqual([]);
    },
    90_000,
  );

  test('When a page is generated, then the preview is a script-less blob: sandbox, hostile text stays text, and the HTML downloads', async () => {
    const { page, stack } = session;
    const email = uniqueEmail('landing');
    await fillPage('FitTrack', `Your fitness coach. ${HOSTILE}`);
    await page.getByLabel('Button text').fill('Get FitTrack');
    await page.getByLabel('Features: feature 1').fill('GPS tracking: map every run');
    await page.getByLabel('Features: feature 2').fill('   ');
    await page.getByLabel('Features: feature 3').fill(HOSTILE);
    await page.getByRole('button', { name: 'Add feature' }).click();
    await page.getByLabel('Features: feature 4').fill('Works offline');
    await page.getByRole('button', { name: 'Remove feature 2' }).click();
    await page.getByLabel('App Store link').fill('https://apps.apple.com/app/id123456789');
    await page.getByRole('button', { name: 'Generate Landing Page' }).click();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('button', { name: 'Show result' }).click();
    await unlockWithEmail(dialog(), email, 'Show my landing page');

    const frame = page.getByTitle('Landing page preview: FitTrack');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('');
    await page.waitForFunction(() => document.querySelector('iframe')?.getAttribute('src')?.startsWith('blob:'));
    const preview = page.frameLocator('iframe');
    await preview.getByRole('heading', { level: 1, name: 'FitTrack' }).waitFor();
    const features = preview.getByRole('region', { name: 'What FitTrack does for you' });
    expect(await features.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'GPS tracking',
      HOSTILE,
      'Works offline',
    ]);
    expect(await preview.locator('img, script').count()).toBe(0);
    expect(await preview.getByRole('link', { name: 'Get FitTrack' }).getAttribute('href')).toBe(
      'https://apps.apple.com/app/id123456789',
    );
    expect(await page.title()).not.toBe('pwned');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download HTML' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('fittrack-landing-page.html');
    const html = await readFile(await download.path(), 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('&lt;img src=x onerror=&quot;document.title=&#39;pwned&#39;&quot;&gt;');

    expect((await stack.captures()).filter((row) => row.email === email)).toEqual([{ email, tool_used: 'landing-page' }]);
    expect(session.cspViolations).toEqual([]);
  });

  test('When there is no store link, then the page says where the button leads', async () => {
    const { page } = session;
    await fillPage('Tasky', 'Lists that think ahead.');
    await page.getByRole('button', { name: 'Generate Landing Page' }).click();
    await unlockWithEmail(dialog(), uniqueEmail('landing-nolink'), 'Show my landing page');
    await page.getByRole('note').filter({ hasText: 'The download button points at # for now' }).waitFor();
    expect(await page.frameLocator('iframe').getByRole('link', { name: 'Download Now' }).getAttribute('href')).toBe('#');
  });

  test('When the description is blank or a link is not https, then the fields say so and no call is made', async () => {
    const { page } = session;
    const calls = recordCalls(page, '/api/generate-landing-page');
    await fillPage('Tasky', '   ');
    await page.getByLabel('Google Play link').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Generate Landing Page' }).click();
    expect(await fieldErrorOf(page.getByLabel('Description'))).toBe('Must not be blank');
    expect(await fieldErrorOf(page.getByLabel('Google Play link'))).toBe('The Google Play link must be a full https:// address');
    expect(await page.getByLabel('Description').evaluate((field) => field === document.activeElement)).toBe(true);
    expect(calls).toEqual([]);
  });
});
