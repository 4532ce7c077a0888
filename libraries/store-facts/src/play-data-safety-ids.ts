import type { PlayCategory, PlayDataType, PlayPurpose } from './store-privacy';

/**
 * The machine-readable ids of the Play Console's Data safety CSV (Play Console › App content › Data
 * safety › Export to CSV / Import from CSV, https://support.google.com/googleplay/android-developer/answer/10787469;
 * the Play Developer API's applications.dataSafety takes the same CSV,
 * https://developers.google.com/android-publisher/api-ref/rest/v3/applications/dataSafety).
 * Ids as in the Console's exported template, as public generators reproduce it, e.g.
 * https://github.com/owenbean400/fastlane-plugin-google_data_safety (helper/prompt_create_data_safety_csv_helper.rb).
 */
export const PLAY_DATA_SAFETY_CSV_HEADER =
  'Question ID (machine readable),Response ID (machine readable),Response value,Answer requirement,Human-friendly question label';

/** Question ids of the form's top-level questions. */
export const PLAY_DATA_SAFETY_QUESTIONS = {
  collectsData: 'PSL_DATA_COLLECTION_COLLECTS_PERSONAL_DATA',
  encryptedInTransit: 'PSL_DATA_COLLECTION_ENCRYPTED_IN_TRANSIT',
  deletionByUser: 'PSL_SUPPORT_DATA_DELETION_BY_USER',
  deletionUrl: 'PSL_DATA_DELETION_URL',
  /** Asked of apps whose target age group includes children: show the Families Policy commitment on the listing? */
  familiesCommitment: 'PSL_DATA_COLLECTION_COMPLIES_FAMILY_POLICY',
} as const;

/** The CSV's record separator: RFC 4180's CRLF (https://www.rfc-editor.org/rfc/rfc4180#section-2), as the Console's own export writes it. */
export const PLAY_DATA_SAFETY_CSV_LINE_END = '\r\n';

/** Responses of PSL_SUPPORT_DATA_DELETION_BY_USER. */
export const PLAY_DATA_DELETION_RESPONSES = { yes: 'DATA_DELETION_YES', no: 'DATA_DELETION_NO' } as const;

/** The question id of each data-type category (the row's Question ID; the type is its Response ID). */
export const PLAY_DATA_SAFETY_CATEGORY_IDS: Readonly<Record<PlayCategory, string>> = {
  Location: 'PSL_DATA_TYPES_LOCATION',
  'Personal info': 'PSL_DATA_TYPES_PERSONAL',
  'Financial info': 'PSL_DATA_TYPES_FINANCIAL',
  'Health and fitness': 'PSL_DATA_TYPES_HEALTH_AND_FITNESS',
  Messages: 'PSL_DATA_TYPES_EMAIL_AND_TEXT',
  'Photos and videos': 'PSL_DATA_TYPES_PHOTOS_AND_VIDEOS',
  'Audio files': 'PSL_DATA_TYPES_AUDIO',
  'Files and docs': 'PSL_DATA_TYPES_FILES_AND_DOCS',
  Calendar: 'PSL_DATA_TYPES_CALENDAR',
  Contacts: 'PSL_DATA_TYPES_CONTACTS',
  'App activity': 'PSL_DATA_TYPES_APP_ACTIVITY',
  'Web browsing': 'PSL_DATA_TYPES_SEARCH_AND_BROWSING',
  'App info and performance': 'PSL_DATA_TYPES_APP_PERFORMANCE',
  'Device or other IDs': 'PSL_DATA_TYPES_IDENTIFIERS',
};

