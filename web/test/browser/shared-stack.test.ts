/** @jest-environment ./test-support/src/browser-environment.ts */
import { workerShare, type SharedStack } from '@aiapp/test-support';

/*
 * The browser files of a jest worker share one stack (test-support/src/browser-environment.ts),
 * switched per file to what it asks of useBrowserSession: a contact address, mail, the model.
 */

const CONTACT_EMAIL = 'hello@toolkit.example.com';

describe('One stack per browser worker, switched per file', () => {
  let shared: SharedStack;
  beforeAll(async () => {
    shared = await workerShare().stack();
  }, 120_000);
  afterAll(() => {
    shared?.stack.useSite(undefined);
    shared?.stack.useModel(false);
  });

  const translationOffered = async () =>
    (await (await fetch(`${shared.stack.url}/api/listing-translation`)).json()) as { available: boolean };
  const contactMeta = async () =>
    /aiapp:contact-email" content="([^"]*)"/.exec(await (await fetch(`${shared.stack.url}/contact`)).text())?.[1];

  test('When a file asks for the stack again, then it is the same one, with the fake stores and the fake model', async () => {
    const again = await workerShare().stack();
    expect(again.stack).toBe(shared.stack);
    expect(again.stores).toBe(shared.stores);
    expect(again.model).toBe(shared.model);
  });

  test('When the model is switched on, then text-gen offers translation through the same gateway; switched off, as a site without a model, it does not', async () => {
    expect(await translationOffered()).toEqual({ available: false });
    shared.stack.useModel(true);
    expect(await translationOffered()).toEqual({ available: true });
    shared.stack.useModel(false);
    expect(await translationOffered()).toEqual({ available: false });
  });

  test('When a contact address is set, then the pages carry it; set back, they carry none', async () => {
    expect(await contactMeta()).toBeUndefined();
    shared.stack.useSite({ contactEmail: CONTACT_EMAIL });
    expect(await contactMeta()).toBe(CONTACT_EMAIL);
    shared.stack.useSite(undefined);
    expect(await contactMeta()).toBeUndefined();
  });

  test('When mail is asked for twice, then one MailDev catches it, and the stack names it', async () => {
    const maildev = await shared.stack.startMail();
    expect(await shared.stack.startMail()).toBe(maildev);
    expect(shared.stack.maildev).toBe(maildev);
  });
});
