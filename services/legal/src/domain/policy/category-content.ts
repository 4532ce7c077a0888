import type { DataCollectedChoice } from '@aiapp/contracts';
import { useOf, type PolicyContext } from './context';
import { SERVICE_KINDS, type PurposeKind } from './purpose';
import { capitalised, joinWithAnd, withFullStop } from './text';

/**
 * What the policy says for each data category the visitor can tick: the words of section 2 and the
 * California disclosure table. Nothing here is shown for a category that was not ticked.
 *
 * The wording states only what ticking the box tells us. Default purposes are neutral (they name
 * no feature the app may not have, such as profiles, posts or "people you know"), and nothing here
 * asserts a negative about the app ("we do not keep a history of…") that the visitor never
 * confirmed. The stock fields describe the usual use of the category and are shown only when the
 * visitor gave no purpose; once they give one (`describeCategory`), the policy uses their purpose
 * and, for everything else, only `anyUse`: wording true of every use of the category. No field
 * states a retention period: a period appears only when the visitor gave one or a law their
 * answers trigger sets one (purchase records and tax law, `TAX_RETENTION`).
 */
export interface CategoryContent {
  heading: string;
  /** One line for the overview list. */
  summary: string;
  collected: string;
  purposes: string[];
  legalBasis: string;
  /** How long, without a period of our own invention: criteria (GDPR Art. 13(2)(a) allows them). */
  retention: string;
  sharedWith: string;
  /** Where it comes from, for the California disclosure. */
  source: string;
  /** The category as the CCPA names it (Cal. Civ. Code § 1798.140(v)). */
  ccpaCategory: string;
  /** Set when the data sits behind a device permission the user can turn off, e.g. "location". */
  permission?: string;
  /** What is true of every use of the category, shown in place of the stock wording once the visitor gives a purpose. */
  anyUse: {
    summary: string;
    /** "{purpose}" stands for the visitor's purpose phrase ("to read transactions …"). */
    collected: string;
    /** Only for categories whose legal basis is the same whatever the use (a permission: consent). */
    legalBasis?: string;
    source: string;
  };
}

