/** @jest-environment ./test-support/src/browser-environment.ts */
import { readFile } from 'node:fs/promises';
import { fieldErrorOf, uniqueEmail, useBrowserSession } from '@aiapp/test-support';

/**
 * The keyword rank tracker through the real gateway and seo-tracker, with the App Store and
 * Google Play replaced by a loopback server answering with recorded search results.
 */

const dialog = () => session.page.getByRole('dialog', { name: 'Your keyword report is ready' });
const rankings = () => session.page.getByRole('table');
const rowFor = (keyword: string) =>
  rankings()
    .getByRole('row')
    .filter({ has: session.page.getByRole('rowheader', { name: keyword }) });

async function track(appName: string, keywords: string, store = 'App Store (iOS)'): Promise<void> {
  await session.page.goto(`${session.stack.url}/keyword-tracker`);
  await session.page.getByRole('heading', { level: 1, name: 'Keyword Rank Tracker' }).waitFor();
  await session.page.getByLabel('App name').fill(appName);
  await session.page.getByRole('group', { name: 'Store' }).getByRole('radio', { name: store }).check();
  await session.page.getByLabel('Keywords').fill(keywords);
  await session.page.getByRole('button', { name: 'Track Keywords' }).click();
}

async function unlock(email: string): Promise<void> {
  await dialog().waitFor();
  await dialog().getByLabel('E-mail address').fill(email);
  await dialog().getByRole('button', { name: 'Show my keyword report' }).click();
  await dialog().waitFor({ state: 'hidden' });
  await rankings().waitFor();
}

// The seo-tracker reads recorded stores on loopback; this file changes what they answer, and puts it back.
const session = useBrowserSession({ stores: true });
const stores = () => session.stores;

afterEach(async () => {
  stores().failWith(null);
});

describe('Keyword rank tracker', () => {
  test('When a visitor cancels the e-mail modal, then the ranks stay hidden; after the e-mail they show with insights, labelled estimates and a CSV', async () => {
    const email = uniqueEmail('tracker-flow');
    await track('Habitloop', 'habit tracker, water reminder, meditation');
    await dialog().waitFor();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'hidden' });
    expect(await rankings().count()).toBe(0);

    await session.page.getByRole('button', { name: 'Track Keywords' }).click();
    await unlock(email);

    expect(await rowFor('habit tracker').getByRole('cell').first().textContent()).toBe('#4');
    expect(await rowFor('water reminder').getByRole('cell').first().textContent()).toBe('Not in top 200');
    expect(await rowFor('habit tracker').getByText('Excellent').isVisible()).toBe(true);
    expect(await rankings().getByRole('columnheader', { name: 'Difficulty (est.)' }).isVisible()).toBe(true);
    expect(await session.page.getByText('Difficulty and popularity are estimates').isVisible()).toBe(true);
    expect(await session.page.getByRole('listitem').filter({ hasText: "'habit tracker' ranks #4" }).isVisible()).toBe(true);
    expect(await session.page.getByRole('link', { name: 'Habitloop: Habit Tracker' }).getAttribute('href')).toBe(
      'https://apps.apple.com/us/app/habitloop-habit-tracker/id1588800001',
    );

    const [download] = await Promise.all([
      session.page.waitForEvent('download'),
      session.page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^keyword-rankings-ios-us-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\n')[0]).toBe(
      'keyword,store,country,checked_at,position,previous_position,change,estimated_difficulty,estimated_popularity,status',
    );
    // Generating again after Cancel checked the store a second time: that is the previous observation.
    expect(csv).toMatch(/\nhabit tracker,ios,us,[^,]+,4,4,same,\d+,\d+,ranked\n/);

    expect((await session.stack.captures()).filter((row) => row.email === email)).toEqual([
      { email, tool_used: 'keyword-tracker' },
    ]);
    expect(session.cspViolations).toEqual([]);
  });

  test('When the same app is tracked again after its rank moved, then the previous rank, the change and a history line are shown', async () => {
    const appLink = 'https://apps.apple.com/us/app/habitloop-habit-tracker/id1588800001';
    await track(appLink, 'habit tracker');
    await unlock(uniqueEmail('tracker-again'));
    stores().useRecording('app-store', 'habit tracker', 'app-store/search-habit-tracker.later.json');
    try {
      await track(appLink, 'habit tracker');
      await unlock(uniqueEmail('tracker-again'));
    } finally {
      stores().useRecording('app-store', 'habit tracker', 'app-store/search-habit-tracker.json');
    }
    const row = rowFor('habit tracker');
    const cells = row.getByRole('cell');
    expect(await cells.nth(0).textContent()).toBe('#2');
    expect(await cells.nth(1).textContent()).toBe('#4');
    expect(await row.getByLabel('Up 2').isVisible()).toBe(true);
    expect(await row.getByRole('img', { name: 'Rank history for habit tracker: #4, #2' }).isVisible()).toBe(true);
  });

  test('When the store cannot be checked for any keyword, then the failure is shown inline, scrolled into view, focused and said once, and no e-mail is asked', async () => {
    await session.page.setViewportSize({ width: 1280, height: 600 });
    stores().failWith(500, '/search');
    await track('Habitloop', 'habit tracker, meditation');
    const failure = session.page.locator('.tool-form__failure');
    await failure.waitFor();
    await session.page.waitForFunction(() => document.activeElement?.classList.contains('tool-form__failure'));
    const text = (await failure.textContent()) ?? '';
    expect(text).toMatch(/^Failed to track keywords\. /);
    expect(text.match(/fail/gi)).toHaveLength(1);
    expect(text.match(/try again/gi)).toHaveLength(1);
    expect(await failure.getAttribute('role')).toBeNull();
    const box = await failure.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 600).toBe(true);
    expect(await dialog().count()).toBe(0);
  });

  test('When Google Play is chosen, then the rank is read from Play results', async () => {
    await track('Habitloop', 'habit tracker', 'Google Play (Android)');
    await unlock(uniqueEmail('tracker-play'));
    expect(await rowFor('habit tracker').getByRole('cell').first().textContent()).toBe('#37');
  });

  test('When the keywords are blank, then no call is made and the field says why', async () => {
    const calls: string[] = [];
    session.page.on('request', (request) => {
      if (request.url().includes('/api/track-keywords')) calls.push(request.url());
    });
    await track('Habitloop', ' , ,');
    expect(await fieldErrorOf(session.page.getByLabel('Keywords'))).toBe('Please enter at least one keyword');
    expect(calls).toEqual([]);
    expect(await dialog().count()).toBe(0);
  });
});
