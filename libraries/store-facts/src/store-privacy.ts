/**
 * The privacy questionnaires of the two stores, with the names exactly as the consoles show them,
 * so an answer we give can be found word for word in App Store Connect and the Play Console.
 *
 * Apple: App Store Connect › App Privacy (developer.apple.com/app-store/app-privacy-details) and the
 * privacy-manifest keys of the same data types (NSPrivacyCollectedDataType…).
 * Google: Play Console › App content › Data safety (support.google.com/googleplay/android-developer/answer/10787469),
 * names as in the form's CSV export (en-US spelling).
 */

export const APP_STORE_DATA_TYPES = {
  'Contact Info': ['Name', 'Email Address', 'Phone Number', 'Physical Address', 'Other User Contact Info'],
  'Health & Fitness': ['Health', 'Fitness'],
  'Financial Info': ['Payment Info', 'Credit Info', 'Other Financial Info'],
  Location: ['Precise Location', 'Coarse Location'],
  'Sensitive Info': ['Sensitive Info'],
  Contacts: ['Contacts'],
  'User Content': [
    'Emails or Text Messages',
    'Photos or Videos',
    'Audio Data',
    'Gameplay Content',
    'Customer Support',
    'Other User Content',
  ],
  'Browsing History': ['Browsing History'],
  'Search History': ['Search History'],
  Identifiers: ['User ID', 'Device ID'],
  Purchases: ['Purchase History'],
  'Usage Data': ['Product Interaction', 'Advertising Data', 'Other Usage Data'],
  Diagnostics: ['Crash Data', 'Performance Data', 'Other Diagnostic Data'],
  Surroundings: ['Environment Scanning'],
  Body: ['Hands', 'Head'],
  'Other Data': ['Other Data Types'],
} as const;

export type AppStoreCategory = keyof typeof APP_STORE_DATA_TYPES;
export type AppStoreDataType = (typeof APP_STORE_DATA_TYPES)[AppStoreCategory][number];
export const APP_STORE_CATEGORIES = Object.keys(APP_STORE_DATA_TYPES) as [AppStoreCategory, ...AppStoreCategory[]];
export const APP_STORE_DATA_TYPE_NAMES = Object.values(APP_STORE_DATA_TYPES).flat() as [AppStoreDataType, ...AppStoreDataType[]];

export const APP_STORE_PURPOSES = [
  'Third-Party Advertising',
  "Developer's Advertising or Marketing",
  'Analytics',
  'Product Personalization',
  'App Functionality',
  'Other Purposes',
] as const;
export type AppStorePurpose = (typeof APP_STORE_PURPOSES)[number];

export const PLAY_DATA_TYPES = {
  Location: ['Approximate location', 'Precise location'],
  'Personal info': [
    'Name',
    'Email address',
    'User IDs',
    'Address',
    'Phone number',
    'Race and ethnicity',
    'Political or religious beliefs',
    'Sexual orientation',
    'Other info',
  ],
  'Financial info': ['User payment info', 'Purchase history', 'Credit score', 'Other financial info'],
  'Health and fitness': ['Health info', 'Fitness info'],
  Messages: ['Emails', 'SMS or MMS', 'Other in-app messages'],
  'Photos and videos': ['Photos', 'Videos'],
  'Audio files': ['Voice or sound recordings', 'Music files', 'Other audio files'],
  'Files and docs': ['Files and docs'],
  Calendar: ['Calendar events'],
  Contacts: ['Contacts'],
  'App activity': [
    'App interactions',
    'In-app search history',
    'Installed apps',
    'Other user-generated content',
    'Other actions',
  ],
  'Web browsing': ['Web browsing history'],
  'App info and performance': ['Crash logs', 'Diagnostics', 'Other app performance data'],
  'Device or other IDs': ['Device or other IDs'],
} as const;

export type PlayCategory = keyof typeof PLAY_DATA_TYPES;
export type PlayDataType = (typeof PLAY_DATA_TYPES)[PlayCategory][number];
export const PLAY_CATEGORIES = Object.keys(PLAY_DATA_TYPES) as [PlayCategory, ...PlayCategory[]];
export const PLAY_DATA_TYPE_NAMES = [...new Set(Object.values(PLAY_DATA_TYPES).flat())] as [PlayDataType, ...PlayDataType[]];

export const PLAY_PURPOSES = [
  'App functionality',
  'Analytics',
  'Developer communications',
  'Advertising or marketing',
  'Fraud prevention, security, and compliance',
  'Personalization',
  'Account management',
] as const;
export type PlayPurpose = (typeof PLAY_PURPOSES)[number];

/** Where each store's own guidance lives; shown next to the answers and in the resources block. */
export const STORE_PRIVACY_LINKS = {
  appPrivacyDetails: 'https://developer.apple.com/app-store/app-privacy-details/',
  appReviewPrivacy: 'https://developer.apple.com/app-store/review/guidelines/#data-collection-and-storage',
  privacyManifest: 'https://developer.apple.com/documentation/bundleresources/privacy-manifest-files',
  playDataSafety: 'https://support.google.com/googleplay/android-developer/answer/10787469',
  playUserData: 'https://support.google.com/googleplay/android-developer/answer/10144311',
  playDeclareDataUse: 'https://developer.android.com/privacy-and-security/declare-data-use',
} as const;
