/**
 * What a store listing folder may hold, as fastlane's own uploaders read it: the locales and
 * categories App Store Connect takes (deliver), and the languages the Play Console takes (supply).
 *
 * - App Store locales: fastlane_core's ALL_LANGUAGES,
 *   https://github.com/fastlane/fastlane/blob/master/fastlane_core/lib/fastlane_core/languages.rb
 *   (App Store Connect's list: https://developer.apple.com/help/app-store-connect/reference/app-store-localizations)
 * - App Store categories: the App Store Connect API's AppCategory ids, as fastlane maps them in
 *   https://github.com/fastlane/fastlane/blob/master/spaceship/lib/spaceship/connect_api/models/app_category.rb
 *   (https://developer.apple.com/app-store/categories/)
 * - Play languages: https://support.google.com/googleplay/android-developer/answer/9844778 and supply's
 *   https://github.com/fastlane/fastlane/blob/master/supply/lib/supply/languages.rb (written there with `_`;
 *   the Play Developer API and the folders supply reads use BCP-47 with `-`).
 */

import { APP_STORE_REQUIRED_SCREENSHOTS, type PixelSize } from './screenshots';

export const APP_STORE_LOCALES = [
  'ar-SA',
  'bn-BD',
  'ca',
  'cs',
  'da',
  'de-DE',
  'el',
  'en-AU',
  'en-CA',
  'en-GB',
  'en-US',
  'es-ES',
  'es-MX',
  'fi',
  'fr-CA',
  'fr-FR',
  'gu-IN',
  'he',
  'hi',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'kn-IN',
  'ko',
  'ml-IN',
  'mr-IN',
  'ms',
  'nl-NL',
  'no',
  'or-IN',
  'pa-IN',
  'pl',
  'pt-BR',
  'pt-PT',
  'ro',
  'ru',
  'sk',
  'sl-SI',
  'sv',
  'ta-IN',
  'te-IN',
  'th',
  'tr',
  'uk',
  'ur-PK',
  'vi',
  'zh-Hans',
  'zh-Hant',
] as const;
export type AppStoreLocale = (typeof APP_STORE_LOCALES)[number];

export const PLAY_LOCALES = [
  'af',
  'am',
  'ar',
  'az-AZ',
  'be',
  'bg',
  'bn-BD',
  'ca',
  'cs-CZ',
  'da-DK',
  'de-DE',
  'el-GR',
  'en-AU',
  'en-CA',
  'en-GB',
  'en-IN',
  'en-SG',
  'en-US',
  'en-ZA',
  'es-419',
  'es-ES',
  'es-US',
  'et',
  'eu-ES',
  'fa',
  'fi-FI',
  'fil',
  'fr-CA',
  'fr-FR',
  'gl-ES',
  'hi-IN',
  'hr',
  'hu-HU',
  'hy-AM',
  'id',
  'is-IS',
  'it-IT',
  'iw-IL',
  'ja-JP',
  'ka-GE',
  'km-KH',
  'kn-IN',
  'ko-KR',
  'ky-KG',
  'lo-LA',
  'lt',
  'lv',
  'mk-MK',
  'ml-IN',
  'mn-MN',
  'mr-IN',
  'ms',
  'ms-MY',
  'my-MM',
  'ne-NP',
  'nl-NL',
  'no-NO',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'rm',
  'ro',
  'ru-RU',
  'si-LK',
  'sk',
  'sl',
  'sr',
  'sv-SE',
  'sw',
  'ta-IN',
  'te-IN',
  'th',
  'tr-TR',
  'uk',
  'vi',
  'zh-CN',
  'zh-HK',
  'zh-TW',
  'zu',
] as const;
export type PlayLocale = (typeof PLAY_LOCALES)[number];

/** App Store Connect API AppCategory ids: what deliver's primary_category.txt and secondary_category.txt hold. */
export const APP_STORE_APP_CATEGORIES = [
  'BOOKS',
  'BUSINESS',
  'DEVELOPER_TOOLS',
  'EDUCATION',
  'ENTERTAINMENT',
  'FINANCE',
  'FOOD_AND_DRINK',
  'GAMES',
  'GRAPHICS_AND_DESIGN',
  'HEALTH_AND_FITNESS',
  'LIFESTYLE',
  'MAGAZINES_AND_NEWSPAPERS',
  'MEDICAL',
  'MUSIC',
  'NAVIGATION',
  'NEWS',
  'PHOTO_AND_VIDEO',
  'PRODUCTIVITY',
  'REFERENCE',
  'SHOPPING',
  'SOCIAL_NETWORKING',
  'SPORTS',
  'STICKERS',
  'TRAVEL',
  'UTILITIES',
  'WEATHER',
] as const;
export type AppStoreAppCategory = (typeof APP_STORE_APP_CATEGORIES)[number];

/**
 * The files deliver reads per App Store locale (`metadata/<locale>/<key>.txt`) and once for the app
 * (`metadata/<key>.txt`), from LOCALISED_VERSION_VALUES, LOCALISED_APP_VALUES and the non-localised
 * values in https://github.com/fastlane/fastlane/blob/master/deliver/lib/deliver/upload_metadata.rb
 */
