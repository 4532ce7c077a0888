/** @jest-environment ./test-support/src/browser-environment.ts */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Download, Page } from 'playwright-core';
import sharp from 'sharp';
import { TOOLS } from '@aiapp/site-catalogue';
import { uniqueEmail, useBrowserSession, waitFor } from '@aiapp/test-support';

/*
 * Every free-text field of every tool page (found on the page, so a tool added later is covered)
 * filled with markup that would call window.__x if it ever ran, through the real gateway and
 * services in Chromium: the result page, its previews, and every HTML or SVG download opened as
 * a file (no CSP there), must run none of it. A CSP report counts too: it means markup got into
 * the page and only the policy stopped it.
 */

const SHORT = `'"><svg onload=__x()>`;
const LONG = `${SHORT}</script><img src=x onerror=__x()>`;
const LINES = [
  LONG,
  'javascript:__x()',
  '<iframe srcdoc="<script>parent.__x()</script>">',
  '{{constructor.constructor("__x()")()}}',
].join('\n');
// Identifier fields (an App Store ID, a package name: spellcheck off) take a format, not free text; their bad input is the contracts' sweep.
const FREE_TEXT =
  'main input:not([type]):not([spellcheck="false"]), main input[type="text"]:not([spellcheck="false"]), main input[type="search"], main textarea';
const OPENABLE = /\.(html?|svg|xml|xcprivacy)$/i;

// The keyword tracker reads the stores: recorded ones on loopback.
const session = useBrowserSession({ stores: true });

/**
 * Fills each free-text field with as much of the payload as its length limit allows; `short`
 * puts the shortest payload everywhere, for forms whose per-entry limits the page only checks on submit.
 */
async function fillEveryTextField(page: Page, short = false): Promise<number> {
  const fields = page.locator(FREE_TEXT);
  const count = await fields.count();
  for (let i = 0; i < count; i += 1) {
    const field = fields.nth(i);
    const tag = await field.evaluate((element) => element.tagName);
    const max = Number(await field.getAttribute('maxlength')) || Infinity;
    // Without a maxlength the contract may still bound each entry (a keyword: 40 characters).
    const text = short ? SHORT : tag === 'TEXTAREA' ? LINES : max !== Infinity && max >= LONG.length ? LONG : SHORT;
    await field.fill(text.slice(0, max));
  }
  return count;
}

/** Clicks every download control of the result and keeps what was saved. */
interface SavedFile {
  name: string;
  path: string;
  text: string;
}

/** Saved under its own name, so a file:// open treats .html as HTML and .svg as SVG. */
async function downloadEverything(page: Page): Promise<SavedFile[]> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'hostile-downloads-'));
  const controls = page
    .locator('main')
    .getByRole('button', { name: /^Download/ })
    .or(page.locator('main a[download]'));
  const files: SavedFile[] = [];
  for (let i = 0; i < (await controls.count()); i += 1) {
    // A download the page renders first (the composer's ZIP) takes seconds; on a loaded CI machine, many.
    const [download] = (await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), controls.nth(i).click()])) as [
      Download,
      unknown,
    ];
    const saved = path.join(folder, `${i}-${download.suggestedFilename()}`);
    await download.saveAs(saved);
    files.push({ name: download.suggestedFilename(), path: saved, text: await readFile(saved, 'utf8') });
  }
  return files;
}

/** Opens a downloaded file as the user would (double-click: file://, no CSP) and reports whether any payload ran. */
async function ranWhenOpened(file: string): Promise<boolean> {
  const page = await session.context.newPage();
  let ran = false;
  await page.exposeFunction('__x', () => {
    ran = true;
  });
  page.on('dialog', (dialog) => {
    ran = true;
    void dialog.dismiss();
  });
  await page.goto(pathToFileURL(file).href);
  await page.waitForLoadState('load');
  await page.close();
  return ran;
}

/** A phone-shaped screen capture. */
const capture = () =>
  sharp({ create: { width: 390, height: 844, channels: 3, background: '#4f46e5' } })
    .png()
    .toBuffer();

