import type { Browser } from 'playwright-core';

const CHROMIUM_PATH = '/usr/bin/chromium';

/** Debian's Chromium, headless, with everything that would reach the network turned off. */
export async function launchBrowser(): Promise<Browser> {
  // Loaded on first use: most test files import @aiapp/test-support without a browser.
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
