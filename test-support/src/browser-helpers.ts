import type { Locator, Page } from 'playwright-core';

/** Passes the e-mail gate: the dialog opened by generate, its submit button named after the result. */
export async function unlockWithEmail(dialog: Locator, email: string, submitLabel: string): Promise<void> {
  await dialog.waitFor();
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByRole('button', { name: submitLabel }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Records the calls a page makes to one API path, to prove that a refused form sent nothing. */
export function recordCalls(page: Page, path: string): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(path)) calls.push(request.url());
  });
  return calls;
}

/**
 * The error shown next to a form control, as assistive technology meets it: the control is
 * aria-invalid and its aria-describedby names an alert with the message. Waits for it to
 * appear (it renders after the click), and fails when the control never shows one.
 */
export async function fieldErrorOf(control: Locator, timeoutMs = 5_000): Promise<string> {
  const read = () =>
    control.evaluate((element) => {
      if (element.getAttribute('aria-invalid') !== 'true') return null;
      const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const alert = ids
        .map((id) => element.ownerDocument.getElementById(id))
        .find((node) => node?.getAttribute('role') === 'alert');
      return alert?.textContent?.trim() ?? null;
    });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const message = await read();
    if (message !== null) return message;
    if (Date.now() > deadline) throw new Error('The control shows no error (not aria-invalid, or no alert it is described by)');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
