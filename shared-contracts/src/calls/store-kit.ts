import { z } from 'zod';
import {
  ANDROID_PACKAGE_PATTERN,
  APP_STORE_APP_CATEGORIES,
  APP_STORE_ID_PATTERN,
  APP_STORE_SCREENSHOT_RULES,
  APPLE_TEAM_ID_PATTERN,
  BUNDLE_ID_MAX_LENGTH,
  BUNDLE_ID_PATTERN,
  ICON_UPLOAD_MAX_BYTES,
  isKnownStoreLocale,
  measureText,
  SCREENSHOT_UPLOAD_MAX_BYTES,
  STORE_TEXT_LIMITS,
  type StoreTextField,
} from '@aiapp/store-facts';
import { EXAMPLE_PNG_DATA_URL, EXAMPLE_SCREENSHOT_DATA_URL } from '../example-request';
import { base64Data, optionalText, requiredText, textRows } from '../fields';
import { INVALID_IMAGE_FILES_MESSAGE } from '../messages';
import { hexColor } from './image';
import { PrivacyPolicyRequest } from './legal';
import { APP_TYPES } from './text-gen';

/**
 * The store kit (issue 29): one app profile in, one folder out that fastlane `deliver` and `supply`
 * upload as it is, with the icon sets, the privacy pack and the web files. The profile is the
 * record every tool page fills its form from (kept in the visitor's browser as app-profile.json).
 */

/** A store text field, bounded in the store's own unit (UTF-8 bytes for App Store keywords). */
function storeText(field: StoreTextField) {
  const { max, unit } = STORE_TEXT_LIMITS[field];
  const text = z.string().trim().default('');
  if (unit === 'characters') return text.pipe(z.string().max(max));
  return text.refine((value) => measureText(value, field) <= max, `Must be at most ${max} bytes`);
}

/** An optional https:// address within the App Store's URL limit; '' when not given. */
const storeUrl = z
  .string()
  .trim()
  .max(STORE_TEXT_LIMITS.appStoreUrl.max)
  .default('')
  .pipe(z.union([z.literal(''), z.url({ protocol: /^https$/, error: 'Must be a full https:// address' })]))
  .meta({ examples: ['https://example.com'] });

/** An optional identifier: '' when absent, else it must match `pattern`. */
function optionalId(pattern: RegExp, message: string, example: string, maxLength = 200) {
  return z
    .string()
    .trim()
    .max(maxLength)
    .default('')
    .refine((value) => value === '' || pattern.test(value), message)
    .meta({ examples: [example] });
}

const FINGERPRINT_MESSAGE = 'A SHA-256 certificate fingerprint is 32 bytes in hex, like 14:6D:E9:…:A5 (64 hex digits)';
const EXAMPLE_FINGERPRINT = Array.from({ length: 32 }, (_, i) => (i * 7 + 16).toString(16).toUpperCase().padStart(2, '0')).join(
  ':',
);

/** 32 hex bytes, with or without colons, in any case; written back as `AA:BB:…` as assetlinks.json wants. */
const sha256Fingerprint = z
  .string()
  .trim()
  .transform((value) => value.replace(/[:\s]/g, '').toUpperCase())
  .refine((hex) => /^[0-9A-F]{64}$/.test(hex), FINGERPRINT_MESSAGE)
  .transform((hex) => hex.match(/../g)!.join(':'))
  .meta({ examples: [EXAMPLE_FINGERPRINT] });

/** The store limit (STORE_TEXT_LIMITS) each of deliver's per-locale files is held to. */
export const APP_STORE_TEXT_FIELDS = {
  name: 'appStoreName',
  subtitle: 'appStoreSubtitle',
  keywords: 'appStoreKeywords',
  description: 'appStoreDescription',
  promotional_text: 'appStorePromotionalText',
  release_notes: 'appStoreReleaseNotes',
} as const satisfies Record<string, StoreTextField>;

/** The store limit each of supply's per-language files is held to. */
export const PLAY_TEXT_FIELDS = {
  title: 'playTitle',
  short_description: 'playShortDescription',
  full_description: 'playFullDescription',
  release_notes: 'playReleaseNotes',
} as const satisfies Record<string, StoreTextField>;

