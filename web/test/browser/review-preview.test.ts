/** @jest-environment ./test-support/src/browser-environment.ts */
import { uniqueEmail, unlockWithEmail, useBrowserSession } from '@aiapp/test-support';

const session = useBrowserSession();
const dialog = () => session.page.getByRole('dialog', { name: 'Your review preview is ready' });

async function generate(appName: string, rating: string, type: string): Promise<void> {
  const { page, stack } = session;
  await page.goto(`${stack.url}/review-preview`);
  await page.getByLabel('App name').fill(appName);
  await page.getByLabel('Star rating').selectOption(rating);
  await page
    .getByRole('group', { name: 'Review type' })
    .getByRole('radio', { name: new RegExp(`^${type}`, 'i') })
    .check();
  await page.getByRole('button', { name: 'Generate Reviews' }).click();
}

describe('Review preview generator', () => {
  test('When reviews are unlocked, then store-style cards show stars, dates and names, labelled as samples', async () => {
    const { page, stack } = session;
    const email = uniqueEmail('reviews');
    await generate('FitTrack', '4', 'positive');
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('article').count()).toBe(0);
    await page.getByRole('button', { name: 'Show result' }).click();
    await unlockWithEmail(dialog(), email, 'Show my review preview');

    const cards = page.getByRole('article');
    expect(await cards.count()).toBe(6);
    // Positive at 4: most cards at 4, a believable few at 3 or 5.
    expect(await cards.getByRole('img', { name: '4 out of 5 stars' }).count()).toBeGreaterThanOrEqual(3);
    for (const text of await cards.locator('.review-card__text').allTextContents()) expect(text).toContain('FitTrack');
    expect(await cards.first().locator('time').textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(await page.getByRole('note').filter({ hasText: 'Sample reviews for mockups' }).isVisible()).toBe(true);
    expect((await stack.captures()).filter((row) => row.email === email)).toEqual([{ email, tool_used: 'review-preview' }]);
    expect(session.cspViolations).toEqual([]);
  });

  test('When mixed reviews are asked for, then the ratings vary', async () => {
    await generate('Tasky', '3', 'mixed');
    await unlockWithEmail(dialog(), uniqueEmail('reviews-mixed'), 'Show my review preview');
    const labels = await session.page
      .getByRole('article')
      .getByRole('img')
      .evaluateAll((stars) => stars.map((star) => star.getAttribute('aria-label')));
    expect(new Set(labels).size).toBeGreaterThan(1);
  });
});
