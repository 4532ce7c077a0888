import { chromium, type Browser } from 'playwright-core';

const CHROMIUM_PATH = '/usr/bin/chromium';

/** Debian's Chromium, headless, with everything that would reach the network turned off. */
export function launchBrowser(): Promise<Browser> {
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
