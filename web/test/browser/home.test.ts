/** @jest-environment ./test-support/src/browser-environment.ts */
import { StatsResponse } from '@aiapp/contracts';
import { LISTED_TOOLS } from '@aiapp/site-catalogue';
import type { Page } from 'playwright-core';
import { useBrowserSession, type Stack } from '@aiapp/test-support';
import { MEANINGFUL_TOTAL } from '../../src/features/home/mostPopular';

/** The home page through the real gateway: live figures, tool cards, Start Creating. */

const session = useBrowserSession();

let stack: Stack;
let page: Page;
let cspViolations: string[];

beforeEach(() => {
  ({ stack, page, cspViolations } = session);
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
  test('When only a few results have been delivered (a new install), then no count is shown as social proof', async () => {
    await captureThroughApi('home-stats-1@example.com', 'logo-maker');
    await captureThroughApi('home-stats-2@example.com', 'logo-maker');
    const stats = await statsFromApi();
    expect(stats.results_delivered).toBeGreaterThanOrEqual(2);
    expect(stats.results_delivered).toBeLessThan(MEANINGFUL_TOTAL);

    await openHome();
    await page.locator('[data-count-status="ready"]').waitFor();
    expect(await page.getByTestId('stat-tools-live').textContent()).toBe(String(LISTED_TOOLS.length));
    expect(await deliveredFigure().count()).toBe(0);
    expect(
      await page
        .locator('#tools')
        .getByText(/results? delivered/)
        .count(),
    ).toBe(0);
    expect(await page.title()).toBe('AI App Toolkit: free tools for mobile app developers');
    expect(cspViolations).toEqual([]);
  });

  test('When many results have been delivered, then the strip shows the live total and the leading tool its count and the badge', async () => {
    const stats: StatsResponse = {
      results_delivered: 12_345,
      per_tool: { ...(await statsFromApi()).per_tool, 'logo-maker': 2_000, 'aso-optimizer': 150 },
      counted_at: new Date().toISOString(),
    };
    await page.route('**/api/stats', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(stats) }),
    );
    await openHome();
    await deliveredFigure().waitFor();
    expect(await deliveredFigure().textContent()).toBe('12,345');
    const card = page.locator('#tools .tool-card', { has: page.locator('a[href="/logo-maker"]') });
    await card.getByText('Most Popular').waitFor();
    expect(await page.locator('#tools').getByText('Most Popular').count()).toBe(1);
    expect(await card.textContent()).toContain('2,000 results delivered');
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
    await page.locator('[data-count-status="unavailable"]').waitFor();
    expect(await deliveredFigure().count()).toBe(0);
    expect(
      await page
        .locator('#tools')
        .getByText(/results? delivered/)
        .count(),
    ).toBe(0);
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

  test('When the tools are listed, then every registry tool appears in its group, each links to its page, and the blog is not among them', async () => {
    await openHome();
    const catalogue = page.locator('#tools');
    for (const group of ['Create Your App Assets', 'ASO and Marketing', 'Business and Legal']) {
      await catalogue.getByRole('heading', { level: 3, name: group }).waitFor();
    }
    expect(await catalogue.locator('.tool-card').count()).toBe(LISTED_TOOLS.length);
    expect(await catalogue.locator('.tool-card a[href="/blog"]').count()).toBe(0);
    expect(await page.locator('footer .site-footer__links--tools a[href="/blog"]').count()).toBe(0);
    expect(await page.locator('footer a[href="/blog"]').count()).toBe(1);
    const mainGroup = catalogue.getByRole('region', { name: 'Create Your App Assets' });
    expect(await mainGroup.locator('.tool-card').count()).toBe(6);
    for (const tool of LISTED_TOOLS) {
      const link = catalogue.locator(`.tool-card a[href="${tool.route}"]`);
      expect(await link.count()).toBe(1);
    }
    const drawings = await catalogue.locator('.tool-card__monogram').evaluateAll((icons) => icons.map((icon) => icon.innerHTML));
    expect(drawings.every((drawing) => drawing.includes('<svg'))).toBe(true);
    expect(new Set(drawings).size).toBe(LISTED_TOOLS.length);
  });

  test.each([
    ['desktop', 1280],
    ['tablet', 800],
    ['phone', 390],
  ])('When the tools are shown on a %s screen, then every row of cards is full (no holes)', async (_name, width) => {
    await page.setViewportSize({ width, height: 900 });
    await openHome();
    const rows = await page.locator('#tools').evaluate((catalogue) => {
      const all = [...catalogue.querySelectorAll('.tool-card')].map((card) => card.getBoundingClientRect());
      const left = Math.min(...all.map((box) => box.left));
      const right = Math.max(...all.map((box) => box.right));
      const byTop = new Map<number, { left: number; right: number; width: number }>();
      for (const box of all) {
        const row = byTop.get(Math.round(box.top)) ?? { left: Infinity, right: -Infinity, width: 0 };
        byTop.set(Math.round(box.top), {
          left: Math.min(row.left, box.left),
          right: Math.max(row.right, box.right),
          width: row.width + box.width,
        });
      }
      return [...byTop.values()].map((row) => ({
        spansAll: row.left - left < 2 && right - row.right < 2,
        filled: row.width / (right - left),
      }));
    });
    for (const row of rows) {
      expect(row.spansAll).toBe(true);
      expect(row.filled).toBeGreaterThan(0.9);
    }
  });
});
