/**
 * @jest-environment ./test-support/src/browser-environment.ts
 * @slow the consent, erasure and access flows wait for their mails: started first on a fresh clone (test-support/slow-files-first-sequencer.mjs)
 */
import { CONSENT_TEXTS, CONTACT_RECEIVED_TOPIC, EMAIL_CONFIRMED_TOPIC, EMAIL_ERASED_TOPIC } from '@aiapp/contracts';
import { LINK_PAGES } from '@aiapp/site-catalogue';
import { uniqueEmail, useBrowserSession } from '@aiapp/test-support';

/**
 * The visitor's own data through the real gateway: the privacy notice linked from the e-mail
 * modal, confirming news, erasing an address and seeing what is stored by the links we mail (read
 * back from MailDev), writing to us from /contact.
 */

const CONTACT_EMAIL = 'hello@toolkit.example.com';
const session = useBrowserSession({ site: { contactEmail: CONTACT_EMAIL }, mail: true });

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

/** The link to `page` in the newest mail to `email` whose subject starts with `subject`. */
async function mailedLink(email: string, subject: string, page: string, count = 1): Promise<string> {
  const mails = await session.stack.maildev!.mailsTo(email, count).catch(async (error: Error) => {
    // What the mail worker made of the job says whether the mail was never queued, still retrying or given up.
    throw new Error(
      `${error.message}; mail jobs for ${email}: ${JSON.stringify(await session.stack.mailJobs(email))}; busy: ${JSON.stringify(await session.stack.busyQueries())}; mail worker: ${session.stack.mailLog().join('')}`,
    );
  });
  const mail = mails.filter((m) => m.subject.startsWith(subject)).at(-1);
  const link = mail && new RegExp(`https?://\\S+${page.replace(/[/.]/g, '\\$&')}\\?token=[\\w.-]+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no "${subject}" mail with a link to ${page} for ${email}`);
  return link;
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
    for (const section of [
      'What we store',
      'Why',
      'How long',
      'Who receives it',
      'Your rights',
      'Erase your e-mail address',
      'See what we hold about you',
    ]) {
      await notice.getByRole('heading', { level: 2, name: section, exact: true }).waitFor();
    }
    // The result waits behind the modal on the first tab.
    expect(await dialog.isVisible()).toBe(true);
  });

  test('When a visitor asks on /privacy to erase their address and follows the mailed link, then opening it changes nothing and its button erases the address, its events and the browser copy', async () => {
    const email = uniqueEmail('erase-me');
    await unlockLogo(email);
    expect((await session.stack.captures()).some((row) => row.email === email)).toBe(true);
    expect(await session.page.evaluate(() => window.localStorage.getItem('aiapp.email'))).toBe(email);

    await open('/privacy');
    await session.page.getByLabel('E-mail address to erase').fill(email.toUpperCase());
    await session.page.getByRole('button', { name: 'Send me the erasure link' }).click();
    const sent = main().getByRole('status');
    await sent.waitFor();
    expect(await focusedText()).toContain('We are sending a link to');
    expect(await session.page.evaluate(() => window.localStorage.getItem('aiapp.email'))).toBeNull();
    // Asking erases nothing.
    expect((await session.stack.captures()).some((row) => row.email === email)).toBe(true);

    const link = await mailedLink(email, 'Erase', LINK_PAGES.erasure, 2);
    await session.page.goto(link);
    await session.page.getByRole('heading', { level: 1, name: 'Erase your e-mail address' }).waitFor();
    // Opening the link (as a mail scanner would) changes nothing.
    expect((await session.stack.captures()).some((row) => row.email === email)).toBe(true);
    await session.page.getByRole('button', { name: 'Erase my address' }).click();
    const done = main().getByRole('status');
    await done.waitFor();
    expect(await done.textContent()).toContain('is erased now');

    expect((await session.stack.captures()).some((row) => row.email.toLowerCase() === email.toLowerCase())).toBe(false);
    const outbox = await session.stack.outbox();
    expect(outbox.some((event) => JSON.stringify(event.payload).toLowerCase().includes(email.toLowerCase()))).toBe(false);
    expect(outbox.filter((event) => event.topic === EMAIL_ERASED_TOPIC).length).toBeGreaterThanOrEqual(1);

    // The link worked once.
    await session.page.goto(link);
    await session.page.getByRole('button', { name: 'Erase my address' }).click();
    await main().getByText('This link has been used already').waitFor();
  });

  test('When an address nobody gave asks for an erasure link, then the page says exactly what it says for a known one', async () => {
    const known = uniqueEmail('known');
    await unlockLogo(known);
    const notices = [];
    for (const email of [known, 'nobody-ever@example.com']) {
      await open('/privacy');
      await session.page.getByLabel('E-mail address to erase').fill(email);
      await session.page.getByRole('button', { name: 'Send me the erasure link' }).click();
      const sent = main().getByRole('status');
      await sent.waitFor();
      notices.push((await sent.textContent())?.replace(email, '<address>'));
    }
    expect(notices[1]).toBe(notices[0]);
    expect(notices[0]).toBe(
      'We are sending a link to <address>. Open it within 24 hours to erase it; it works once. Nothing changes until you press the button on the page it opens.',
    );
  });

  test('When a visitor follows the confirmation link, then the page shows the consent text, opening it confirms nothing, and its button records the consent', async () => {
    const email = uniqueEmail('confirm-me');
    await unlockLogo(email);
    const link = await mailedLink(email, 'Confirm', LINK_PAGES.confirmSubscription);
    const confirmedEvents = async () =>
      (await session.stack.outbox()).filter(
        (event) => event.topic === EMAIL_CONFIRMED_TOPIC && JSON.stringify(event.payload).includes(email),
      );

    await session.page.goto(link);
    await session.page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }).waitFor();
    expect(await main().locator('blockquote').textContent()).toBe(CONSENT_TEXTS['news-v1']);
    expect(await confirmedEvents()).toEqual([]);
    await session.page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await main().getByRole('status').filter({ hasText: 'your subscription is confirmed' }).waitFor();
    expect(await confirmedEvents()).toHaveLength(1);
  });

  test('When a visitor asks what we hold and follows the mailed link, then the page lists their address and the results it unlocked', async () => {
    const email = uniqueEmail('see-me');
    await unlockLogo(email);
    await open('/privacy');
    const form = session.page.locator('form[aria-labelledby="see-your-data"]');
    await form.getByLabel('E-mail address').fill(email);
    await form.getByRole('button', { name: 'Send me the access link' }).click();
    await form.getByRole('status').waitFor();

    const link = await mailedLink(email, 'What', LINK_PAGES.access, 2);
    await session.page.goto(link);
    await session.page.getByRole('button', { name: 'Show what you hold' }).click();
    await main().getByRole('heading', { name: 'Results unlocked (1)' }).waitFor();
    expect(await main().getByText(email.toLowerCase(), { exact: true }).count()).toBeGreaterThan(0);
    expect(await main().locator('pre').textContent()).toContain('"tool_used": "logo-maker"');
  });

  test('When the erasure address is malformed, then the field says why, takes focus and nothing is sent', async () => {
    const calls: string[] = [];
    session.page.on('request', (request) => {
      if (request.url().includes('/api/email-erasure')) calls.push(request.url());
    });
    await open('/privacy');
    await session.page.getByLabel('E-mail address to erase').fill('not-an-address');
    await session.page.getByRole('button', { name: 'Send me the erasure link' }).click();
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
    ['/landing-page', 'iframe.result-sample__page-frame', 'Habitloop'],
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