export const DELIVER_LOCALISED_FILES = [
  'name',
  'subtitle',
  'keywords',
  'description',
  'promotional_text',
  'release_notes',
  'support_url',
  'marketing_url',
  'privacy_url',
] as const;
export const DELIVER_APP_FILES = ['copyright', 'primary_category', 'secondary_category'] as const;

/**
 * What supply reads per Play language (`metadata/android/<language>/…`): AVAILABLE_METADATA_FIELDS,
 * IMAGES_TYPES and SCREENSHOT_TYPES in https://github.com/fastlane/fastlane/blob/master/supply/lib/supply.rb
 */
export const SUPPLY_TEXT_FILES = ['title', 'short_description', 'full_description'] as const;
export const SUPPLY_IMAGE_FOLDER = 'images';
export const SUPPLY_SCREENSHOT_FOLDERS = {
  phone: 'phoneScreenshots',
  sevenInch: 'sevenInchScreenshots',
  tenInch: 'tenInchScreenshots',
} as const;
export const SUPPLY_CHANGELOG_FILE = 'changelogs/default.txt';

/**
 * App Store screenshot sizes the kit writes, each one a size deliver tells apart by its pixels
 * (`AppScreenshot.devices` in https://github.com/fastlane/fastlane/blob/master/deliver/lib/deliver/app_screenshot.rb)
 * and App Store Connect accepts (STORE_RULE_SOURCES.appStoreScreenshots). A capture already at one
 * of a slot's `accepted` sizes is written at its own size (no upscale, no resampling); any other
 * capture is resized to the slot's width and height.
 */
export const KIT_APP_STORE_SCREENSHOTS = {
  iphone69: { width: 1320, height: 2868, label: 'iPhone 6.9-inch', accepted: APP_STORE_REQUIRED_SCREENSHOTS.iphone69.sizes },
  iphone65: {
    width: 1242,
    height: 2688,
    label: 'iPhone 6.5-inch',
    accepted: [
      { width: 1242, height: 2688 },
      { width: 1284, height: 2778 },
    ],
  },
  ipad13: {
    width: 2064,
    height: 2752,
    label: 'iPad 13-inch',
    accepted: APP_STORE_REQUIRED_SCREENSHOTS.ipad13.sizes,
    // deliver files both iPad sizes under the 12.9" (2nd generation) display type unless the file's
    // name holds this mark; with it they go to the 13" slot (`resolve_ipadpro_conflict_if_needed`).
    fileNameMark: 'IPAD_PRO_3GEN_129',
  },
} as const satisfies Record<string, PixelSize & { label: string; accepted: readonly PixelSize[]; fileNameMark?: string }>;

/** Play screenshot sizes the kit writes per device type (all pass fitsPlayScreenshotRules). */
export const KIT_PLAY_SCREENSHOTS = {
  phone: { width: 1080, height: 1920 },
  sevenInch: { width: 1200, height: 1920 },
  tenInch: { width: 1600, height: 2560 },
} as const;

/** Where the two stores name the same language differently (the rest match by tag or by language). */
const SAME_LANGUAGE: Readonly<Record<string, { appStore: AppStoreLocale; play: PlayLocale }>> = {
  'zh-Hans': { appStore: 'zh-Hans', play: 'zh-CN' },
  'zh-CN': { appStore: 'zh-Hans', play: 'zh-CN' },
  'zh-Hant': { appStore: 'zh-Hant', play: 'zh-TW' },
  'zh-TW': { appStore: 'zh-Hant', play: 'zh-TW' },
  'zh-HK': { appStore: 'zh-Hant', play: 'zh-HK' },
  he: { appStore: 'he', play: 'iw-IL' },
  'he-IL': { appStore: 'he', play: 'iw-IL' },
  'iw-IL': { appStore: 'he', play: 'iw-IL' },
  no: { appStore: 'no', play: 'no-NO' },
  nb: { appStore: 'no', play: 'no-NO' },
  'nb-NO': { appStore: 'no', play: 'no-NO' },
};

function closest<L extends string>(tag: string, locales: readonly L[]): L | undefined {
  const lower = tag.toLowerCase();
  const exact = locales.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split('-')[0];
  return (
    locales.find((locale) => locale.toLowerCase() === language) ??
    locales.find((locale) => locale.toLowerCase().split('-')[0] === language)
  );
}

/** Each store's code for a BCP-47 tag (en-US, ja, zh-Hans…), or undefined where that store lists no such language. */
export function storeLocalesFor(tag: string): { appStore?: AppStoreLocale; play?: PlayLocale } {
  return SAME_LANGUAGE[tag] ?? { appStore: closest(tag, APP_STORE_LOCALES), play: closest(tag, PLAY_LOCALES) };
}

export const isKnownStoreLocale = (tag: string): boolean => {
  const { appStore, play } = storeLocalesFor(tag);
  return appStore !== undefined || play !== undefined;
};