// The store kit has no tool form to submit: its profile fields' hostile text is covered by gateway/test/bad-input-sweep-store-kit.test.ts and its page test.
const textTools = TOOLS.filter((tool) => tool.id !== 'blog' && tool.id !== 'store-kit');

describe('Hostile text in every free-text field, rendered in Chromium through the gateway', () => {
  test.each(textTools.map((tool) => [tool.name, tool.route] as const))(
    '%s (%s): no script runs in the page, its previews or its downloads',
    async (_name, route) => {
      const { page, stack } = session;
      let ran = false;
      await page.exposeFunction('__x', () => {
        ran = true;
      });
      page.on('dialog', (dialog) => {
        ran = true;
        void dialog.dismiss();
      });
      await page.goto(`${stack.url}${route}`);
      await page.locator('main form').first().waitFor();
      const filled = await fillEveryTextField(page);
      if (filled === 0) return; // upload-only tools: their hostile input is the image (services/image tests)
      // A tool that takes a capture beside its text (the screenshot composer) needs one before it generates.
      const uploads = page.locator('main form input[type="file"]');
      if ((await uploads.count()) > 0)
        await uploads.first().setInputFiles({ name: 'capture.png', mimeType: 'image/png', buffer: await capture() });

      const gate = page.getByRole('dialog').filter({ has: page.getByLabel('E-mail address') });
      const refusal = page.locator('main [role="alert"], main .tool-form__failure');
      for (const short of [false, true]) {
        if (short) await fillEveryTextField(page, true);
        await page.locator('main form button[type="submit"]').first().click();
        // The long payload either opens the gate or is refused on the page (a field's limit): whichever shows first.
        const outcome = short ? gate : gate.or(refusal).first();
        const shown = await outcome.waitFor({ timeout: 30_000 }).then(
          () => true,
          () => false,
        );
        if (shown && (await gate.isVisible())) break;
        if (short)
          throw new Error(
            `no e-mail gate; the page says: ${(await page.locator('[role="alert"], .tool-form__failure').allInnerTexts()).join(' | ')}`,
          );
      }
      await gate.getByLabel('E-mail address').fill(uniqueEmail('hostile'));
      await gate.locator('button[type="submit"]').click();
      await gate.waitFor({ state: 'hidden' });
      // The result is in once its copy or download controls are, or its cards (a review preview has no controls).
      await page
        .locator('main')
        .getByRole('button', { name: /^(Download|Copy)/ })
        .or(page.locator('main article'))
        .first()
        .waitFor();

      const files = await downloadEverything(page);
      const openedAndRan: string[] = [];
      for (const file of files.filter((candidate) => OPENABLE.test(candidate.name))) {
        if (await ranWhenOpened(file.path)) openedAndRan.push(file.name);
      }

      expect({ route, ranInPage: ran, cspReports: session.cspViolations, downloadsThatRanScript: openedAndRan }).toEqual({
        route,
        ranInPage: false,
        cspReports: [],
        downloadsThatRanScript: [],
      });
      console.log(
        `${route}: ${filled} fields, downloads ${files.map((file) => file.name).join(', ') || 'none'}, payload kept as text: ${[
          await page.locator('main').innerText(),
          ...files.map((file) => file.text),
        ].some((text) => text.includes(SHORT) || text.includes('&lt;svg onload'))}`,
      );
    },
  );

  test('The detectors can fail: markup put into the page is reported by the CSP, and an unescaped download runs when opened', async () => {
    const { page, stack } = session;
    await page.goto(`${stack.url}/logo-maker`);
    await page.locator('main form').waitFor();
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="data:," onerror="__x()">'));
    await waitFor(() => session.cspViolations.length > 0, 'a CSP report of the inserted markup');

    const folder = await mkdtemp(path.join(os.tmpdir(), 'hostile-'));
    const svg = path.join(folder, 'logo.svg');
    const html = path.join(folder, 'page.html');
    await writeFile(svg, `<svg xmlns="http://www.w3.org/2000/svg" onload="__x()"/>`);
    await writeFile(html, `<!doctype html><img src=x onerror=__x()>`);
    expect(await ranWhenOpened(svg)).toBe(true);
    expect(await ranWhenOpened(html)).toBe(true);
  });
});
