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
