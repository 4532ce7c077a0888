import { AppError } from '@aiapp/kit';
import { normalizeText } from '@aiapp/text';
import type { Store, StoreListing } from './store-client';

/** What the user told us about their app: a store id (exact match) and/or a name. */
export interface AppTarget {
  id: string | null;
  name: string | null;
  /** Observations are stored under this key, so history follows the same identification. */
  key: string;
}

const APP_STORE_URL = /^https?:\/\/(?:apps|itunes)\.apple\.com\/.*?\bid(\d{6,12})\b/i;
const PLAY_URL = /^https?:\/\/play\.google\.com\/store\/apps\/details\?(?:.*&)?id=([A-Za-z][\w]*(?:\.[\w]+)+)/i;
const APP_STORE_ID = /^(?:id)?(\d{6,12})$/i;
const PACKAGE_NAME = /^[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+$/i;

/** The brand part of a store title: "Habitica: Gamified Taskmanager" → "Habitica". */
function brandOf(title: string): string {
  return title.split(/\s*[:|–—]\s*|\s+-\s+/)[0] ?? title;
}

export function parseAppTarget(input: string, store: Store): AppTarget {
  const text = input.trim();
  const appStoreUrl = APP_STORE_URL.exec(text);
  const playUrl = PLAY_URL.exec(text);
  if (appStoreUrl && store === 'android') {
    throw new AppError(
      'store_mismatch',
      400,
      'That is an App Store link: choose the App Store, or paste the Google Play link of the app',
    );
  }
  if (playUrl && store === 'ios') {
    throw new AppError(
      'store_mismatch',
      400,
      'That is a Google Play link: choose Google Play, or paste the App Store link of the app',
    );
  }
  const exactId = appStoreUrl?.[1] ?? playUrl?.[1];
  if (exactId) return { id: exactId, name: null, key: `id:${exactId}` };
  if (/^https?:\/\//i.test(text)) {
    throw new AppError(
      'unrecognised_store_link',
      400,
      'Paste an apps.apple.com or play.google.com app page link, or type the app name',
    );
  }
  // A bare id could also be an app's name ("1111", "booking.com"): match either.
  const idLike = store === 'ios' ? APP_STORE_ID.exec(text)?.[1] : PACKAGE_NAME.test(text) ? text : undefined;
  const name = normalizeText(text);
  if (!name && !idLike) throw new AppError('validation_failed', 400, 'Type the app name as it appears in the store');
  return { id: idLike ?? null, name: name || null, key: idLike ? `id:${idLike}` : `name:${name}` };
}

function isTargetApp(target: AppTarget, listing: StoreListing): boolean {
  if (target.id !== null && listing.id.toLowerCase() === target.id.toLowerCase()) return true;
  if (target.name === null) return false;
  return normalizeText(listing.title) === target.name || normalizeText(brandOf(listing.title)) === target.name;
}

/** 1-based position of the app in the results, or null when it is not among them. */
export function findPosition(target: AppTarget, listings: readonly StoreListing[]): number | null {
  const index = listings.findIndex((listing) => isTargetApp(target, listing));
  return index === -1 ? null : index + 1;
}
