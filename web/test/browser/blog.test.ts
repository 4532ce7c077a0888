/** @jest-environment ./test-support/src/browser-environment.ts */
import { useBrowserSession } from '@aiapp/test-support';

const session = useBrowserSession();

describe('Blog', () => {
  test('When the blog opens, then "Loading articles..." shows until the articles arrive with date, title, excerpt and the fixed tags', async () => {
    const { page, stack } = session;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/blog-articles', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${stack.url}/blog`);
    await page.getByRole('status').filter({ hasText: 'Loading articles...' }).waitFor();
    release();

    const articles = page.getByRole('article');
    await articles.first().waitFor();
    expect(await articles.count()).toBeGreaterThanOrEqual(8);
    const first = articles.first();
    expect(await first.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await first.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents()).toEqual([
      'ASO',
      'App Marketing',
      'Growth',
    ]);

    await first.getByRole('button', { name: 'Read article' }).click();
    expect(await first.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(2);
    expect(await first.getByRole('button', { name: 'Hide article' }).getAttribute('aria-expanded')).toBe('true');
    expect(session.cspViolations).toEqual([]);
  });

  test('When loading fails, then a clear message and a retry are shown; the retry loads the articles', async () => {
    const { page, stack } = session;
    let fail = true;
    await page.route('**/api/blog-articles', (route) => (fail ? route.abort('connectionrefused') : route.continue()));
    await page.goto(`${stack.url}/blog`);
    await page.getByRole('alert').filter({ hasText: "We couldn't load the articles" }).waitFor();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('article').first().waitFor();
  });

  test('When an article contains markup, then it is shown as text and never becomes HTML', async () => {
    const { page, stack } = session;
    const article = {
      date: '2026-11-01',
      title: 'Markup test',
      excerpt: 'An article whose body tries to inject HTML into the page.',
      content: '## Heading\n\nHello <img src=x onerror="document.title=\'pwned\'"> and **bold** text.\n\n- item <b>one</b>',
      slug: 'markup-test',
      read_minutes: 1,
    };
    await page.route('**/api/blog-articles', (route) => route.fulfill({ json: { articles: [article] } }));
    await page.goto(`${stack.url}/blog#markup-test`);
    const content = page.locator('.article-content');
    await content.waitFor();
    expect(await content.locator('img, b').count()).toBe(0);
    expect(await content.locator('strong').textContent()).toBe('bold');
    expect(await content.textContent()).toContain('<img src=x onerror=');
    expect(await page.title()).not.toBe('pwned');
  });
});
