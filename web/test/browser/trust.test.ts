import { CONTACT_RECEIVED_TOPIC, EMAIL_ERASED_TOPIC } from '@aiapp/contracts';
import { uniqueEmail, useBrowserSession } from '@aiapp/test-support';

/**
 * The visitor's own data through the real gateway: the privacy notice linked from the e-mail
 * modal, erasing an address from /privacy, writing to us from /contact.
 */

const CONTACT_EMAIL = 'hello@toolkit.example.com';
const session = useBrowserSession({ site: { contactEmail: CONTACT_EMAIL } });

const main = () => session.page.getByRole('main');

async function open(path: string): Promise<void> {
  const response = await session.page.goto(`${session.stack.url}${path}`);
  expect(response?.status()).toBe(200);
  await session.page.getByRole('heading', { level: 1 }).waitFor();
}

async function unlockLogo(email: string): Promise<void> {
  await open('/logo-maker');
  await session.page.getByLabel('Logo text').fill('Trusty');
  await session.page.getByRole('button', { name: 'Generate Logo' }).click();
  const dialog = session.page.getByRole('dialog', { name: 'Your logo is ready' });
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.locator('button[type="submit"]').click();
  await dialog.waitFor({ state: 'hidden' });
}

const focusedText = () => session.page.evaluate(() => document.activeElement?.textContent ?? '');

describe('Privacy notice and erasure', () => {
  test('When the e-mail modal opens, then a consent sentence next to the submit button links to the privacy notice in a new tab', async () => {
    await open('/logo-maker');
    await session.page.getByLabel('Logo text').fill('Consent');
    await session.page.getByRole('button', { name: 'Generate Logo' }).click();
    const dialog = session.page.getByRole('dialog', { name: 'Your logo is ready' });
    await dialog.waitFor();
    const link = dialog.getByRole('link', { name: /privacy notice/ });
    expect(await link.getAttribute('href')).toBe('/privacy');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await dialog.locator('.modal__consent').textContent()).toMatch(/^By continuing you agree/);

    const [notice] = await Promise.all([session.context.waitForEvent('page'), link.click()]);
    await notice.getByRole('heading', { level: 1, name: 'Privacy Notice' }).waitFor();
    for (const section of ['What we store', 'Why', 'How long', 'Who receives it', 'Your rights', 'Erase your e-mail address']) {
      await notice.getByRole('heading', { level: 2, name: section, exact: true }).waitFor();
    }
    // The result waits behind the modal on the first tab.
    expect(await dialog.isVisible()).toBe(true);
  });

  test('When a visitor erases their address on /privacy, then it is gone from the captures, the erasure event is in the outbox, and the browser forgets it too', async () => {
    const email = uniqueEmail('erase-me');
    await unlockLogo(email);
    expect((await session.stack.captures()).some((row) => row.email === email)).toBe(true);
    expect(await session.page.evaluate(() => window.localStorage.getItem('aiapp.email'))).toBe(email);

    await open('/privacy');
    await session.page.getByLabel('E-mail address to erase').fill(email.toUpperCase());
    await session.page.getByRole('button', { name: 'Erase this address' }).click();
    const done = main().getByRole('status');
    await done.waitFor();
    expect(await done.textContent()).toContain('is erased now');
    expect(await focusedText()).toContain('is erased now');

    expect((await session.stack.captures()).some((row) => row.email.toLowerCase() === email.toLowerCase())).toBe(false);
    const outbox = await session.stack.outbox();
    expect(outbox.some((event) => JSON.stringify(event.payload).toLowerCase().includes(email.toLowerCase()))).toBe(false);
    expect(outbox.filter((event) => event.topic === EMAIL_ERASED_TOPIC).length).toBeGreaterThanOrEqual(1);
    expect(await session.page.evaluate(() => window.localStorage.getItem('aiapp.email'))).toBeNull();
  });

  test('When an address nobody gave is erased, then the page says exactly what it says for a known one', async () => {
    await open('/privacy');
    await session.page.getByLabel('E-mail address to erase').fill('nobody-ever@example.com');
    await session.page.getByRole('button', { name: 'Erase this address' }).click();
    const done = main().getByRole('status');
    await done.waitFor();
    expect((await done.textContent())?.replace('nobody-ever@example.com', '<address>')).toBe(
      'Done. Whatever we held for <address> is erased now: the address, the messages sent from it and its link to the results it unlocked. Our other systems have been told to erase their copies. Using the tools again later stores the address again.',
    );
  });

  test('When the erasure address is malformed, then the field says why, takes focus and nothing is sent', async () => {
    const calls: string[] = [];
    session.page.on('request', (request) => {
      if (request.url().includes('/api/email-erasure')) calls.push(request.url());
    });
    await open('/privacy');
    await session.page.getByLabel('E-mail address to erase').fill('not-an-address');
    await session.page.getByRole('button', { name: 'Erase this address' }).click();
    await main().getByRole('alert').filter({ hasText: 'Please enter a valid e-mail address' }).waitFor();
    expect(await session.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('email');
    expect(calls).toEqual([]);
  });
});

