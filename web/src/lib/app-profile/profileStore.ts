import { useSyncExternalStore } from 'react';
import { asDraft, EMPTY_DRAFT, type ProfileDraft } from './profileDraft';

/**
 * The one app profile, kept in this browser's localStorage (no account, nothing sent until the
 * visitor downloads a kit). Every tool page reads it to fill its form; the store kit page edits it.
 */
const STORAGE_KEY = 'aiapp.app-profile';

let memoryCopy: string | null = null;
let cached: { raw: string | null; draft: ProfileDraft } | null = null;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be disabled (private modes, blocked cookies): the profile then lives for this visit only.
    return memoryCopy;
  }
}

export function readProfile(): ProfileDraft {
  const raw = readRaw();
  if (cached && cached.raw === raw) return cached.draft;
  let draft = EMPTY_DRAFT;
  try {
    if (raw) draft = asDraft(JSON.parse(raw));
  } catch {
    // Not JSON (edited by hand): read as empty rather than breaking every form.
  }
  cached = { raw, draft };
  return draft;
}

export function saveProfile(draft: ProfileDraft): void {
  const raw = JSON.stringify(draft);
  memoryCopy = raw;
  try {
    window.localStorage.setItem(STORAGE_KEY, raw);
  } catch {
    // See readRaw.
  }
  listeners.forEach((listener) => listener());
}

export function updateProfile(change: Partial<ProfileDraft>): void {
  saveProfile({ ...readProfile(), ...change });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's edits arrive as storage events.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The profile, re-rendering when it changes here or in another tab. */
export function useAppProfile(): ProfileDraft {
  return useSyncExternalStore(subscribe, readProfile, () => EMPTY_DRAFT);
}
