import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { FakeOpenAi } from './fake-openai-server';
import type { FakeStores } from './fake-stores';
import type { Stack } from './stack';
import { workerShare, type SharedStackOptions } from './worker-share';

export interface BrowserSession {
  stack: Stack;
  /** The fake App Store and Google Play the stack's seo-tracker reads, when asked for with `stores: true`. */
  stores: FakeStores;
  /** The fake OpenAI-compatible server text-gen's model calls go to, when asked for with `model: true` (text-gen uses it then). */
  model: FakeOpenAi;
  browser: Browser;
  /** A fresh context and page for every test. */
  context: BrowserContext;
  page: Page;
  /** Console messages about Content Security Policy violations in the current test. */
  cspViolations: string[];
}

/**
 * Registers the jest hooks of a browser test file (its environment must be
 * test-support/src/browser-environment.ts): the whole product behind the real gateway and
 * Chromium, shared with the other browser files of the same jest worker, switched to what
 * `options` name for this file (a contact address, mail, the model) and back after it, and a new
 * browser context per test, so no cookie, storage or route leaks between tests.
 * Tests keep their data apart by unique values (uniqueEmail). Read the fields inside tests, not at
 * load time.
 */
export function useBrowserSession(options: SharedStackOptions = {}): BrowserSession {
  const session = { cspViolations: [] as string[] } as BrowserSession;
  beforeAll(async () => {
    const share = workerShare();
    const [{ stack, stores, model }, browser] = await Promise.all([share.stack(), share.browser()]);
    session.stack = stack;
    if (options.stores) session.stores = stores;
    if (options.model) session.model = model;
    session.browser = browser;
    stack.useSite(options.site);
    stack.useModel(options.model === true);
    if (options.mail) await stack.startMail();
  }, 120_000);
  afterAll(() => {
    // The next file of this worker gets the stack as the others found it: no contact address, no model.
    session.stack?.useSite(undefined);
    session.stack?.useModel(false);
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
  afterEach(async () => {
    // The next file of this worker gets the stack as this one found it.
    session.stack?.failCaptures(false);
    session.stores?.failWith(null);
    session.model?.reset();
    await session.context?.close();
  });
  return session;
}

/** An address no other test uses, so captures can be found again. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