/** deliver's per-locale files (https://github.com/fastlane/fastlane/blob/master/deliver/lib/deliver/upload_metadata.rb). */
export const AppStoreListingTexts = z.object({
  name: storeText(APP_STORE_TEXT_FIELDS.name),
  subtitle: storeText(APP_STORE_TEXT_FIELDS.subtitle),
  keywords: storeText(APP_STORE_TEXT_FIELDS.keywords),
  description: storeText(APP_STORE_TEXT_FIELDS.description),
  promotional_text: storeText(APP_STORE_TEXT_FIELDS.promotional_text),
  release_notes: storeText(APP_STORE_TEXT_FIELDS.release_notes),
});
export type AppStoreListingTexts = z.infer<typeof AppStoreListingTexts>;

/** supply's per-language files (https://github.com/fastlane/fastlane/blob/master/supply/lib/supply.rb). */
export const PlayListingTexts = z.object({
  title: storeText(PLAY_TEXT_FIELDS.title),
  short_description: storeText(PLAY_TEXT_FIELDS.short_description),
  full_description: storeText(PLAY_TEXT_FIELDS.full_description),
  release_notes: storeText(PLAY_TEXT_FIELDS.release_notes),
});
export type PlayListingTexts = z.infer<typeof PlayListingTexts>;

export const STORE_KIT_MAX_LOCALES = 20;

/**
 * One locale's texts. `locale` is a BCP-47 tag (en-US, de-DE, ja, zh-Hans…); the kit writes it under
 * each store's own code for it (storeLocalesFor). A store whose texts are all blank gets no folder.
 */
export const ProfileLocale = z.object({
  locale: z
    .string()
    .trim()
    .refine(isKnownStoreLocale, 'Not a language App Store Connect or Google Play lists, e.g. en-US, de-DE, ja, zh-Hans')
    .meta({ examples: ['en-US'] }),
  app_store: AppStoreListingTexts.default(AppStoreListingTexts.parse({})),
  play: PlayListingTexts.default(PlayListingTexts.parse({})),
});
export type ProfileLocale = z.infer<typeof ProfileLocale>;

/** The privacy tool's own answers, under the same names (PrivacyPolicyRequest in calls/legal.ts). */
const privacyAnswers = PrivacyPolicyRequest.pick({
  data_collected: true,
  audience: true,
  data_purposes: true,
  data_retention: true,
  data_on_device_only: true,
  no_third_parties: true,
  no_sale_or_tracking: true,
  effective_date: true,
}).shape;

export const AppProfile = z.object({
  app_name: z.string().trim().min(1, 'The app profile needs the app’s name (app_name)').max(80),
  subtitle: optionalText(STORE_TEXT_LIMITS.appStoreSubtitle.max),
  /** The App Store primary category, as deliver's primary_category.txt holds it. */
  app_category: z.enum(APP_STORE_APP_CATEGORIES).default('UTILITIES'),
  secondary_category: z.union([z.literal(''), z.enum(APP_STORE_APP_CATEGORIES)]).default(''),
  app_type: z.enum(APP_TYPES).default('utility'),
  key_features: textRows({ maxRows: 15, maxLength: 200 }).default([]),
  target_audience: optionalText(200),
  unique_selling_points: textRows({ maxRows: 10, maxLength: 200 }).default([]),
  /** Primary first, then an accent: the feature graphic, the Open Graph image and the landing page use them. */
  brand_colors: z
    .array(hexColor)
    .max(2)
    .meta({ examples: [['#2563EB', '#F59E0B']] })
    .default([]),
  locales: z
    .array(ProfileLocale)
    .min(1, 'Add the texts of at least one locale')
    .max(STORE_KIT_MAX_LOCALES)
    .refine((locales) => new Set(locales.map((entry) => entry.locale)).size === locales.length, 'Each locale only once'),
  support_url: storeUrl,
  marketing_url: storeUrl,
  privacy_url: storeUrl,
  /** deliver's copyright.txt; "<year> <company_name>" when blank. */
  copyright: optionalText(STORE_TEXT_LIMITS.appStoreCopyright.max),
  company_name: requiredText(120),
  contact_email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.union([z.literal(''), z.email('Please enter a valid e-mail address')]))
    .default('')
    .meta({ examples: ['dev@example.com'] }),
  bundle_id: optionalId(
    BUNDLE_ID_PATTERN,
    'A bundle ID is letters, digits, hyphens and dots, like com.example.app (no spaces)',
    'com.example.app',
    BUNDLE_ID_MAX_LENGTH,
  ),
  team_id: optionalId(APPLE_TEAM_ID_PATTERN, 'A Team ID is 10 capital letters and digits, like A1B2C3D4E5', 'A1B2C3D4E5'),
  app_store_id: optionalId(APP_STORE_ID_PATTERN, 'The App Store ID is the number in your app’s App Store link', '6450000000'),
  package_name: optionalId(
    ANDROID_PACKAGE_PATTERN,
    'A package name is words of letters, digits and underscores joined by dots, like com.example.app',
    'com.example.app',
  ),
  /** The app signing key's fingerprints (Play Console › App integrity), for assetlinks.json. */
  sha256_cert_fingerprints: z
    .array(sha256Fingerprint)
    .max(10)
    .meta({ examples: [[EXAMPLE_FINGERPRINT]] })
    .default([]),
  /** Paths the app opens as universal links / App Links, like /invite/*; every path when empty. */
  app_link_paths: textRows({ maxRows: 10, maxLength: 200 })
    .pipe(z.array(z.string().startsWith('/', 'Each path starts with /, like /invite/*')))
    .meta({ examples: [['/invite/*']] })
    .default([]),
  /** Play Data safety: the page where users ask for their data to be deleted. */
  data_deletion_url: storeUrl,
  ...privacyAnswers,
});
export type AppProfile = z.infer<typeof AppProfile>;
export type AppProfileInput = z.input<typeof AppProfile>;

