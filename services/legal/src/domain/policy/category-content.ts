import type { DataCollectedChoice } from '@aiapp/contracts';

/**
 * What the policy says for each data category the visitor can tick: the words of section 2 and the
 * California disclosure table. Nothing here is shown for a category that was not ticked.
 * Retention periods are defaults the developer is told to check (see review notes).
 *
 * The wording states only what ticking the box tells us. Default purposes are neutral (they name
 * no feature the app may not have, such as profiles, posts or "people you know"), and nothing here
 * asserts a negative about the app ("we do not keep a history of…") that the visitor never
 * confirmed; the visitor's own purpose replaces the default one (`purposesFor`).
 */
export interface CategoryContent {
  heading: string;
  /** One line for the overview list. */
  summary: string;
  collected: string;
  purposes: string[];
  legalBasis: string;
  retention: string;
  sharedWith: string;
  /** Where it comes from, for the California disclosure. */
  source: string;
  /** The category as the CCPA names it (Cal. Civ. Code § 1798.140(v)). */
  ccpaCategory: string;
  /** Set when the data sits behind a device permission the user can turn off, e.g. "location". */
  permission?: string;
}

export const CATEGORY_CONTENT: Record<DataCollectedChoice, CategoryContent> = {
  'Personal Information (name, email)': {
    heading: 'Your name and e-mail address',
    summary: 'your name and e-mail address, when you give them to us',
    collected:
      'Your name and e-mail address, when you enter them in the App, for example to create an account, sign in or contact us.',
    purposes: [
      'to provide the features of the App that use them, such as an account or sign-in where the App offers one',
      'to answer your questions and support requests',
      'to send you messages about the App and this policy, such as notices of changes',
    ],
    legalBasis:
      'Performance of our contract with you, to provide your account and the App (GDPR Art. 6(1)(b)); our legitimate interests in answering your messages and keeping the App secure (Art. 6(1)(f)).',
    retention:
      'For as long as you keep your account. When you delete it or ask us to delete your information, we delete it within 30 days, unless the law requires us to keep part of it.',
    sharedWith: 'Our hosting, e-mail delivery and customer-support providers, who process it only on our instructions.',
    source: 'You',
    ccpaCategory: 'Identifiers',
  },
  'Device Information': {
    heading: 'Device information and diagnostics',
    summary: 'technical information about your device and about how the App performs on it',
    collected:
      'Your device model, operating system and version, language and region settings, the App version, a device or app-installation identifier, and crash reports and performance data (such as crash logs, launch time and memory use).',
    purposes: [
      'to make the App work correctly on your device',
      'to find and fix crashes and bugs and to measure performance',
      'to keep the App secure and prevent fraud and abuse',
    ],
    legalBasis: 'Our legitimate interests in providing an App that works, is reliable and is secure (GDPR Art. 6(1)(f)).',
    retention:
      'Up to 12 months from collection; after that we delete it or keep it only in aggregated form that can no longer be linked to you or your device.',
    sharedWith: 'Our hosting and crash-reporting providers, who process it only on our instructions.',
    source: 'Your device, automatically',
    ccpaCategory: 'Identifiers; internet or other electronic network activity information',
  },
  'Usage Analytics': {
    heading: 'How you use the App (analytics)',
    summary: 'information about how you use the App',
    collected:
      'Which screens you view, which features you use and which buttons you tap, how long and how often you use the App, and the date and time of these actions.',
    purposes: [
      'to understand how the App is used and which features matter to people',
      'to find and fix usability problems and decide what to improve',
    ],
    legalBasis:
      'Your consent where the law requires it, as in the EEA and the UK (GDPR Art. 6(1)(a)); elsewhere our legitimate interest in understanding and improving the App (Art. 6(1)(f)). You can withdraw your consent at any time; this does not affect use made before you withdrew it.',
    retention: 'Up to 14 months from collection; after that we delete it or keep only aggregated statistics.',
    sharedWith: 'Our analytics provider, which processes it only on our instructions and may not use it for its own purposes.',
    source: 'The App, automatically',
    ccpaCategory: 'Internet or other electronic network activity information',
  },
  'Location Data': {
    heading: 'Location data',
    summary: "your device's location, only if you allow it",
    collected:
      "Your device's precise location (from GPS, Wi-Fi and mobile networks) or its approximate location, depending on what you allow, and only after you grant the App permission on your device.",
    purposes: ['to provide the features of the App that use your location'],
    legalBasis:
      'Your consent, which you give in the device permission prompt and can withdraw at any time in your device settings (GDPR Art. 6(1)(a)).',
    retention:
      'Only as long as needed for the purposes described here, unless the law requires us to keep it longer; then we delete it or anonymise it.',
    sharedWith:
      'Our hosting provider and the map or location-service providers that return results for your location, acting on our behalf.',
    source: 'Your device, with your permission',
    ccpaCategory: 'Geolocation data (precise geolocation is sensitive personal information)',
    permission: 'location',
  },
  'Camera/Photos': {
    heading: 'Camera, photos and videos',
    summary: 'photos and videos you take or choose in the App, only if you allow camera or photo access',
    collected:
      'Photos and videos you take with the camera or pick from your photo library in the App, and the details stored with them, such as the date they were taken. The App only accesses your camera and photos after you grant permission, and only the items you choose.',
    purposes: ['to provide the features of the App that use the photos and videos you choose'],
    legalBasis:
      'Your consent, given in the device permission prompt (GDPR Art. 6(1)(a)), and performance of our contract with you when you ask us to store or show a picture in the App (Art. 6(1)(b)).',
    retention:
      'Photos and videos that reach us are kept until you delete them or ask us to; we then remove them from our servers within 30 days.',
    sharedWith: 'Our hosting and cloud-storage providers, who store them only on our instructions.',
    source: 'You, with your permission',
    ccpaCategory: 'Audio, electronic, visual, thermal, olfactory, or similar information',
    permission: 'camera and photos',
  },
  Contacts: {
    heading: 'Your contacts',
    summary: "names and contact details from your device's address book, only if you allow it",
    collected:
      "Names, phone numbers and e-mail addresses from your device's address book, only after you grant the App permission on your device.",
    purposes: ['to provide the features of the App that use your contacts, when you use them'],
    legalBasis:
      'Your consent, given in the device permission prompt (GDPR Art. 6(1)(a)); for the people in your address book, our legitimate interest in providing the feature you asked for, limited to what it needs (Art. 6(1)(f)).',
    retention:
      'Only as long as needed to provide the feature. We delete contact details we no longer need within 30 days, and all of them when you turn off access.',
    sharedWith: 'Our hosting provider, which stores them only on our instructions.',
    source: "Your device's address book, with your permission",
    ccpaCategory: 'Identifiers (of the people in your address book)',
    permission: 'contacts',
  },
  'Payment Information': {
    heading: 'Payment and purchase information',
    summary: 'records of your purchases and the details needed to process payments',
    collected:
      'Records of your purchases and subscriptions (what you bought, the price, the date and transaction identifiers) and, when you pay through our payment processor, billing details such as your name, billing address and the last four digits of your card. When you pay through Apple, Google or a payment processor, the full card number goes to them under their own privacy policies.',
    purposes: [
      'to process purchases and subscriptions and give you what you paid for',
      'to handle refunds and prevent payment fraud',
      'to keep the records that tax and accounting laws require',
    ],
    legalBasis:
      'Performance of our contract with you (GDPR Art. 6(1)(b)); compliance with our legal obligations, such as tax law (Art. 6(1)(c)); our legitimate interest in preventing fraud (Art. 6(1)(f)).',
    retention: 'For as long as tax and accounting laws require, typically 6 to 10 years after the transaction, and then deleted.',
    sharedWith:
      'Our payment processor, Apple or Google for in-app purchases, and our accountants and tax authorities where the law requires.',
    source: 'You and our payment processor',
    ccpaCategory: 'Commercial information; customer records (Cal. Civ. Code § 1798.80(e))',
  },
};

/** Why the policy says a category is used: the visitor's own purpose when they gave one, else the neutral default. */
export function purposesFor(choice: DataCollectedChoice, ownPurposes: Partial<Record<DataCollectedChoice, string>>): string[] {
  const own = ownPurposes[choice];
  return own ? [own.replace(/[.;]+$/, '')] : CATEGORY_CONTENT[choice].purposes;
}
