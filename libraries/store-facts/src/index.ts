/**
 * Store facts: every limit, size and rule of App Store Connect and Google Play in one place, used
 * by the services' tools and checks, the contracts (zod) and the web content pages alike. The
 * public pages each fact comes from are in STORE_RULE_SOURCES. Do not write a store number
 * anywhere else: import it from here.
 *
 * text-limits: STORE_TEXT_LIMITS (per field: store, max, unit), StoreTextField, StoreName,
 *   characterCount (UTF-16 units of NFC, both stores), utf8ByteCount (the App Store keyword
 *   field), measureText (the field's own unit), fitsStoreField.
 * icons: APP_STORE_MARKETING_ICON_PX, IOS_ICON_SLOTS, iosSlotPixels, IOS_ICON_PIXEL_SIZES,
 *   ANDROID_DENSITIES, ANDROID_ICON_DP (legacy, adaptiveLayer, viewport, safeZone), PLAY_STORE_ICON.
 * screenshots: APP_STORE_REQUIRED_SCREENSHOTS, APP_STORE_SCREENSHOT_RULES, PLAY_SCREENSHOT_RULES, SCREENSHOT_SHAPES, screenshotShapeOf,
 *   PLAY_FEATURE_GRAPHIC, fitsPlayScreenshotRules, IOS_RESIZE_TARGETS, ANDROID_RESIZE_TARGETS,
 *   RESIZE_TARGETS, PixelSize, ScreenshotTarget.
 * banned-words: PLAY_BANNED_TITLE_WORDS (words and phrases), PLAY_BANNED_TITLE_WORD_SET (single
 *   words), QUOTED_BANNED_TITLE_WORDS (for prompts and hints), bannedTitleWordsIn(text) (the ones a
 *   title contains). A brand or competitor-name guard builds on these.
 * sources: STORE_RULE_SOURCES.
 * generic-words: GENERIC_STORE_WORDS (never keywords on their own), STORE_SHELF_WORDS (the stores' category names).
 * icon-set: the files the icon generator writes, as data (names, layouts, appearances, previews).
 * store-countries: the storefronts the keyword tracker can ask, with their languages.
 * store-privacy: the two stores' privacy questionnaires, names as the consoles show them.
 * uploads: ICON_UPLOAD_MAX_BYTES, SCREENSHOT_UPLOAD_MAX_BYTES, IMAGE_MAX_PIXELS.
 * store-listing: the locales, categories and file names fastlane deliver and supply read; the kit's screenshot sizes.
 * play-data-safety-ids: the Data safety CSV's header and machine-readable ids.
 * web-files: Open Graph and X card limits, app-link ids and fingerprints (the store kit's web files).
 * store-listing-links: appStoreListingUrl, playListingUrl, appStoreIdFromUrl (listing addresses and
 *   the Smart App Banner's id), ANDROID_PACKAGE_MAX_LENGTH.
 */
export * from './text-limits';
export * from './icons';
export * from './screenshots';
export * from './banned-words';
export * from './sources';
export * from './generic-words';
export * from './icon-set';
export * from './store-countries';
export * from './store-privacy';
export * from './uploads';
export * from './store-listing';
export * from './web-files';
export * from './play-data-safety-ids';
export * from './store-listing-links';
