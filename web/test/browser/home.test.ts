import { StatsResponse, TOOLS } from '@aiapp/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, startStack, type Stack } from '@aiapp/test-support';

/** The home page through the real gateway: live figures, tool cards, Start Creating. */

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let cspViolations: string[];

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  cspViolations = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });
});

afterEach(async () => {
  stack.failCaptures(false);
  await context.close();
});

async function captureThroughApi(email: string, toolUsed: string): Promise<void> {
  const res = await fetch(`${stack.url}/api/email-capture`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, tool_used: toolUsed }),
  });
  expect(res.status).toBe(200);
}

async function statsFromApi(): Promise<StatsResponse> {
  return StatsResponse.parse(await (await fetch(`${stack.url}/api/stats`)).json());
}

async function openHome(): Promise<void> {
  await page.goto(`${stack.url}/`);
  await page.getByRole('heading', { level: 1, name: 'Store-ready assets for your mobile app' }).waitFor();
}

const deliveredFigure = () => page.getByTestId('stat-results-delivered');

describe('Home page', () => {
  test('When results have been delivered, then the stats strip shows the same total as /api/stats and the tool count from the registry', async () => {
    await captureThroughApi('home-stats-1@example.com', 'logo-maker');
    await captureThroughApi('home-stats-2@example.com', 'logo-maker');
    const expected = await statsFromApi();
    expect(expected.results_delivered).toBeGreaterThanOrEqual(2);

    await openHome();
    await page.waitForFunction(
      () => !/…/.test(document.querySelector('[data-testid="stat-results-delivered"]')?.textContent ?? '…'),
    );
    expect(await deliveredFigure().textContent()).toBe(expected.results_delivered.toLocaleString('en-US'));
    expect(await page.getByTestId('stat-tools-live').textContent()).toBe(String(TOOLS.length));
    expect(await page.title()).toBe('AI App Toolkit: free tools for mobile app developers');
    expect(cspViolations).toEqual([]);
  });

  test('When the live count cannot be read, then no number is invented', async () => {
    await page.route('**/api/stats', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":{"code":"database_unavailable","message":"down"}}',
      }),
    );
    await openHome();
    await page.getByText("Our live count can't be read right now.").waitFor();
    expect(await deliveredFigure().textContent()).toBe('–');
  });

  test('When a visitor presses Start Creating, then the tools section scrolls into view and takes focus', async () => {
    await openHome();
    await page.getByRole('button', { name: 'Start Creating' }).click();
    const toolsHeading = page.getByRole('main').getByRole('heading', { level: 2, name: 'Tools', exact: true });
    await page.waitForFunction(() => document.activeElement?.id === 'tools-title');
    await page.waitForFunction(() => {
      const top = document.getElementById('tools-title')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight / 2;
    });
    expect(await toolsHeading.isVisible()).toBe(true);
  });

  test('When the tools are listed, then every registry tool appears in its group, and each links to its page', async () => {
    await openHome();
    const catalogue = page.locator('#tools');
    for (const group of ['Create Your App Assets', 'ASO and Marketing', 'Business and Legal', 'Content and Resources']) {
      await catalogue.getByRole('heading', { level: 3, name: group }).waitFor();
    }
    expect(await catalogue.locator('.tool-card').count()).toBe(TOOLS.length);
    const mainGroup = catalogue.getByRole('region', { name: 'Create Your App Assets' });
    expect(await mainGroup.locator('.tool-card').count()).toBe(6);
    for (const tool of TOOLS) {
      const link = catalogue.locator(`.tool-card a[href="${tool.route}"]`);
      expect(await link.count()).toBe(1);
    }
  });

  test('When a tool has delivered the most results, then its card is the one flagged Most Popular and shows its count', async () => {
    await captureThroughApi('home-popular@example.com', 'logo-maker');
    const stats = await statsFromApi();
    await openHome();
    const card = page.locator('#tools .tool-card', { has: page.locator('a[href="/logo-maker"]') });
    await card.getByText('Most Popular').waitFor();
    expect(await page.locator('#tools').getByText('Most Popular').count()).toBe(1);
    expect(await card.textContent()).toContain(`${stats.per_tool['logo-maker'].toLocaleString('en-US')} results delivered`);
  });
});
