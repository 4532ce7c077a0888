/**
 * The web files that go with a store listing: sharing tags, the Smart App Banner and the two app-link
 * association files.
 *
 * - Open Graph image 1200×630: https://developers.facebook.com/docs/sharing/webmasters/images/
 * - X cards (title 70, description 200): https://developer.x.com/en/docs/x-for-websites/cards/overview/markup
 * - Smart App Banner: https://developer.apple.com/documentation/webkit/promoting-apps-with-smart-app-banners
 * - apple-app-site-association: https://developer.apple.com/documentation/xcode/supporting-associated-domains
 * - assetlinks.json: https://developer.android.com/training/app-links/verify-android-applinks
 */
export const OPEN_GRAPH_IMAGE = { width: 1200, height: 630 } as const;
export const SHARE_CARD_TEXT_LIMITS = { title: 70, description: 200 } as const;

/** An Apple Team ID: ten upper-case letters and digits. */
export const APPLE_TEAM_ID_PATTERN = /^[A-Z0-9]{10}$/;
/** A bundle ID: letters, digits, hyphens and dots, at most 155 characters (Apple's "Register an App ID"). */
export const BUNDLE_ID_PATTERN = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
export const BUNDLE_ID_MAX_LENGTH = 155;
/** An Android application id (https://developer.android.com/build/configure-app-module#set-application-id). */
export const ANDROID_PACKAGE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;
/** A SHA-256 certificate fingerprint as assetlinks.json wants it: 32 bytes, upper-case hex, colon-separated. */
export const SHA256_FINGERPRINT_PATTERN = /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/;
/** The App Store's numeric app id (the `id…` in an apps.apple.com link). */
export const APP_STORE_ID_PATTERN = /^\d{5,12}$/;
