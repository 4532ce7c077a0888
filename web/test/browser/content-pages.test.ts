/** @jest-environment ./test-support/src/browser-environment.ts */
import { CONTENT_META, CONTENT_ROUTES, TOOLS, documentTitle } from '@aiapp/site-catalogue';
import type { Page } from 'playwright-core';
import { useBrowserSession, type Stack } from '@aiapp/test-support';
import { FAQ_CATEGORIES } from '../../src/content/documents/faq';

/** The guides and company pages through the real gateway, as a reader finds them. */

const CONTACT_EMAIL = 'hello@toolkit.example.com';
const session = useBrowserSession({ site: { contactEmail: CONTACT_EMAIL }, mail: true });

let stack: Stack;
let page: Page;
let cspViolations: string[];

beforeEach(() => {
  ({ stack, page, cspViolations } = session);
});

async function open(path: string): Promise<void> {
  const response = await page.goto(`${stack.url}${path}`);
  expect(response?.status()).toBe(200);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

const headerReadTime = () => page.locator('.content-header__facts').textContent();

const MARKDOWN = [
  ['bold', /\*\*|__\w/],
  ['link', /\]\(|\[[^\]\n]+\]\(/],
  ['code', /`/],
  ['heading', /^#{1,6} /m],
] as const;

/** Markdown a reader would see as such in the page's text, each with the text around it. */
function markdownLeftovers(text: string): string[] {
  return MARKDOWN.flatMap(([name, pattern]) => {
    const match = pattern.exec(text);
    return match ? [`${name}: …${text.slice(Math.max(0, match.index - 40), match.index + 40)}…`] : [];
  });
}

describe('Content pages', () => {
  // One load per page serves every check of it: the pages are long, and loading each twice cost seconds.
  test.each(CONTENT_ROUTES.map((route) => [route]))(
    'When a reader opens %s, then it has its own heading, title, description and real content, with no Markdown left over (bold, links, code, headings)',
    async (route) => {
      const meta = CONTENT_META[route];
      await open(route);

      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(meta.title);
      expect(await page.title()).toBe(documentTitle(meta.title));
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(meta.description);
      const shown = await page.getByRole('main').innerText();
      const text = shown.replace(/\s+/g, ' ');
      expect(text.length).toBeGreaterThan(route === '/contact' ? 600 : 2000);
      expect(markdownLeftovers(shown)).toEqual([]);
      expect(await page.getByRole('banner').getByRole('link', { name: 'AI App Toolkit' }).getAttribute('href')).toBe('/');
      expect(cspViolations).toEqual([]);
    },
  );

  test('When /about and /tools-comparison name a tool in bold, then it is a bold link to the tool', async () => {
    for (const route of ['/about', '/tools-comparison']) {
      await open(route);
      const boldLinks = await page
        .getByRole('main')
        .locator('strong > a')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(boldLinks.filter((href) => TOOLS.some((tool) => tool.route === href)).length).toBeGreaterThan(0);
    }
  });

  test('When a reader follows each contents link of the ASO guide, then the page lands on that section', async () => {
    await open('/aso-guide');
    const toc = page.getByRole('navigation', { name: 'Contents' });
    const links = await toc
      .getByRole('link')
      .evaluateAll((anchors) =>
        anchors.map((anchor) => ({ href: anchor.getAttribute('href') ?? '', text: anchor.textContent ?? '' })),
      );
    expect(links.length).toBeGreaterThanOrEqual(20);

    for (const link of links) {
      await toc.getByRole('link', { name: link.text, exact: true }).click();
      await page.waitForURL(`**/aso-guide${link.href}`);
      const id = link.href.slice(1);
      await page.waitForFunction((targetId) => {
        const top = document.getElementById(targetId)?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < 160;
      }, id);
      expect(await page.locator(`#${id}`).textContent()).toBe(link.text);
      await page.evaluate(() => window.scrollTo(0, 0));
    }
  });

  test('When a reader arrives on a section link from elsewhere, then the section is shown', async () => {
    await page.goto(`${stack.url}/aso-guide#keyword-field`);
    await page.waitForFunction(() => {
      const top = document.getElementById('keyword-field')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 160;
    });
  });

  test('When a reader moves to another page without a reload, then the title, description, canonical link and Open Graph tags follow', async () => {
    await open('/');
    await page.locator('.resources').getByRole('link', { name: CONTENT_META['/best-practices'].title }).click();
    await page.waitForURL('**/best-practices');
    await page.getByRole('heading', { level: 1, name: CONTENT_META['/best-practices'].title }).waitFor();
    const head = await page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
      ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
      canonicalLinks: document.querySelectorAll('link[rel="canonical"]').length,
    }));
    expect(head).toEqual({
      title: documentTitle(CONTENT_META['/best-practices'].title),
      description: CONTENT_META['/best-practices'].description,
      canonical: `${stack.url}/best-practices`,
      ogTitle: documentTitle(CONTENT_META['/best-practices'].title),
      ogUrl: `${stack.url}/best-practices`,
      canonicalLinks: 1,
    });
  });

  test('When the FAQ is shown, then every category is a section heading with its questions under it', async () => {
    await open('/faq');
    for (const category of FAQ_CATEGORIES) {
      await page.getByRole('heading', { level: 2, name: category.name, exact: true }).waitFor();
      for (const item of category.items) {
        expect(await page.getByRole('heading', { level: 3, name: item.question, exact: true }).count()).toBe(1);
      }
    }
  });

  test('When a contact address is configured, then the contact page shows it as a mail link', async () => {
    await open('/contact');
    const link = page.getByRole('main').getByRole('link', { name: CONTACT_EMAIL });
    expect(await link.getAttribute('href')).toBe(`mailto:${CONTACT_EMAIL}`);
  });

  test('When no contact address is configured, then the contact page offers its form and shows no made-up address', async () => {
    await page.route(`${stack.url}/contact`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<meta name="aiapp:contact-email"[^>]*>/, '');
      await route.fulfill({ response, body });
    });
    await open('/contact');
    await page.getByRole('button', { name: 'Send message' }).waitFor();
    expect(await page.getByText('no contact address configured').count()).toBe(0);
    expect(await page.locator('a[href^="mailto:"]').count()).toBe(0);
  });
});

describe('Unknown addresses', () => {
  test('When a reader lands on an address that is no page, then the 404 page links back to the home page and the main guides', async () => {
    const response = await page.goto(`${stack.url}/aso-guid`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    const suggestions = page.getByRole('navigation', { name: 'Popular pages' });
    const hrefs = await suggestions.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/#tools', '/aso-guide', '/tutorials', '/faq', '/contact']);
    await suggestions.getByRole('link', { name: 'ASO guide' }).click();
    await page.getByRole('heading', { level: 1, name: CONTENT_META['/aso-guide'].title }).waitFor();
  });
});

describe('Resource cards on the home page', () => {
  test('When the home page lists the eight resources, then each read time matches the one on the page it links to', async () => {
    await open('/');
    const cards = page.locator('.resources .resource-card');
    expect(await cards.count()).toBe(8);
    const listed = await cards.evaluateAll((elements) =>
      elements.map((card) => ({
        href: card.querySelector('a')?.getAttribute('href') ?? '',
        readTime: card.querySelector('[data-testid="read-time"]')?.textContent ?? '',
      })),
    );
    for (const { href, readTime } of listed) {
      expect(readTime).toMatch(/^\d+ min read$/);
      await open(href);
      expect(await headerReadTime()).toContain(readTime);
    }
  });
});
