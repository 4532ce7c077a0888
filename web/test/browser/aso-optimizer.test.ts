import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, startStack } from '@aiapp/test-support';

/** The ASO optimizer through the real gateway and seo-tracker, the way a visitor uses it. */

type Stack = Awaited<ReturnType<typeof startStack>>;

const DESCRIPTION_FILE = path.resolve(__dirname, '../../../services/seo-tracker/test/fixtures/aso/habit-tracker-description.txt');

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let cspViolations: string[];

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const dialog = () => page.getByRole('dialog', { name: 'Your ASO plan is ready' });

async function optimize(appName: string, description: string): Promise<void> {
  await page.goto(`${stack.url}/aso-optimizer`);
  await page.getByRole('heading', { level: 1, name: 'ASO Keyword Optimizer' }).waitFor();
  await page.getByLabel('App name').fill(appName);
  await page.getByLabel('Category').fill('Productivity');
  await page.getByLabel('Description').fill(description);
  await page.getByRole('button', { name: 'Optimize' }).click();
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

afterEach(() => context.close());

describe('ASO optimizer', () => {
  test('When a visitor cancels the e-mail modal, then the plan stays hidden; after the e-mail it shows every text with its count against the store limit', async () => {
    const email = uniqueEmail('aso-flow');
    await optimize('Habitloop', await readFile(DESCRIPTION_FILE, 'utf8'));
    await dialog().waitFor();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'hidden' });
    expect(await page.getByRole('heading', { name: 'Title suggestions', exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Optimize' }).click();
    await dialog().getByLabel('E-mail address').fill(email);
    await dialog().getByRole('button', { name: 'Show my ASO plan' }).click();
    await dialog().waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Title suggestions', exact: true }).waitFor();

    const firstTitle = page.getByRole('listitem').filter({ hasText: 'Habitloop: Habit Tracker' }).first();
    expect(await firstTitle.getByText('24/30').isVisible()).toBe(true);
    const keywordField = page.locator('section').filter({ has: page.getByRole('heading', { name: 'App Store keyword field' }) });
    expect(await keywordField.getByText(/^\d+\/100 bytes/).isVisible()).toBe(true);
    expect(await page.getByRole('rowheader', { name: 'habit tracker' }).isVisible()).toBe(true);
    expect(await page.getByText("'habit' makes up 6.7% of your description's words").isVisible()).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('habitloop-description.txt');
    expect(await readFile(await download.path(), 'utf8')).toContain('Build better habits with Habitloop');

    expect((await stack.captures()).filter((row) => row.email === email)).toEqual([{ email, tool_used: 'aso-optimizer' }]);
    expect(cspViolations).toEqual([]);
  });

  test('When the description is blank, then no call is made and the field says why', async () => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/optimize-aso')) calls.push(request.url());
    });
    await optimize('Habitloop', '   ');
    await page.getByText('Description must not be blank').waitFor();
    expect(calls).toEqual([]);
    expect(await dialog().count()).toBe(0);
  });
});
