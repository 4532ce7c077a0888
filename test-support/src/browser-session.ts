import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startStack, type Stack, type StackOptions } from './stack';

export interface BrowserSession {
  stack: Stack;
  browser: Browser;
  /** A fresh context and page for every test. */
  context: BrowserContext;
  page: Page;
  /** Console messages about Content Security Policy violations in the current test. */
  cspViolations: string[];
}

/**
 * Registers the jest hooks of a browser test: the whole product behind the real gateway once
 * per file, a new browser context per test. Read the fields inside tests, not at load time.
 * `options` may be a function when it depends on what an earlier beforeAll started.
 */
export function useBrowserSession(options: StackOptions | (() => StackOptions) = {}): BrowserSession {
  const session = { cspViolations: [] as string[] } as BrowserSession;
  beforeAll(async () => {
    session.stack = await startStack(typeof options === 'function' ? options() : options);
    session.browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await session.browser?.close();
    await session.stack?.stop();
  });
  beforeEach(async () => {
    session.context = await session.browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
    session.page = await session.context.newPage();
    // Generous: CI runs two browser suites side by side on two cores.
    session.page.setDefaultTimeout(30_000);
    session.cspViolations = [];
    session.page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) session.cspViolations.push(message.text());
    });
  });
  afterEach(() => session.context?.close());
  return session;
}

/** An address no other test uses, so captures can be found again. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
