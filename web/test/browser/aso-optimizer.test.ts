/** @jest-environment ./test-support/src/browser-environment.ts */
import { readFile } from 'node:fs/promises';
import { storeFixture, uniqueEmail, useBrowserSession } from '@aiapp/test-support';

/** The ASO optimizer through the real gateway and seo-tracker, the way a visitor uses it. */

const dialog = () => session.page.getByRole('dialog', { name: 'Your ASO plan is ready' });

async function optimize(appName: string, description: string): Promise<void> {
  await session.page.goto(`${session.stack.url}/aso-optimizer`);
  await session.page.getByRole('heading', { level: 1, name: 'ASO Keyword Optimizer' }).waitFor();
  await session.page.getByLabel('App name').fill(appName);
  await session.page.getByLabel('Category').fill('Productivity');
  await session.page.getByLabel('Description').fill(description);
  await session.page.getByRole('button', { name: 'Optimize' }).click();
}

const session = useBrowserSession();

describe('ASO optimizer', () => {
  test('When a visitor cancels the e-mail modal, then the plan stays hidden; after the e-mail it shows every text with its count against the store limit', async () => {
    const email = uniqueEmail('aso-flow');
    await optimize('Habitloop', storeFixture('aso/habit-tracker-description.txt'));
    await dialog().waitFor();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'hidden' });
    expect(await session.page.getByRole('heading', { name: 'Title suggestions', exact: true }).count()).toBe(0);

    await session.page.getByRole('button', { name: 'Optimize' }).click();
    await dialog().getByLabel('E-mail address').fill(email);
    await dialog().getByRole('button', { name: 'Show my ASO plan' }).click();
    await dialog().waitFor({ state: 'hidden' });
    await session.page.getByRole('heading', { name: 'Title suggestions', exact: true }).waitFor();

    const firstTitle = session.page.getByRole('listitem').filter({ hasText: 'Habitloop: Habit Tracker' }).first();
    expect(await firstTitle.getByText('24/30').isVisible()).toBe(true);
    const keywordField = session.page
      .locator('section')
      .filter({ has: session.page.getByRole('heading', { name: 'App Store keyword field' }) });
    expect(await keywordField.getByText(/^\d+\/100 bytes/).isVisible()).toBe(true);
    expect(await session.page.getByRole('rowheader', { name: 'habit tracker' }).isVisible()).toBe(true);
    expect(await session.page.getByText("'habit' makes up 6.7% of your description's words").isVisible()).toBe(true);

    const [download] = await Promise.all([
      session.page.waitForEvent('download'),
      session.page.getByRole('button', { name: 'Download .txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('habitloop-description.txt');
    expect(await readFile(await download.path(), 'utf8')).toContain('Build better habits with Habitloop');

    expect((await session.stack.captures()).filter((row) => row.email === email)).toEqual([
      { email, tool_used: 'aso-optimizer' },
    ]);
    expect(session.cspViolations).toEqual([]);
  });
});