describe('Contact', () => {
  test('When a visitor sends a message with hostile text, then it is stored as sent with its event, the page confirms, and the text stays inert', async () => {
    const email = uniqueEmail('contact');
    const hostile = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script> **bold** [link](javascript:alert(1))`;
    await open('/contact');
    expect(await main().getByRole('link', { name: CONTACT_EMAIL }).getAttribute('href')).toBe(`mailto:${CONTACT_EMAIL}`);
    await session.page.getByLabel('Your name').fill('<b>Ada</b>');
    await session.page.getByLabel('Your e-mail address', { exact: true }).fill(email);
    await session.page.getByLabel('Message').fill(hostile);
    await session.page.getByRole('button', { name: 'Send message' }).click();

    const done = main().getByRole('status');
    await done.waitFor();
    expect(await done.textContent()).toContain('your message has reached us');
    expect(await focusedText()).toContain('your message has reached us');
    const event = (await session.stack.outbox()).find(
      (row) => row.topic === CONTACT_RECEIVED_TOPIC && row.payload.email === email,
    ) as { payload: { name: string; message: string } } | undefined;
    expect(event?.payload).toMatchObject({ name: '<b>Ada</b>', message: hostile });
    expect(await session.page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(session.cspViolations).toEqual([]);
  });

  test('When the contact form is sent empty or with a bad address, then each field says why, the first takes focus and nothing is sent', async () => {
    const calls: string[] = [];
    session.page.on('request', (request) => {
      if (request.url().includes('/api/contact')) calls.push(request.url());
    });
    await open('/contact');
    await session.page.getByRole('button', { name: 'Send message' }).click();
    await main().getByRole('alert').first().waitFor();
    expect(await session.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('name');
    expect(await main().getByRole('alert').count()).toBe(3);

    await session.page.getByLabel('Your name').fill('Ada');
    await session.page.getByLabel('Your e-mail address', { exact: true }).fill('ada@');
    await session.page.getByLabel('Message').fill('Hello');
    await session.page.getByRole('button', { name: 'Send message' }).click();
    await main().getByRole('alert').filter({ hasText: 'Please enter a valid e-mail address' }).waitFor();
    expect(await session.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('email');
    expect(calls).toEqual([]);
  });

  test('When the server refuses the message, then its reason is shown and focused, and the text is kept for another try', async () => {
    await session.page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: '{"error":{"code":"rate_limited","message":"Too many requests. Please wait a few minutes and try again."}}',
      }),
    );
    await open('/contact');
    await session.page.getByLabel('Your name').fill('Ada');
    await session.page.getByLabel('Your e-mail address', { exact: true }).fill('ada@example.com');
    await session.page.getByLabel('Message').fill('Hello there');
    await session.page.getByRole('button', { name: 'Send message' }).click();
    const failure = main().locator('.notice--error');
    await failure.waitFor();
    expect(await failure.textContent()).toBe('Too many requests. Please wait a few minutes and try again.');
    await session.page.waitForFunction(() => document.activeElement?.classList.contains('notice--error'));
    expect(await session.page.getByLabel('Message').inputValue()).toBe('Hello there');
  });
});

describe('Value before the gate', () => {
  test.each([
    ['/logo-maker', 'img[alt^="Example logo"]', 'Habitloop'],
    ['/icon-generator-pro', '.result-sample__images img', 'Habitloop'],
    ['/review-preview', '.result-sample__review blockquote', 'Habitloop'],
    ['/ai-store-description', '.result-sample__excerpt', 'Habitloop'],
    ['/privacy-policy', '.result-sample__excerpt', 'Habitloop'],
    ['/app-name-generator', '.result-sample__list li', 'Name ideas'],
    ['/aso-optimizer', '.result-sample__fields dd', 'App Store keyword field'],
    ['/keyword-tracker', 'table th[scope="row"]', 'not live rankings'],
    ['/screenshot-resizer', '.result-sample__images img', '1320×2868'],
    ['/screenshot-mockups', 'img[alt^="Example App Store screenshot"]', 'shown reduced'],
    ['/landing-page', 'iframe.result-sample__page', 'Habitloop'],
  ])('When %s opens, then its empty result panel shows a real example, marked as one', async (route, content, words) => {
    await open(route);
    const example = main().getByRole('region', { name: 'Example result' });
    await example.waitFor();
    expect(await example.locator('.badge').textContent()).toBe('Example');
    expect(await example.textContent()).toContain(words);
    expect(await example.locator(content).count()).toBeGreaterThan(0);
    const images = await example
      .locator('img')
      .evaluateAll((elements) =>
        elements.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
      );
    expect(images.every(Boolean)).toBe(true);
    if (route === '/landing-page') {
      // The page runs in a sandbox without scripts, yet shows: its heading is there to read.
      const heading = example.frameLocator('iframe').getByRole('heading', { level: 1 });
      expect(await heading.textContent()).toContain('Habitloop');
    }
    expect(session.cspViolations).toEqual([]);
  });
});