/** At most as many screenshots as one App Store slot holds per locale (APP_STORE_SCREENSHOT_RULES). */
export const STORE_KIT_MAX_SCREENSHOTS = APP_STORE_SCREENSHOT_RULES.perSlot.max;
const MIB = 1024 * 1024;
/** What the screenshots of one kit may weigh together, decoded; a heavier request is answered 413. */
export const STORE_KIT_SCREENSHOTS_MAX_BYTES = 40 * MIB;

export const StoreKitRequest = z.object({
  profile: AppProfile,
  icon: z.object({
    image_data: z
      .string()
      .min(1, 'An icon image is required')
      .describe(`The app icon (PNG, JPEG, WebP or HEIC) as a data URL, at most ${ICON_UPLOAD_MAX_BYTES / MIB} MB decoded`)
      .meta({ examples: [EXAMPLE_PNG_DATA_URL] }),
    image_name: z.string().trim().max(200).default(''),
  }),
  /** Phone captures and tablet captures together; a capture shaped like an iPad (long side under 1.6 × short) is a tablet one. */
  screenshots: z
    .array(
      z.object({
        data: z
          .string()
          .min(1, INVALID_IMAGE_FILES_MESSAGE)
          .describe(`A screenshot as a data URL, at most ${SCREENSHOT_UPLOAD_MAX_BYTES / MIB} MB decoded`)
          .meta({ examples: [EXAMPLE_SCREENSHOT_DATA_URL] }),
        name: z.string().trim().max(200).default(''),
      }),
    )
    .max(STORE_KIT_MAX_SCREENSHOTS, `At most ${STORE_KIT_MAX_SCREENSHOTS} screenshots (one App Store slot's worth)`)
    .default([]),
});
export type StoreKitRequest = z.input<typeof StoreKitRequest>;

/** One file of the kit checked against one store rule: green (pass) or red (fail). */
export const StoreKitCheck = z.object({
  /** The file inside the ZIP, or the profile field the rule is about. */
  path: z.string(),
  /** The rule in words, e.g. "1320×2868, no alpha" or "at most 30 characters". */
  rule: z.string(),
  status: z.enum(['pass', 'fail']),
  /** What was found, e.g. "1320×2868, opaque" or "34 characters". */
  found: z.string(),
});
export type StoreKitCheck = z.infer<typeof StoreKitCheck>;

export const StoreKitReport = z.object({
  /** True when every check passes. */
  passed: z.boolean(),
  checks: z.array(StoreKitCheck),
});
export type StoreKitReport = z.infer<typeof StoreKitReport>;

export const StoreKitResponse = z.object({
  zip_data: base64Data,
  zip_file_name: z.string(),
  /** Every file in the ZIP, in order. */
  files: z.array(z.object({ path: z.string(), bytes: z.number().int().nonnegative() })),
  /** Things to know before uploading (a store without texts, fewer screenshots than Play needs…). */
  warnings: z.array(z.string()),
  /** The same report is in the ZIP as validation-report.md and validation-report.json. */
  report: StoreKitReport,
});
export type StoreKitResponse = z.infer<typeof StoreKitResponse>;
