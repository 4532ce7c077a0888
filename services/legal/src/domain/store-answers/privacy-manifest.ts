import type { AppStoreDataType, AppStorePurpose } from '@aiapp/store-facts';
import type { AppStorePrivacyAnswers } from '@aiapp/contracts';

/** Apple's privacy-manifest value for each App Privacy data type (Bundle Resources › NSPrivacyCollectedDataType). */
const DATA_TYPE_KEYS: Record<AppStoreDataType, string> = {
  Name: 'Name',
  'Email Address': 'EmailAddress',
  'Phone Number': 'PhoneNumber',
  'Physical Address': 'PhysicalAddress',
  'Other User Contact Info': 'OtherUserContactInfo',
  Health: 'Health',
  Fitness: 'Fitness',
  'Payment Info': 'PaymentInfo',
  'Credit Info': 'CreditInfo',
  'Other Financial Info': 'OtherFinancialInfo',
  'Precise Location': 'PreciseLocation',
  'Coarse Location': 'CoarseLocation',
  'Sensitive Info': 'SensitiveInfo',
  Contacts: 'Contacts',
  'Emails or Text Messages': 'EmailsOrTextMessages',
  // Apple spells this one with a lower-case "or".
  'Photos or Videos': 'PhotosorVideos',
  'Audio Data': 'AudioData',
  'Gameplay Content': 'GameplayContent',
  'Customer Support': 'CustomerSupport',
  'Other User Content': 'OtherUserContent',
  'Browsing History': 'BrowsingHistory',
  'Search History': 'SearchHistory',
  'User ID': 'UserID',
  'Device ID': 'DeviceID',
  'Purchase History': 'PurchaseHistory',
  'Product Interaction': 'ProductInteraction',
  'Advertising Data': 'AdvertisingData',
  'Other Usage Data': 'OtherUsageData',
  'Crash Data': 'CrashData',
  'Performance Data': 'PerformanceData',
  'Other Diagnostic Data': 'OtherDiagnosticData',
  'Environment Scanning': 'EnvironmentScanning',
  Hands: 'Hands',
  Head: 'Head',
  'Other Data Types': 'OtherDataTypes',
};

const PURPOSE_KEYS: Record<AppStorePurpose, string> = {
  'Third-Party Advertising': 'ThirdPartyAdvertising',
  "Developer's Advertising or Marketing": 'DeveloperAdvertising',
  Analytics: 'Analytics',
  'Product Personalization': 'ProductPersonalization',
  'App Functionality': 'AppFunctionality',
  'Other Purposes': 'Other',
};

const dataTypeKey = (type: AppStoreDataType) => `NSPrivacyCollectedDataType${DATA_TYPE_KEYS[type]}`;
const purposeKey = (purpose: AppStorePurpose) => `NSPrivacyCollectedDataTypePurpose${PURPOSE_KEYS[purpose]}`;
const bool = (value: boolean) => (value ? '<true/>' : '<false/>');
/** XML comments may not contain "--". */
const comment = (text: string) => `<!-- ${text.replace(/-{2,}/g, '-')} -->`;

/**
 * The same answers as App Store Connect, as PrivacyInfo.xcprivacy. "If applicable" types are left
 * as comments, and required-reason APIs (NSPrivacyAccessedAPITypes) depend on the app's code, so a
 * comment says to add them. Only fixed strings go into the file: no user input.
 */
export function privacyManifest(answers: AppStorePrivacyAnswers): string {
  const declared = answers.data_types.filter((row) => row.declare === 'yes');
  const conditional = answers.data_types.filter((row) => row.declare === 'if_applicable');
  const entries = declared.map((row) =>
    [
      '\t\t<dict>',
      '\t\t\t<key>NSPrivacyCollectedDataType</key>',
      `\t\t\t<string>${dataTypeKey(row.data_type)}</string>`,
      '\t\t\t<key>NSPrivacyCollectedDataTypeLinked</key>',
      `\t\t\t${bool(row.linked_to_user)}`,
      '\t\t\t<key>NSPrivacyCollectedDataTypeTracking</key>',
      `\t\t\t${bool(row.used_for_tracking)}`,
      '\t\t\t<key>NSPrivacyCollectedDataTypePurposes</key>',
      '\t\t\t<array>',
      ...row.purposes.map((purpose) => `\t\t\t\t<string>${purposeKey(purpose)}</string>`),
      '\t\t\t</array>',
      '\t\t</dict>',
    ].join('\n'),
  );
  const reminders = conditional.map(
    (row) => `\t\t${comment(`Also add ${dataTypeKey(row.data_type)} here if this applies: ${row.note ?? ''}`)}`,
  );
  const collected =
    entries.length + reminders.length > 0 ? ['\t<array>', ...entries, ...reminders, '\t</array>'] : ['\t<array/>'];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
    '<dict>',
    '\t<key>NSPrivacyTracking</key>',
    '\t<false/>',
    '\t<key>NSPrivacyTrackingDomains</key>',
    '\t<array/>',
    '\t<key>NSPrivacyCollectedDataTypes</key>',
    ...collected,
    `\t${comment('Add NSPrivacyAccessedAPITypes for each required-reason API your app calls, e.g. UserDefaults with reason CA92.1.')}`,
    '</dict>',
    '</plist>',
    '',
  ].join('\n');
}
