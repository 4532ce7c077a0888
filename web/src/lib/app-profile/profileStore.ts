import { useSyncExternalStore } from 'react';
import { AppProfile } from './profileSchema';

/**
 * The one app profile, kept in this browser's localStorage (no account, nothing sent until the
 * visitor downloads a kit). Every tool page reads it to fill its form; the store kit page edits it.
 */
const STORAGE_KEY = 'aiapp.app-profile';

export const EMPTY_PROFILE: AppProfile = AppProfile.parse({});

let cached: { raw: string | null; profile: AppProfile } | null = null;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be disabled (private modes, blocked cookies): the profile then lives for this page only.
    return memoryCopy;
  }
}
let memoryCopy: string | null = null;

/** The stored profile; a copy that no longer parses (written by an older page) reads as empty rather than breaking every form. */
export function readProfile(): AppProfile {
  const raw = readRaw();
  if (cached && cached.raw === raw) return cached.profile;
  let profile = EMPTY_PROFILE;
  if (raw) {
    try {
      const parsed = AppProfile.safeParse(JSON.parse(raw));
      if (parsed.success) profile = parsed.data;
    } catch {
      // Not JSON: see above.
    }
  }
  cached = { raw, profile };
  return profile;
}

export function saveProfile(profile: AppProfile): void {
  const raw = JSON.stringify(profile);
  memoryCopy = raw;
  try {
    window.localStorage.setItem(STORAGE_KEY, raw);
  } catch {
    // See readRaw.
  }
  listeners.forEach((listener) => listener());
}

export function updateProfile(change: Partial<AppProfile>): void {
  saveProfile({ ...readProfile(), ...change });
}

export function clearProfile(): void {
  saveProfile(EMPTY_PROFILE);
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
export function useAppProfile(): AppProfile {
  return useSyncExternalStore(subscribe, readProfile, () => EMPTY_PROFILE);
}
