import { CONTENT_ROUTES, TOOLS } from '@aiapp/site-catalogue';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, seriousAccessibilityViolations, startStack, type Stack } from '@aiapp/test-support';

/** Every route checked with axe-core at phone and desktop widths, plus the keyboard path into the page. */

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const ROUTES = ['/', ...TOOLS.map((tool) => tool.route), ...CONTENT_ROUTES, '/no-such-page'];

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

afterEach(async () => {
  await context?.close();
});

async function openAt(width: number, route: string): Promise<void> {
  context = await browser.newContext({ viewport: { width, height: 900 } });
  page = await context.newPage();
  await page.goto(`${stack.url}${route}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

describe('Accessibility', () => {
  test.each(ROUTES.flatMap((route) => [[route, 1280] as const, [route, 375] as const]))(
    'When %s is checked with axe-core at %i px, then there are no serious or critical violations',
    async (route, width) => {
      await openAt(width, route);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    },
  );

  test('When the e-mail modal is open over a tool, then axe-core finds no serious or critical violations', async () => {
    await openAt(1280, '/logo-maker');
    await page.getByLabel('Logo text').fill('Axe Check');
    await page.getByRole('button', { name: 'Generate Logo' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test.each(['/', '/aso-guide', '/logo-maker'])(
    'When %s is opened, then it has one banner, one main and one footer landmark',
    async (route) => {
      await openAt(1280, route);
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('main').count()).toBe(1);
      expect(await page.getByRole('contentinfo').count()).toBe(1);
    },
  );

  test('When a keyboard user presses Tab on a new page, then the first stop is the skip link, and it moves focus to the main content', async () => {
    await openAt(1280, '/aso-guide');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    expect(await skipLink.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skipLink.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
  });

  test('When a keyboard user tabs to a link, then it shows a visible focus indicator', async () => {
    await openAt(1280, '/');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = window.getComputedStyle(document.activeElement as Element);
      return { outline: style.outlineStyle, width: style.outlineWidth, shadow: style.boxShadow };
    });
    expect(outline.outline !== 'none' || outline.shadow !== 'none').toBe(true);
  });
});
