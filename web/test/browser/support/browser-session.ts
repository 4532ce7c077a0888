import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, startStack, type Stack } from '@aiapp/test-support';

/** One stack and browser per test file, a fresh context per test, CSP violations collected. */
export interface BrowserSession {
  stack: Stack;
  page: Page;
  context: BrowserContext;
  cspViolations: string[];
}

export function useBrowserSession(): BrowserSession {
  const session = { cspViolations: [] as string[] } as BrowserSession;
  let browser: Browser;

  beforeAll(async () => {
    session.stack = await startStack();
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await session.stack?.stop();
  });

  beforeEach(async () => {
    session.context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
    session.page = await session.context.newPage();
    session.cspViolations = [];
    session.page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) session.cspViolations.push(message.text());
    });
  });

  afterEach(() => session.context.close());
  return session;
}

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The e-mail gate: the dialog opened by generate, its submit button named after the result. */
export async function unlock(dialog: Locator, email: string, submitLabel: string): Promise<void> {
  await dialog.waitFor();
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByRole('button', { name: submitLabel }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Records the calls a page makes to one API path. */
export function recordCalls(page: Page, path: string): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(path)) calls.push(request.url());
  });
  return calls;
}
