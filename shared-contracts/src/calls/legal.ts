import { z } from 'zod';
import { requiredText } from '../fields';
import {
  APP_STORE_CATEGORIES,
  APP_STORE_DATA_TYPE_NAMES,
  APP_STORE_PURPOSES,
  PLAY_CATEGORIES,
  PLAY_DATA_TYPE_NAMES,
  PLAY_PURPOSES,
} from '@aiapp/store-facts';

export const DATA_COLLECTED_CHOICES = [
  'Personal Information (name, email)',
  'Device Information',
  'Usage Analytics',
  'Location Data',
  'Camera/Photos',
  'Contacts',
  'Payment Information',
  'Health & Fitness',
] as const;
export type DataCollectedChoice = (typeof DATA_COLLECTED_CHOICES)[number];

/**
 * Who the app is for. `children`: made for children under 13 (COPPA "directed to children", Apple
 * Kids category, Google Play Families); `mixed`: children among a wider audience; `general`: not
 * made for children. Absent: the visitor did not say, and the policy claims neither.
 */
export const POLICY_AUDIENCES = ['general', 'children', 'mixed'] as const;
export type PolicyAudience = (typeof POLICY_AUDIENCES)[number];

/** The visitor's own reason for collecting a category, in their words ("to show jobs near you"). */
export const DATA_PURPOSE_MAX_LENGTH = 200;
/** The visitor's own retention period for a category, in their words ("until you delete your account"). */
export const DATA_RETENTION_MAX_LENGTH = 160;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2000-2099), e.g. the visitor's local "today". */
const isoDate = z
  .string()
  .regex(ISO_DATE, 'Use the form YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '2000' && value < '2100';
  }, 'Must be a real date between 2000 and 2099');

export const PrivacyPolicyRequest = z.object({
  app_name: requiredText(80),
  company_name: requiredText(120),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.union([z.literal(''), z.email('Please enter a valid e-mail address')]))
    .default(''),
  website: z
    .string()
    .trim()
    .max(500)
    .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Please enter a valid website URL' })]))
    .default(''),
  data_collected: z.array(z.enum(DATA_COLLECTED_CHOICES)).max(DATA_COLLECTED_CHOICES.length).default([]),
  /** Beyond the spec: who the app is for; the children's section says only what this answer supports. */
  audience: z.enum(POLICY_AUDIENCES).optional(),
  /**
   * Beyond the spec: why the app collects a selected category, in the visitor's words; it replaces the
   * neutral default purpose. A purpose for a category that is not selected is ignored.
   */
  data_purposes: z
    .partialRecord(
      z.enum(DATA_COLLECTED_CHOICES),
      z.string().trim().max(DATA_PURPOSE_MAX_LENGTH, `Must be at most ${DATA_PURPOSE_MAX_LENGTH} characters`),
    )
    .optional(),
  /**
   * Beyond the spec: how long the developer keeps a selected category, in the visitor's words. The
   * policy states a period only when the visitor gave one or a law their answers trigger sets one.
   */
  data_retention: z
    .partialRecord(
      z.enum(DATA_COLLECTED_CHOICES),
      z.string().trim().max(DATA_RETENTION_MAX_LENGTH, `Must be at most ${DATA_RETENTION_MAX_LENGTH} characters`),
    )
    .optional(),
  /**
   * Beyond the spec: selected categories the app uses only on the device and never sends off it
   * (to the developer or anyone else). They are described as staying on the device and, as both
   * stores define "collected", are not declared in the store answers.
   */
  data_on_device_only: z.array(z.enum(DATA_COLLECTED_CHOICES)).max(DATA_COLLECTED_CHOICES.length).optional(),
  /**
   * Beyond the spec: true when the visitor says no third party receives the data, not even a
   * service provider (hosting, analytics, crash reporting, payments). The policy then names none.
   */
  no_third_parties: z.boolean().optional(),
  /**
   * Beyond the spec: true when the visitor confirms the app (and every SDK in it) sells no personal
   * information, shares none for cross-context behavioural advertising and tracks nobody across
   * other companies' apps and websites. Only then does the policy say so; otherwise it claims neither way.
   */
  no_sale_or_tracking: z.boolean().optional(),
  /** Beyond the spec: the page where users ask for their data to be deleted (Play Data safety's PSL_DATA_DELETION_URL). */
  data_deletion_url: z
    .string()
    .trim()
    .max(500)
    .pipe(z.union([z.literal(''), z.url({ protocol: /^https$/, error: 'The deletion page must be a full https:// address' })]))
    .optional(),
  /** Beyond the spec: the policy's effective date; the server's UTC date when absent. */
  effective_date: isoDate.optional(),
});
export type PrivacyPolicyRequest = z.infer<typeof PrivacyPolicyRequest>;