/** No period: "as long as needed for the purposes", the criterion GDPR Art. 13(2)(a) accepts in place of one. */
const AS_LONG_AS_NEEDED =
  'Only as long as we need it for the purposes described here, unless the law requires us to keep it longer; then we delete it or anonymise it.';

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
    retention: AS_LONG_AS_NEEDED,
    sharedWith: 'Our hosting, e-mail delivery and customer-support providers, who process it only on our instructions.',
    source: 'You',
    ccpaCategory: 'Identifiers',
    anyUse: {
      summary: 'your name and e-mail address, when you give them to us',
      collected: 'Your name and e-mail address, when you enter them in the App.',
      source: 'You',
    },
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
    retention: AS_LONG_AS_NEEDED,
    sharedWith: 'Our hosting and crash-reporting providers, who process it only on our instructions.',
    source: 'Your device, automatically',
    ccpaCategory: 'Identifiers; internet or other electronic network activity information',
    anyUse: {
      summary: 'technical information about your device',
      collected:
        'Technical information about your device that the App needs {purpose}, such as its model, operating system version, or an identifier for the device or the App installation.',
      source: 'Your device, automatically',
    },
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
    retention: AS_LONG_AS_NEEDED,
    sharedWith: 'Our analytics provider, which processes it only on our instructions and may not use it for its own purposes.',
    source: 'The App, automatically',
    ccpaCategory: 'Internet or other electronic network activity information',
    anyUse: {
      summary: 'information about how you use the App',
      collected:
        'Which screens you view, which features you use and which buttons you tap, how long and how often you use the App, and the date and time of these actions.',
      source: 'The App, automatically',
    },
  },
  'Location Data': {
    heading: 'Location data',
    summary: "your device's location, only if you allow it",
    collected:
      "Your device's precise location (from GPS, Wi-Fi and mobile networks) or its approximate location, depending on what you allow, and only after you grant the App permission on your device.",
    purposes: ['to provide the features of the App that use your location'],
    legalBasis:
      'Your consent, which you give in the device permission prompt and can withdraw at any time in your device settings (GDPR Art. 6(1)(a)).',
    retention: AS_LONG_AS_NEEDED,
    sharedWith:
      'Our hosting provider and the map or location-service providers that return results for your location, acting on our behalf.',
    source: 'Your device, with your permission',
    ccpaCategory: 'Geolocation data (precise geolocation is sensitive personal information)',
    permission: 'location',
    anyUse: {
      summary: "your device's location, only if you allow it",
      collected:
        "Your device's precise location (from GPS, Wi-Fi and mobile networks) or its approximate location, depending on what you allow, and only after you grant the App permission on your device.",
      legalBasis:
        'Your consent, which you give in the device permission prompt and can withdraw at any time in your device settings (GDPR Art. 6(1)(a)).',
      source: 'Your device, with your permission',
    },
  },
  'Camera/Photos': {
    heading: 'Camera, photos and videos',
    summary: 'photos and videos you take or choose in the App, only if you allow camera or photo access',
    collected:
      'Photos and videos you take with the camera or pick from your photo library in the App, and the details stored with them, such as the date they were taken. The App only accesses your camera and photos after you grant permission, and only the items you choose.',
    purposes: ['to provide the features of the App that use the photos and videos you choose'],
    legalBasis:
      'Your consent, given in the device permission prompt (GDPR Art. 6(1)(a)), and performance of our contract with you when you ask us to store or show a picture in the App (Art. 6(1)(b)).',
    retention: AS_LONG_AS_NEEDED,
    sharedWith: 'Our hosting and cloud-storage providers, who store them only on our instructions.',
    source: 'You, with your permission',
    ccpaCategory: 'Audio, electronic, visual, thermal, olfactory, or similar information',
    permission: 'camera and photos',
    anyUse: {
      summary: 'photos and videos you take or choose in the App, only if you allow camera or photo access',
      collected:
        'Photos and videos you take with the camera or pick from your photo library in the App, and the details stored with them, such as the date they were taken. The App only accesses your camera and photos after you grant permission.',
      legalBasis:
        'Your consent, given in the device permission prompt, which you can withdraw at any time in your device settings (GDPR Art. 6(1)(a)).',
      source: 'You, with your permission',
    },
  },
  Contacts: {
    heading: 'Your contacts',
    summary: "names and contact details from your device's address book, only if you allow it",
    collected:
      "Names, phone numbers and e-mail addresses from your device's address book, only after you grant the App permission on your device.",
    purposes: ['to provide the features of the App that use your contacts, when you use them'],
    legalBasis:
      'Your consent, given in the device permission prompt (GDPR Art. 6(1)(a)); for the people in your address book, our legitimate interest in providing the feature you asked for, limited to what it needs (Art. 6(1)(f)).',
    retention: AS_LONG_AS_NEEDED,
    sharedWith: 'Our hosting provider, which stores them only on our instructions.',
    source: "Your device's address book, with your permission",
    ccpaCategory: 'Identifiers (of the people in your address book)',
    permission: 'contacts',
    anyUse: {
      summary: "names and contact details from your device's address book, only if you allow it",
      collected:
        "Names, phone numbers and e-mail addresses from your device's address book, only after you grant the App permission on your device.",
      legalBasis:
        'Your consent, given in the device permission prompt (GDPR Art. 6(1)(a)); for the people in your address book, our legitimate interest in providing the feature you asked for, limited to what it needs (Art. 6(1)(f)).',
      source: "Your device's address book, with your permission",
    },
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
    retention: AS_LONG_AS_NEEDED,
    sharedWith:
      'Our payment processor, Apple or Google for in-app purchases, and our accountants and tax authorities where the law requires.',
    source: 'You and our payment processor',
    ccpaCategory: 'Commercial information; customer records (Cal. Civ. Code § 1798.80(e))',
    // Payment information used for anything but a sale of ours (a budget app reading bank transactions).
    anyUse: {
      summary: 'payment and financial information',
      collected: 'The payment or financial information the App needs {purpose}.',
      source: 'You, or a service you connect to the App',
    },
  },
  'Health & Fitness': {
    heading: 'Health and fitness information',
    summary: 'health and fitness information you record in the App or allow it to read',
    collected:
      'Information about your health or fitness that you enter in the App or that the App reads from your device, only after you allow it.',
    purposes: ['to provide the features of the App that use your health and fitness information'],
    legalBasis:
      'Your explicit consent (GDPR Art. 6(1)(a) and Art. 9(2)(a)), which you can withdraw at any time; this does not affect use made before you withdrew it.',
    retention: AS_LONG_AS_NEEDED,
    sharedWith: 'Our hosting provider, which stores it only on our instructions.',
    source: 'You, or your device with your permission',
    ccpaCategory: 'Sensitive personal information: health information (Cal. Civ. Code § 1798.140(ae))',
    anyUse: {
      summary: 'health and fitness information you record in the App or allow it to read',
      collected:
        'Information about your health or fitness that you enter in the App or that the App reads from your device, only after you allow it.',
      legalBasis:
        'Your explicit consent (GDPR Art. 6(1)(a) and Art. 9(2)(a)), which you can withdraw at any time; this does not affect use made before you withdrew it.',
      source: 'You, or your device with your permission',
    },
  },
};

/**
 * Records of sales: the one retention period the policy states without the visitor, because tax and
 * accounting law sets it. UK companies keep records 6 years
 * (https://www.gov.uk/running-a-limited-company/company-and-accounting-records); Germany up to 10
 * years (§ 147 Abgabenordnung, https://www.gesetze-im-internet.de/ao_1977/__147.html); the US IRS
 * generally 3 to 7 (https://www.irs.gov/businesses/small-businesses-self-employed/how-long-should-i-keep-records).
 * Triggered only by payment information for something the developer sells (`CategoryUse.sale`).
 */
