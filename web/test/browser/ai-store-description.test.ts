/** @jest-environment ./test-support/src/browser-environment.ts */
import { recordCalls, uniqueEmail, unlockWithEmail, useBrowserSession } from '@aiapp/test-support';

/** The store description generator through the real gateway and text-gen, as a visitor uses it. */

const session = useBrowserSession();
const dialog = () => session.page.getByRole('dialog', { name: 'Your store listing is ready' });

async function fillListing(features: string[]): Promise<void> {
  const { page, stack } = session;
  await page.goto(`${stack.url}/ai-store-description`);
  await page.getByRole('heading', { level: 1, name: 'AI Store Description Generator' }).waitFor();
  await page.getByLabel('App name').fill('FitTrack');
  await page.getByLabel('App category').fill('Health & Fitness');
  await page.getByLabel('App type').selectOption('health');
  await page.getByLabel('Target audience').fill('busy professionals who want to stay fit');
  for (const [index, feature] of features.entries()) {
    if (index >= 3) await page.getByRole('button', { name: 'Add feature' }).click();
    await page.getByLabel(`Key features: feature ${index + 1}`).fill(feature);
  }
  await page.getByLabel('Unique selling points: selling point 1').fill('No ads, ever');
}

describe('AI store description generator', () => {
  test('When the modal is cancelled the texts stay hidden; after the e-mail every block shows with its count, and edits update the count', async () => {
    const { page, stack } = session;
    const email = uniqueEmail('store-description');
    await fillListing(['Track workouts and runs with GPS', '', 'Personalized training plans', 'Progress charts']);
    await page.getByRole('button', { name: 'Generate Descriptions' }).click();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Google Play full description').count()).toBe(0);

    await page.getByRole('button', { name: 'Show result' }).click();
    await unlockWithEmail(dialog(), email, 'Show my store listing');

    const play = page.getByLabel('Google Play full description');
    const playText = await play.inputValue();
    // Every feature is a bullet; a feature gets a benefit sentence where the brief supports one.
    for (const feature of ['Track workouts and runs with GPS', 'Personalized training plans', 'Progress charts'])
      expect(playText).toContain(`• ${feature}`);
    expect(playText.match(/^• [^:\n]+: \S/gm)?.length).toBeGreaterThanOrEqual(2);
    expect(await page.getByLabel('App Store description').inputValue()).toContain('No ads, ever');
    expect(await page.getByRole('note').filter({ hasText: 'built-in writer' }).isVisible()).toBe(true);
    expect(await page.getByRole('listitem').filter({ hasText: /^GPS$/ }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Variations for A/B tests' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Feature spotlight').inputValue()).toMatch(/^Track workouts and runs with GPS\.(\s|$)/);

    const short = page.getByLabel('Google Play short description');
    const shortBlock = page.locator('section').filter({ has: short });
    expect(await shortBlock.getByText(/^\d+\/80 characters/).isVisible()).toBe(true);
    await short.fill('x'.repeat(81));
    expect(await shortBlock.getByText('81/80').isVisible()).toBe(true);
    expect(await shortBlock.locator('.limit-count--over').count()).toBe(1);

    expect((await stack.captures()).filter((row) => row.email === email)).toEqual([{ email, tool_used: 'ai-store-description' }]);
    expect(session.cspViolations).toEqual([]);
  });

  test('When every key feature is blank, then the spec alert shows inline and no call is made', async () => {
    const { page } = session;
    const calls = recordCalls(page, '/api/generate-store-description');
    await fillListing(['  ', '', '']);
    await page.getByRole('button', { name: 'Generate Descriptions' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please add at least one key feature' }).waitFor();
    expect(calls).toEqual([]);
    expect(await dialog().count()).toBe(0);
  });

  test('When the service fails, then the spec message is shown and the form keeps what was typed', async () => {
    const { page } = session;
    await page.route('**/api/generate-store-description', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: '{"error":{"code":"upstream_unavailable","message":"down"}}',
      }),
    );
    await fillListing(['Track workouts']);
    await page.getByRole('button', { name: 'Generate Descriptions' }).click();
    await page.locator('.tool-form__failure').filter({ hasText: 'Failed to generate descriptions. Please try again.' }).waitFor();
    expect(await page.getByLabel('Key features: feature 1').inputValue()).toBe('Track workouts');
  });

  test('When a feature row is removed, then the others keep their text', async () => {
    const { page } = session;
    await fillListing(['One', 'Two', 'Three']);
    await page.getByRole('button', { name: 'Remove feature 2' }).click();
    expect(await page.getByLabel('Key features: feature 1').inputValue()).toBe('One');
    expect(await page.getByLabel('Key features: feature 2').inputValue()).toBe('Three');
    expect(await page.getByLabel('Key features: feature 3').count()).toBe(0);
  });
});