/** 'if_applicable': declare it only in the situation the note describes. */
const declare = z.enum(['yes', 'if_applicable']);

export const AppStoreDataTypeAnswer = z.object({
  category: z.enum(APP_STORE_CATEGORIES),
  data_type: z.enum(APP_STORE_DATA_TYPE_NAMES),
  declare,
  linked_to_user: z.boolean(),
  used_for_tracking: z.boolean(),
  purposes: z.array(z.enum(APP_STORE_PURPOSES)).min(1),
  /** The selection this answer comes from. */
  source: z.enum(DATA_COLLECTED_CHOICES),
  note: z.string().optional(),
});
export type AppStoreDataTypeAnswer = z.infer<typeof AppStoreDataTypeAnswer>;

export const PlayDataTypeAnswer = z.object({
  category: z.enum(PLAY_CATEGORIES),
  data_type: z.enum(PLAY_DATA_TYPE_NAMES),
  declare,
  collected: z.boolean(),
  shared: z.boolean(),
  processed_ephemerally: z.boolean(),
  /** "Is this data required for your app, or can users choose whether it's collected?" */
  collection: z.enum(['required', 'optional']),
  purposes: z.array(z.enum(PLAY_PURPOSES)).min(1),
  source: z.enum(DATA_COLLECTED_CHOICES),
  note: z.string().optional(),
});
export type PlayDataTypeAnswer = z.infer<typeof PlayDataTypeAnswer>;

/** App Store Connect › App Privacy. */
export const AppStorePrivacyAnswers = z.object({
  /** "Do you or your third-party partners collect data from this app?" */
  collects_data: z.boolean(),
  data_types: z.array(AppStoreDataTypeAnswer),
});
export type AppStorePrivacyAnswers = z.infer<typeof AppStorePrivacyAnswers>;

/** Play Console › App content › Data safety. The two security questions are only asked when data is collected. */
export const PlayDataSafetyAnswers = z.object({
  /** "Does your app collect or share any of the required user data types?" */
  collects_or_shares_data: z.boolean(),
  /** "Is all of the user data collected by your app encrypted in transit?" */
  encrypted_in_transit: z.boolean().nullable(),
  /** "Do you provide a way for users to request that their data is deleted?" */
  deletion_request_supported: z.boolean().nullable(),
  data_types: z.array(PlayDataTypeAnswer),
});
export type PlayDataSafetyAnswers = z.infer<typeof PlayDataSafetyAnswers>;

export const PrivacyPolicyResponse = z.object({
  /** The policy as plain text (docs/product.md §3); the .txt download. */
  policy: z.string(),
  policy_markdown: z.string(),
  /** A standalone HTML page, ready to host at the privacy policy URL the stores ask for. */
  policy_html: z.string(),
  effective_date: isoDate,
  store_answers: z.object({ app_store: AppStorePrivacyAnswers, google_play: PlayDataSafetyAnswers }),
  /** The App Store answers as an Xcode privacy manifest (PrivacyInfo.xcprivacy, an XML property list). */
  privacy_manifest: z.string(),
  /** The Play answers in the Play Console's Data safety CSV import format (Export / Import to CSV). */
  play_data_safety_csv: z.string(),
  /** The App Store answers as a Markdown fill-in sheet, in App Store Connect's order (App Privacy has no import). */
  app_store_privacy_sheet: z.string(),
  /** What the developer must check so the policy and the store answers stay true for their app. */
  review_notes: z.array(z.string()),
});
export type PrivacyPolicyResponse = z.infer<typeof PrivacyPolicyResponse>;