const TAX_RETENTION =
  'Records of sales for as long as the tax and accounting laws that apply to us require (for example, 6 years in the UK and up to 10 years in Germany), and then deleted; anything else only as long as we need it for the purposes described here.';

const SALE_CONTENT = {
  /** A sale the visitor described in their own words: no processor, store or card digits named. */
  collected:
    'Records of your purchases (what you bought, the price, the date and transaction identifiers) and the details needed to take your payment.',
  sharedWith: 'The payment service or app store that takes your payment, and tax authorities where the law requires.',
  notSharedCollected:
    'Records of your purchases and subscriptions (what you bought, the price, the date and transaction identifiers).',
  notSharedWith: 'Nobody, except tax authorities where the law requires it.',
  notSharedSource: 'You',
  source: 'You and the payment service you pay through',
};

const PROVIDERS = 'Service providers that process it for us, only on our instructions.';
const NOBODY = 'Nobody: we do not share it with third parties.';
const ON_DEVICE_RETENTION = 'It stays on your device until you delete it or uninstall the App.';

/** Why we may use it without a permission prompt, built from the kinds of use the visitor's purpose names. */
function legalBasisFor(kinds: PurposeKind[]): string {
  const parts: string[] = [];
  if (kinds.some((kind) => SERVICE_KINDS.includes(kind) && kind !== 'security')) {
    parts.push('performance of our contract with you, to provide what you use the App for (GDPR Art. 6(1)(b))');
  }
  const interests = [
    kinds.includes('security') && 'keeping the App and its users secure',
    kinds.includes('analytics') && 'understanding and improving the App',
    kinds.includes('personalization') && 'tailoring the App to you',
  ].filter((item): item is string => Boolean(item));
  if (interests.length > 0) parts.push(`our legitimate interests in ${joinWithAnd(interests)} (Art. 6(1)(f))`);
  if (kinds.some((kind) => kind === 'advertising' || kind === 'marketing' || kind === 'analytics')) {
    parts.push(
      kinds.includes('advertising') || kinds.includes('marketing')
        ? 'your consent (Art. 6(1)(a)), which you can withdraw at any time'
        : 'your consent where the law requires it, as in the EEA and the UK (Art. 6(1)(a))',
    );
  }
  return withFullStop(capitalised(parts.join('; ').replace('(Art.', '(GDPR Art.')));
}

/** What the policy says about one selected category, given what the visitor told us about it. */
export interface CategoryDescription {
  heading: string;
  summary: string;
  collected: string;
  purposes: string[];
  /** Absent for data that stays on the device: we do not process it, so there is nothing to base. */
  legalBasis?: string;
  retention: string;
  sharedWith: string;
  source: string;
  ccpaCategory: string;
  permission?: string;
  onDevice: boolean;
}

export function describeCategory(ctx: Pick<PolicyContext, 'uses'>, choice: DataCollectedChoice): CategoryDescription {
  const content = CATEGORY_CONTENT[choice];
  const use = useOf(ctx, choice);
  const own = use.purpose;
  const sale = choice === 'Payment Information' && use.sale;
  const stock = !own && !(choice === 'Payment Information' && !sale);

  let { summary, collected, source } = stock ? content : content.anyUse;
  let heading = content.heading;
  if (sale && own) ({ collected, source } = SALE_CONTENT);
  if (sale && use.notShared) ({ notSharedCollected: collected, notSharedSource: source } = SALE_CONTENT);
  if (choice === 'Payment Information' && !sale) heading = 'Payment and financial information';
  if (own) summary = `${summary}, used ${own.phrase}`;
  // "{purpose}" in wording true of every use: the visitor's own phrase; for payments with no purpose, "for this".
  collected = collected.replace('{purpose}', own?.phrase ?? 'for this');

  const legalBasis = stock
    ? content.legalBasis
    : sale
      ? 'Performance of our contract with you (GDPR Art. 6(1)(b)); compliance with our legal obligations, such as tax law (Art. 6(1)(c)).'
      : (content.anyUse.legalBasis ?? legalBasisFor(own?.kinds ?? ['functionality']));

  const retention = use.onDevice
    ? ON_DEVICE_RETENTION
    : use.retention
      ? withFullStop(capitalised(use.retention))
      : sale
        ? TAX_RETENTION
        : AS_LONG_AS_NEEDED;

  const sharedWith = use.onDevice
    ? 'Nobody: it does not leave your device.'
    : use.notShared
      ? sale
        ? SALE_CONTENT.notSharedWith
        : NOBODY
      : stock
        ? content.sharedWith
        : sale
          ? SALE_CONTENT.sharedWith
          : PROVIDERS;

  return {
    heading,
    summary,
    collected,
    purposes: own ? [own.phrase] : content.purposes,
    ...(use.onDevice ? {} : { legalBasis }),
    retention,
    sharedWith,
    source,
    ccpaCategory:
      choice === 'Payment Information' && !sale
        ? 'Customer records, including financial information (Cal. Civ. Code § 1798.80(e))'
        : content.ccpaCategory,
    ...(content.permission ? { permission: content.permission } : {}),
    onDevice: use.onDevice,
  };
}
