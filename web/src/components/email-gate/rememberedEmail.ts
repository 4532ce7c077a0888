import { normalizeEmail } from '@aiapp/contracts';

/** The last e-mail a visitor gave in this browser, so the next modal is pre-filled. */
const STORAGE_KEY = 'aiapp.email';

export function readRememberedEmail(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    // Storage can be disabled (private modes, blocked cookies); pre-filling is a nicety.
    return '';
  }
}

export function rememberEmail(email: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, email);
  } catch {
    // See readRememberedEmail.
  }
}

/** Forgets the remembered address when it is `email` (compared as the server does: trimmed, any case). */
export function forgetEmail(email: string): void {
  try {
    const remembered = window.localStorage.getItem(STORAGE_KEY);
    if (remembered !== null && normalizeEmail(remembered) === normalizeEmail(email)) {
      window.localStorage.removeItem(STORAGE_KEY);
    }
  } catch {
    // See readRememberedEmail.
  }
}
