/**
 * @jest-environment ./test-support/src/browser-environment.ts
 * @slow every route checked by axe-core at two widths: started first on a fresh clone (test-support/slow-files-first-sequencer.mjs)
 */
import { CONTENT_ROUTES, TOOLS } from '@aiapp/site-catalogue';
import type { Page } from 'playwright-core';
import { seriousAccessibilityViolations, useBrowserSession } from '@aiapp/test-support';

/** Every route checked with axe-core at phone and desktop widths, plus the keyboard path into the page. */

const session = useBrowserSession();
const ROUTES = ['/', ...TOOLS.map((tool) => tool.route), ...CONTENT_ROUTES, '/no-such-page'];

/** The test's page (a new context per test), opened on `route` at `width`. */
async function openAt(width: number, route: string): Promise<Page> {
  const { page } = session;
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${session.stack.url}${route}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/** Phone first, then desktop: the layout is CSS only (no script reads the width), so one load serves both. */
const WIDTHS = [375, 1280] as const;

describe('Accessibility', () => {
  test.each(ROUTES)(
    `When %s is checked with axe-core at ${WIDTHS.join(' and ')} px (one load, the viewport resized), then there are no serious or critical violations at either width, and it has one banner, one main and one footer landmark`,
    async (route) => {
      const page = await openAt(WIDTHS[0], route);
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('main').count()).toBe(1);
      expect(await page.getByRole('contentinfo').count()).toBe(1);
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) await page.setViewportSize({ width, height: 900 });
        // The check runs at the width it names: the page has taken the new viewport.
        expect(await page.evaluate(() => document.documentElement.clientWidth)).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => window.innerWidth)).toBe(width);
        expect({ width, violations: await seriousAccessibilityViolations(page) }).toEqual({ width, violations: [] });
      }
    },
  );

  test('When the e-mail modal is open over a tool, then axe-core finds no serious or critical violations', async () => {
    const page = await openAt(1280, '/logo-maker');
    await page.getByLabel('Logo text').fill('Axe Check');
    await page.getByRole('button', { name: 'Generate Logo' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test('When a keyboard user presses Tab on a new page, then the first stop is the skip link, and it moves focus to the main content', async () => {
    const page = await openAt(1280, '/aso-guide');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    expect(await skipLink.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skipLink.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
  });

  test('When a keyboard user tabs to a link, then it shows a visible focus indicator', async () => {
    const page = await openAt(1280, '/');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = window.getComputedStyle(document.activeElement as Element);
      return { outline: style.outlineStyle, width: style.outlineWidth, shadow: style.boxShadow };
    });
    expect(outline.outline !== 'none' || outline.shadow !== 'none').toBe(true);
  });
});
