/** @jest-environment ./test-support/src/browser-environment.ts */
import { readFile } from 'node:fs/promises';
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

describe('Landing page generator', () => {
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
