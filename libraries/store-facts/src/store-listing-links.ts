/**
 * How the stores address an app's listing (the identifiers' patterns are in web-files.ts).
 * - App Store: the numeric Apple ID App Store Connect shows under App Information; listing
 *   `https://apps.apple.com/app/id<ID>`; the Smart App Banner is `<meta name="apple-itunes-app"
 *   content="app-id=<ID>">` (https://developer.apple.com/documentation/webkit/promoting-apps-with-smart-app-banners).
 * - Google Play: the application ID (package name), at least two segments of letters, digits and
 *   underscores, each starting with a letter (https://developer.android.com/build/configure-app-module#set-application-id);
 *   listing `https://play.google.com/store/apps/details?id=<package>`.
 */

import { APP_STORE_ID_PATTERN } from './web-files';

/** Google Play's limit on an application ID's length. */
export const ANDROID_PACKAGE_MAX_LENGTH = 150;

export const appStoreListingUrl = (appStoreId: string) => `https://apps.apple.com/app/id${appStoreId}`;
export const playListingUrl = (packageName: string) =>
  `https://play.google.com/store/apps/details?id=${encodeURIComponent(packageName)}`;

/** The Apple ID in an App Store listing address (`…/app/<name>/id1234567890`), or null. */
export function appStoreIdFromUrl(url: string): string | null {
  try {
    const { hostname, pathname } = new URL(url);
    if (hostname !== 'apps.apple.com' && hostname !== 'itunes.apple.com') return null;
    const id = /\/id(\d+)(?:$|[/?#])/.exec(pathname)?.[1] ?? null;
    return id && APP_STORE_ID_PATTERN.test(id) ? id : null;
  } catch {
    return null;
  }
}