export const PLAY_DATA_SAFETY_TYPE_IDS: Readonly<Record<PlayDataType, string>> = {
  'Approximate location': 'PSL_APPROX_LOCATION',
  'Precise location': 'PSL_PRECISE_LOCATION',
  Name: 'PSL_NAME',
  'Email address': 'PSL_EMAIL',
  'User IDs': 'PSL_USER_ACCOUNT',
  Address: 'PSL_ADDRESS',
  'Phone number': 'PSL_PHONE',
  'Race and ethnicity': 'PSL_RACE_ETHNICITY',
  'Political or religious beliefs': 'PSL_POLITICAL_RELIGIOUS',
  'Sexual orientation': 'PSL_SEXUAL_ORIENTATION_GENDER_IDENTITY',
  'Other info': 'PSL_OTHER_PERSONAL',
  'User payment info': 'PSL_CREDIT_DEBIT_BANK_ACCOUNT_NUMBER',
  'Purchase history': 'PSL_PURCHASE_HISTORY',
  'Credit score': 'PSL_CREDIT_SCORE',
  'Other financial info': 'PSL_OTHER',
  'Health info': 'PSL_HEALTH',
  'Fitness info': 'PSL_FITNESS',
  Emails: 'PSL_EMAILS',
  'SMS or MMS': 'PSL_SMS_CALL_LOG',
  'Other in-app messages': 'PSL_OTHER_MESSAGES',
  Photos: 'PSL_PHOTOS',
  Videos: 'PSL_VIDEOS',
  'Voice or sound recordings': 'PSL_AUDIO',
  'Music files': 'PSL_MUSIC',
  'Other audio files': 'PSL_OTHER_AUDIO',
  'Files and docs': 'PSL_FILES_AND_DOCS',
  'Calendar events': 'PSL_CALENDAR',
  Contacts: 'PSL_CONTACTS',
  'App interactions': 'PSL_USER_INTERACTION',
  'In-app search history': 'PSL_IN_APP_SEARCH_HISTORY',
  'Installed apps': 'PSL_APPS_ON_DEVICE',
  'Other user-generated content': 'PSL_USER_GENERATED_CONTENT',
  'Other actions': 'PSL_OTHER_APP_ACTIVITY',
  'Web browsing history': 'PSL_WEB_BROWSING_HISTORY',
  'Crash logs': 'PSL_CRASH_LOGS',
  Diagnostics: 'PSL_PERFORMANCE_DIAGNOSTICS',
  'Other app performance data': 'PSL_OTHER_PERFORMANCE',
  'Device or other IDs': 'PSL_DEVICE_ID',
};

export const PLAY_DATA_SAFETY_PURPOSE_IDS: Readonly<Record<PlayPurpose, string>> = {
  'App functionality': 'PSL_APP_FUNCTIONALITY',
  Analytics: 'PSL_ANALYTICS',
  'Developer communications': 'PSL_DEVELOPER_COMMUNICATIONS',
  'Advertising or marketing': 'PSL_ADVERTISING',
  'Fraud prevention, security, and compliance': 'PSL_FRAUD_PREVENTION_SECURITY',
  Personalization: 'PSL_PERSONALIZATION',
  'Account management': 'PSL_ACCOUNT_MANAGEMENT',
};

/** The per-type questions: `PSL_DATA_USAGE_RESPONSES:<type id>:<question>`. */
export const PLAY_DATA_USAGE_QUESTIONS = {
  collectionAndSharing: 'PSL_DATA_USAGE_COLLECTION_AND_SHARING',
  ephemeral: 'PSL_DATA_USAGE_EPHEMERAL',
  userControl: 'DATA_USAGE_USER_CONTROL',
  collectionPurpose: 'DATA_USAGE_COLLECTION_PURPOSE',
  sharingPurpose: 'DATA_USAGE_SHARING_PURPOSE',
} as const;

export const PLAY_DATA_USAGE_RESPONSES = {
  onlyCollected: 'PSL_DATA_USAGE_ONLY_COLLECTED',
  onlyShared: 'PSL_DATA_USAGE_ONLY_SHARED',
  userControlOptional: 'PSL_DATA_USAGE_USER_CONTROL_OPTIONAL',
  userControlRequired: 'PSL_DATA_USAGE_USER_CONTROL_REQUIRED',
} as const;
