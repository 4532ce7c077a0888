/** @jest-environment ./test-support/src/browser-environment.ts */
import { STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import { readFile, writeFile } from 'node:fs/promises';
import { readZip, seriousAccessibilityViolations, uniqueEmail, unlockWithEmail, useBrowserSession } from '@aiapp/test-support';
import sharp from 'sharp';

/**
 * Issue 29 as a visitor meets it: the app typed once on /store-kit, three tools that open filled
 * from it, a text past its store's limit in the listing editor, the search-result preview and the
 * kit through the e-mail gate.
 */

const session = useBrowserSession();
const SHOTS_DIR = process.env.STORE_KIT_SCREENSHOTS_DIR;

const solidPng = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function openStoreKit(): Promise<void> {
  const { page, stack } = session;
  await page.goto(`${stack.url}/store-kit`);
  await page.getByRole('heading', { level: 1, name: 'Store Kit' }).waitFor();
}

async function typeProfile(): Promise<void> {
  const { page } = session;
  await page.getByLabel('App name', { exact: true }).fill('Habitloop');
  await page.getByLabel(/^Target audience/).fill('people building small daily habits');
  await page.getByLabel('App Store category').selectOption('HEALTH_AND_FITNESS');
  await page.getByLabel(/^Key features/).fill('Daily check-ins in one tap\nStreaks and gentle reminders\nWeekly progress charts');
  await page.getByLabel('Company or developer name').fill('Habitloop Labs');
  await page.getByLabel(/^Contact e-mail/).fill('hello@habitloop.example');
  await page.getByLabel(/^Privacy policy URL/).fill('https://habitloop.example/privacy');
  await page.getByRole('checkbox', { name: 'Usage Analytics' }).check();
  await page.getByRole('radio', { name: 'Everyone, not made for children' }).check();
}

describe('Store kit', () => {
  test('When the app is typed once, then three tools open filled from it; a keyword field past 100 bytes turns red and holds the kit back; the preview cuts long lines; the kit comes through the gate', async () => {
    const { page, stack } = session;
    await openStoreKit();
    await typeProfile();

    // Three tools start from the profile, each under its own field names.
    await page.goto(`${stack.url}/ai-store-description`);
    expect(await page.getByLabel('App name').inputValue()).toBe('Habitloop');
    expect(await page.getByLabel('App category').inputValue()).toBe('Health & Fitness');
    expect(await page.getByLabel('Key features: feature 2').inputValue()).toBe('Streaks and gentle reminders');
    await page.goto(`${stack.url}/privacy-policy`);
    expect(await page.getByLabel('App name').inputValue()).toBe('Habitloop');
    expect(await page.getByLabel('Company name').inputValue()).toBe('Habitloop Labs');
    expect(await page.getByLabel(/^Contact e-mail/).inputValue()).toBe('hello@habitloop.example');
    expect(await page.getByRole('checkbox', { name: 'Usage Analytics' }).isChecked()).toBe(true);
    await page.goto(`${stack.url}/logo-maker`);
    expect(await page.getByLabel('Logo text').inputValue()).toBe('Habitloop');

    // What the visitor types in a tool can go back to the profile.
    await page.getByLabel('Logo text').fill('Habitloop Pro');
    await page.getByRole('button', { name: 'Save to my app profile' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved to your app profile' }).waitFor();

    await openStoreKit();
    expect(await page.getByLabel('App name', { exact: true }).inputValue()).toBe('Habitloop Pro');
    await page.getByLabel('App name', { exact: true }).fill('Habitloop');

    // The listing editor: counters in each store's unit, red past the limit, and the download says why.
    await page.getByLabel('App Store name').fill('Habitloop: Daily Habit Tracker');
    await page.getByLabel(/^App Store subtitle/).fill('Tiny habits, tracked with care');
    const keywords = page.getByLabel(/^App Store keywords/);
    const keywordField = page.locator('.field').filter({ has: keywords });
    const overLimit =
      'routine,goal,planner,reminder,streak,wellbeing,mindful,journal,focus,morning,self-care,habit,evening,night';
    expect(Buffer.byteLength(overLimit)).toBeGreaterThan(STORE_TEXT_LIMITS.appStoreKeywords.max);
    await keywords.fill(overLimit);
    expect(await keywordField.locator('.limit-count--over').textContent()).toContain(
      `${Buffer.byteLength(overLimit)}/${STORE_TEXT_LIMITS.appStoreKeywords.max} bytes`,
    );
    const blockers = page.getByTestId('kit-blockers');
    expect(await blockers.textContent()).toContain(
      `App Store keywords (en-US) is ${Buffer.byteLength(overLimit)} of 100 bytes: ${Buffer.byteLength(overLimit) - 100} over the App Store's limit`,
    );
    expect(await page.getByRole('button', { name: 'Make the store kit' }).isDisabled()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    // The rule checks run as the visitor types: the name has "habit", the subtitle "care".
    expect(await keywordField.textContent()).toContain('Already in the name, so indexed from there: "habit"');
    expect(await keywordField.textContent()).toContain('Already in the subtitle, so indexed from there: "care"');

    await keywords.fill('routine,goal,planner,reminder,streak,wellbeing,mindful,journal');
    expect(await keywordField.locator('.limit-count--over').count()).toBe(0);
    await page.getByLabel('App Store description').fill('Habitloop helps you build small daily habits.');
    await page.getByLabel('Google Play app name').fill('Habitloop: Daily Habit Tracker');
    await page.getByLabel('Google Play short description').fill('Build small daily habits with one-tap check-ins and streaks.');
    await page.getByLabel('Google Play full description').fill('Habitloop helps you build small daily habits.');

    await page
      .getByLabel('App icon')
      .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: await solidPng(1024, 1024, '#4f46e5') });
    const shots = await Promise.all(['#0ea5e9', '#22c55e', '#f97316'].map((colour) => solidPng(1320, 2868, colour)));
    await page
      .getByLabel('Screenshots')
      .setInputFiles(shots.map((buffer, index) => ({ name: `shot-${index + 1}.png`, mimeType: 'image/png', buffer })));
    await page.getByText('3 screenshots:').waitFor();

    // The search preview: a full 30-character name is cut to one line where a phone cuts it; three screenshots show.
    const preview = page.getByRole('region', { name: /Search preview/ });
    const name = preview.getByTestId('preview-name');
    expect(await name.textContent()).toBe('Habitloop: Daily Habit Tracker');
    expect(await name.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await preview.getByTestId('preview-subtitle').textContent()).toBe('Tiny habits, tracked with care');
    expect(
      await preview
        .getByTestId('app-store-result')
        .getByRole('img', { name: /^Screenshot / })
        .count(),
    ).toBe(3);
    expect(await preview.getByTestId('preview-short-description').textContent()).toBe(
      'Build small daily habits with one-tap check-ins and streaks.',
    );
    if (SHOTS_DIR) {
      // For looking at as a visitor would (STORE_KIT_SCREENSHOTS_DIR=…): the preview, then the whole page.
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => window.scrollTo(0, 0));
        const box = await preview.boundingBox();
        await page.screenshot({ path: `${SHOTS_DIR}/store-kit-preview-${width}.png`, fullPage: true, clip: box! });
        await page.screenshot({ path: `${SHOTS_DIR}/store-kit-page-${width}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // One download, behind the e-mail gate, with the validation report first.
    expect(await page.getByTestId('kit-blockers').allTextContents()).toEqual([]);
    const email = uniqueEmail('store-kit');
    await page.getByRole('button', { name: 'Make the store kit' }).click();
    await unlockWithEmail(page.getByRole('dialog', { name: 'Your store kit is ready' }), email, 'Show my store kit');
    await page.getByRole('heading', { name: 'Validation report' }).waitFor();
    expect(await page.locator('.kit-report__row').count()).toBeGreaterThan(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Download .*\.zip$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const files = await readZip(await readFile((await download.path())!));
    // The texts as typed in the editor, in deliver's and supply's places.
    expect(files.get('fastlane/metadata/en-US/keywords.txt')?.toString().trim()).toBe(
      'routine,goal,planner,reminder,streak,wellbeing,mindful,journal',
    );
    expect(files.get('fastlane/metadata/android/en-US/short_description.txt')?.toString().trim()).toBe(
      'Build small daily habits with one-tap check-ins and streaks.',
    );
    if (SHOTS_DIR) {
      await page.locator('.kit-download').screenshot({ path: `${SHOTS_DIR}/store-kit-report-1280.png` });
      // The feature graphic as Play shows it atop the listing, to look at.
      await writeFile(
        `${SHOTS_DIR}/store-kit-feature-graphic.png`,
        files.get('fastlane/metadata/android/en-US/images/featureGraphic.png')!,
      );
    }

    // Once a visit: a kit made again after an edit shows at once, without a second e-mail.
    await page.getByLabel(/^App Store promotional text/).fill('New: weekly charts.');
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/generate-store-kit') && response.ok()),
      page.getByRole('button', { name: 'Make the store kit' }).click(),
    ]);
    await page.getByRole('heading', { name: 'Validation report' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await stack.captures()).filter((row) => row.email === email)).toEqual([{ email, tool_used: 'store-kit' }]);
    expect(session.cspViolations).toEqual([]);
  });

  test('When an app-profile.json that is not a profile is imported, then the page names the refused field and keeps the profile', async () => {
    const { page } = session;
    await openStoreKit();
    await page.getByLabel('App name', { exact: true }).fill('Habitloop');
    const bad = { app_name: 'Other', bundle_id: 'com.example has spaces' };
    await page.getByLabel('Import app-profile.json').setInputFiles({
      name: 'app-profile.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(bad)),
    });
    const alert = page.getByRole('alert').filter({ hasText: 'was not imported' });
    expect(await alert.textContent()).toContain('bundle_id: A bundle ID is letters, digits, hyphens and dots');
    expect(await page.getByLabel('App name', { exact: true }).inputValue()).toBe('Habitloop');
  });

  test('When the site has no AI model, then no translation is offered and the page says texts for a locale are typed or imported', async () => {
    const { page } = session;
    const status = page.waitForResponse((response) => response.url().endsWith('/api/listing-translation'));
    await openStoreKit();
    expect(await (await status).json()).toEqual({ available: false });
    await page.getByLabel('App Store name').fill('Habitloop');
    await page.getByLabel('Add a locale').selectOption('de-DE');
    await page.getByRole('button', { name: 'de-DE', pressed: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Translate from en-US' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Listing' }).textContent()).toContain(
      'Texts for another locale are typed here or imported with an app-profile.json; the kit writes exactly the locales that have texts.',
    );
  });

  test('When resized screenshots lead to the next step, then the captures are in the kit and its search preview, also after a reload', async () => {
    const { page, stack } = session;
    await page.goto(`${stack.url}/screenshot-resizer`);
    await page.getByRole('heading', { level: 1, name: 'Screenshot Resizer' }).waitFor();
    const captures = await Promise.all(['#0ea5e9', '#22c55e'].map((colour) => solidPng(1170, 2532, colour)));
    await page
      .getByLabel('Screenshots', { exact: true })
      .setInputFiles(captures.map((buffer, index) => ({ name: `capture-${index + 1}.png`, mimeType: 'image/png', buffer })));
    await page.getByRole('button', { name: 'Resize Screenshots' }).click();
    await unlockWithEmail(
      page.getByRole('dialog', { name: 'Your screenshot set is ready' }),
      uniqueEmail('kit-shots'),
      'Show my screenshot set',
    );
    await page.getByRole('button', { name: 'Put these screenshots in the store kit →' }).click();

    await page.getByRole('heading', { level: 1, name: 'Store Kit' }).waitFor();
    expect(await page.getByText('2 screenshots: capture-1.png, capture-2.png').count()).toBe(1);
    const preview = page.getByRole('region', { name: /Search preview/ }).getByTestId('app-store-result');
    expect(await preview.getByRole('img', { name: /^Screenshot / }).count()).toBe(2);

    // Kept in this browser: a reload still has them.
    await page.reload();
    await page.getByText('2 screenshots: capture-1.png, capture-2.png').waitFor();
  });
});
