/** @jest-environment ./test-support/src/browser-environment.ts */
import { readFile } from 'node:fs/promises';
import type { Download } from 'playwright-core';
import { STORE_PRIVACY_LINKS } from '@aiapp/store-facts';
import { uniqueEmail, useBrowserSession } from '@aiapp/test-support';

/**
 * The privacy policy generator through the real gateway and services, in Chromium: checkbox
 * grid, e-mail gate, hosted-page preview, the three downloads and the store privacy answers.
 */

let policyCalls: string[];
let scriptDialogs: string[];

const generateButton = () => session.page.getByRole('button', { name: 'Generate Privacy Policy' });
const gateDialog = () => session.page.getByRole('dialog', { name: 'Your privacy policy is ready' });
const preview = () => session.page.frameLocator('iframe[title^="Privacy policy preview"]');
const storeAnswers = () => session.page.getByRole('region', { name: 'Store privacy answers' });

async function openGenerator(): Promise<void> {
  await session.page.goto(`${session.stack.url}/privacy-policy`);
  await session.page.getByRole('heading', { level: 1, name: 'Privacy Policy Generator' }).waitFor();
}

async function fillForm(appName: string, categories: string[]): Promise<void> {
  await session.page.getByLabel('App name').fill(appName);
  await session.page.getByLabel('Company name').fill('Acme Apps Ltd');
  await session.page.getByLabel('Contact e-mail').fill('privacy@acme.example');
  await session.page.getByLabel('Website').fill('acme.example');
  for (const category of categories) await session.page.getByRole('checkbox', { name: category }).check();
}

async function unlock(email: string): Promise<void> {
  await generateButton().click();
  const dialog = gateDialog();
  await dialog.waitFor();
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByRole('button', { name: 'Show my privacy policy' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function download(label: string): Promise<{ file: Download; text: string }> {
  const [file] = await Promise.all([
    session.page.waitForEvent('download'),
    session.page.getByRole('button', { name: label }).click(),
  ]);
  return { file, text: await readFile(await file.path(), 'utf8') };
}

const session = useBrowserSession();

beforeEach(() => {
  policyCalls = [];
  scriptDialogs = [];
  session.page.on('request', (request) => {
    if (request.url().includes('/api/generate-privacy-policy')) policyCalls.push(request.postData() ?? '');
  });
  session.page.on('dialog', (dialog) => {
    scriptDialogs.push(dialog.message());
    void dialog.dismiss();
  });
});

describe('Privacy policy generator', () => {
  test('When a visitor cancels the e-mail modal, then the policy stays hidden; after giving an e-mail the policy, its downloads and the store answers are shown', async () => {
    const email = uniqueEmail('policy-flow');
    await openGenerator();
    await fillForm('FitTrack Pro', ['Location Data', 'Usage Analytics']);

    await generateButton().click();
    await gateDialog().waitFor();
    await gateDialog().getByRole('button', { name: 'Cancel' }).click();
    await gateDialog().waitFor({ state: 'hidden' });
    expect(await session.page.locator('iframe[title^="Privacy policy preview"]').count()).toBe(0);
    expect(await storeAnswers().count()).toBe(0);

    await unlock(email);
    await preview().getByRole('heading', { level: 1, name: 'FitTrack Pro Privacy Policy' }).waitFor();
    expect(await preview().getByRole('heading', { name: '2.2 Location data' }).isVisible()).toBe(true);
    expect(JSON.parse(policyCalls.at(-1) ?? '{}')).toMatchObject({
      website: 'https://acme.example',
      data_collected: ['Usage Analytics', 'Location Data'],
      effective_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    const txt = await download('Download .txt');
    expect(txt.file.suggestedFilename()).toBe('fittrack-pro-privacy-policy.txt');
    expect(txt.text).toMatch(/^FitTrack Pro Privacy Policy\n/);
    expect(txt.text).toContain('2.2 Location data');
    expect(txt.text).not.toMatch(/payment|camera|address book/i);
    const html = await download('HTML page');
    expect(html.file.suggestedFilename()).toBe('fittrack-pro-privacy-policy.html');
    expect(html.text).toMatch(/^<!DOCTYPE html>/);
    const markdown = await download('Markdown');
    expect(markdown.file.suggestedFilename()).toBe('fittrack-pro-privacy-policy.md');
    expect(markdown.text).toMatch(/^# FitTrack Pro Privacy Policy\n/);

    const appStore = storeAnswers().getByRole('region', { name: 'App Store Connect data types' });
    expect(await appStore.getByRole('rowheader').allTextContents()).toEqual([
      expect.stringContaining('Product Interaction'),
      expect.stringContaining('Precise Location'),
      expect.stringContaining('Coarse Location'),
    ]);
    const play = storeAnswers().getByRole('region', { name: 'Google Play data types' });
    expect(await play.getByRole('rowheader').allTextContents()).toEqual([
      expect.stringContaining('App interactions'),
      expect.stringContaining('Approximate location'),
      expect.stringContaining('Precise location'),
    ]);
    expect(await storeAnswers().getByText('Before you publish').isVisible()).toBe(true);

    const manifest = await download('Download PrivacyInfo.xcprivacy');
    expect(manifest.file.suggestedFilename()).toBe('PrivacyInfo.xcprivacy');
    expect(manifest.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<!DOCTYPE plist/);
    expect(manifest.text).toContain('<string>NSPrivacyCollectedDataTypePreciseLocation</string>');

    expect((await session.stack.captures()).filter((row) => row.email === email)).toEqual([
      { email, tool_used: 'privacy-policy' },
    ]);
    expect(session.cspViolations).toEqual([]);
  });

  test('When the app name is hostile markup, then the preview shows it as text and no script runs', async () => {
    await openGenerator();
    await fillForm('<img src=x onerror=alert(1)>Pwn', ['Contacts']);
    await unlock(uniqueEmail('policy-xss'));

    await preview().getByRole('heading', { level: 1, name: '<img src=x onerror=alert(1)>Pwn Privacy Policy' }).waitFor();
    expect(await preview().locator('img').count()).toBe(0);
    expect(scriptDialogs).toEqual([]);
    const txt = await download('Download .txt');
    expect(txt.file.suggestedFilename()).toBe('img-src=x-onerror=alert(1)pwn-privacy-policy.txt');
  });

  test('When the page opens, then the Business & Legal Resources block links to our guides and the stores own policy pages', async () => {
    await openGenerator();
    const resources = session.page.getByRole('region', { name: 'Business & Legal Resources' });
    await resources.waitFor();
    expect(await resources.getByRole('link', { name: /Best practices/ }).getAttribute('href')).toBe('/best-practices');
    const apple = resources.getByRole('link', { name: /App privacy details/ });
    expect(await apple.getAttribute('href')).toBe(STORE_PRIVACY_LINKS.appPrivacyDetails);
    expect(await apple.getAttribute('target')).toBe('_blank');
    expect(await resources.getByRole('link', { name: /Data safety section/ }).getAttribute('href')).toBe(
      STORE_PRIVACY_LINKS.playDataSafety,
    );
  });
});
