import type {
  APP_STORE_DATA_TYPES,
  AppStoreCategory,
  AppStorePurpose,
  PLAY_DATA_TYPES,
  PlayCategory,
  PlayPurpose,
} from '@aiapp/store-facts';
import { APP_STORE_PURPOSES, PLAY_PURPOSES } from '@aiapp/store-facts';
import type { DataCollectedChoice } from '@aiapp/contracts';
import type { CategoryUse } from '../policy/context';
import type { PurposeKind } from '../policy/purpose';

/**
 * Which store data types each form category stands for, with the purposes the policy gives for
 * it by default (category-content.ts). Keep the two files in step: the answers must say what the
 * policy says. When the visitor gives their own purpose, `storeMappingsFor` puts the purposes it
 * names in place of these (and, for payment information that is not a sale, other data types).
 */

/** 'always': the data identifies the user by itself. 'with-identifiers': linked when the app also collects an account e-mail, a device ID or purchase records. */
export type Linkage = 'always' | 'with-identifiers';
type Declare = 'yes' | 'if_applicable';

export interface AppleMapping<C extends AppStoreCategory = AppStoreCategory> {
  category: C;
  dataType: (typeof APP_STORE_DATA_TYPES)[C][number];
  purposes: AppStorePurpose[];
  linkage: Linkage;
  declare: Declare;
  note?: string;
}

export interface PlayMapping<C extends PlayCategory = PlayCategory> {
  category: C;
  dataType: (typeof PLAY_DATA_TYPES)[C][number];
  purposes: PlayPurpose[];
  collection: 'required' | 'optional';
  declare: Declare;
  note?: string;
}

// The helpers tie each data type to its own category at compile time.
const apple = <C extends AppStoreCategory>(mapping: AppleMapping<C>): AppleMapping => mapping as AppleMapping;
const play = <C extends PlayCategory>(mapping: PlayMapping<C>): PlayMapping => mapping as PlayMapping;

const SIGN_IN_NOTE = "Choose 'Required' instead if people must sign in to use the app.";
const PERMISSION_NOTE =
  "Optional because people can refuse the permission; choose 'Required' if the app cannot be used without it.";

export const STORE_MAPPINGS: Record<DataCollectedChoice, { appStore: AppleMapping[]; googlePlay: PlayMapping[] }> = {
  'Personal Information (name, email)': {
    appStore: [
      apple({ category: 'Contact Info', dataType: 'Name', purposes: ['App Functionality'], linkage: 'always', declare: 'yes' }),
      apple({
        category: 'Contact Info',
        dataType: 'Email Address',
        purposes: ['App Functionality'],
        linkage: 'always',
        declare: 'yes',
      }),
    ],
    googlePlay: [
      play({
        category: 'Personal info',
        dataType: 'Name',
        purposes: ['App functionality', 'Account management'],
        collection: 'optional',
        declare: 'yes',
        note: SIGN_IN_NOTE,
      }),
      play({
        category: 'Personal info',
        dataType: 'Email address',
        purposes: ['App functionality', 'Account management', 'Developer communications'],
        collection: 'optional',
        declare: 'yes',
        note: SIGN_IN_NOTE,
      }),
    ],
  },
  'Device Information': {
    appStore: [
      apple({
        category: 'Identifiers',
        dataType: 'Device ID',
        purposes: ['App Functionality', 'Analytics'],
        linkage: 'always',
        declare: 'yes',
      }),
      apple({
        category: 'Diagnostics',
        dataType: 'Crash Data',
        purposes: ['App Functionality', 'Analytics'],
        linkage: 'always',
        declare: 'yes',
        note: 'Linked because crash reports carry the device ID; answer Not linked only if you strip identifiers before they leave the device.',
      }),
      apple({
        category: 'Diagnostics',
        dataType: 'Performance Data',
        purposes: ['App Functionality', 'Analytics'],
        linkage: 'always',
        declare: 'yes',
      }),
    ],
    googlePlay: [
      play({
        category: 'Device or other IDs',
        dataType: 'Device or other IDs',
        purposes: ['App functionality', 'Analytics', 'Fraud prevention, security, and compliance'],
        collection: 'required',
        declare: 'yes',
      }),
      play({
        category: 'App info and performance',
        dataType: 'Crash logs',
        purposes: ['App functionality', 'Analytics'],
        collection: 'required',
        declare: 'yes',
      }),
      play({
        category: 'App info and performance',
        dataType: 'Diagnostics',
        purposes: ['App functionality', 'Analytics'],
        collection: 'required',
        declare: 'yes',
      }),
    ],
  },
  'Usage Analytics': {
    appStore: [
      apple({
        category: 'Usage Data',
        dataType: 'Product Interaction',
        purposes: ['Analytics'],
        linkage: 'with-identifiers',
        declare: 'yes',
      }),
    ],
    googlePlay: [
      play({
        category: 'App activity',
        dataType: 'App interactions',
        purposes: ['Analytics'],
        collection: 'optional',
        declare: 'yes',
        note: "Optional because the policy asks for consent in the EEA and the UK, so the app must let people say no there; choose 'Required' only if no one can turn analytics off.",
      }),
    ],
  },
  'Location Data': {
    appStore: [
      apple({
        category: 'Location',
        dataType: 'Precise Location',
        purposes: ['App Functionality'],
        linkage: 'with-identifiers',
        declare: 'yes',
        note: 'Remove this one if the app only ever asks for approximate location.',
      }),
      apple({
        category: 'Location',
        dataType: 'Coarse Location',
        purposes: ['App Functionality'],
        linkage: 'with-identifiers',
        declare: 'yes',
      }),
    ],
    googlePlay: [
      play({
        category: 'Location',
        dataType: 'Approximate location',
        purposes: ['App functionality'],
        collection: 'optional',
        declare: 'yes',
        note: PERMISSION_NOTE,
      }),
      play({
        category: 'Location',
        dataType: 'Precise location',
        purposes: ['App functionality'],
        collection: 'optional',
        declare: 'yes',
        note: 'Remove this one if the app requests only ACCESS_COARSE_LOCATION.',
      }),
    ],
  },
  'Camera/Photos': {
    appStore: [
      apple({
        category: 'User Content',
        dataType: 'Photos or Videos',
        purposes: ['App Functionality'],
        linkage: 'with-identifiers',
        declare: 'yes',
        note: 'Declare it only for pictures that leave the device; pictures processed only on the device are not collected.',
      }),
    ],
    googlePlay: [
      play({
        category: 'Photos and videos',
        dataType: 'Photos',
        purposes: ['App functionality'],
        collection: 'optional',
        declare: 'yes',
        note: PERMISSION_NOTE,
      }),
      play({
        category: 'Photos and videos',
        dataType: 'Videos',
        purposes: ['App functionality'],
        collection: 'optional',
        declare: 'if_applicable',
        note: 'Only if the app records or uploads videos.',
      }),
    ],
  },
  Contacts: {
    appStore: [
      apple({
        category: 'Contacts',
        dataType: 'Contacts',
        purposes: ['App Functionality'],
        linkage: 'with-identifiers',
        declare: 'yes',
      }),
    ],
    googlePlay: [
      play({
        category: 'Contacts',
        dataType: 'Contacts',
        purposes: ['App functionality'],
        collection: 'optional',
        declare: 'yes',
        note: PERMISSION_NOTE,
      }),
    ],
  },
  'Health & Fitness': {
    appStore: [
      apple({
        category: 'Health & Fitness',
        dataType: 'Health',
        purposes: ['App Functionality'],
        linkage: 'with-identifiers',
        declare: 'if_applicable',
        note: 'Health and medical data, such as symptoms, medication, cycle or clinical data, or data from HealthKit. Declare it if the app collects any.',
      }),
      apple({
        category: 'Health & Fitness',
        dataType: 'Fitness',
        purposes: ['App Functionality'],
        linkage: 'with-identifiers',
        declare: 'if_applicable',
        note: 'Fitness and exercise data, such as steps, workouts or the Motion and Fitness API. Declare it if the app collects any.',
      }),
    ],
    googlePlay: [
      play({
        category: 'Health and fitness',
        dataType: 'Health info',
        purposes: ['App functionality'],
        collection: 'optional',
        declare: 'if_applicable',
        note: "Health information such as symptoms, medication or medical records. Choose 'Required' if the app cannot be used without it.",
      }),
      play({
        category: 'Health and fitness',
        dataType: 'Fitness info',
        purposes: ['App functionality'],
        collection: 'optional',
        declare: 'if_applicable',
        note: "Fitness information such as exercise or physical activity. Choose 'Required' if the app cannot be used without it.",
      }),
    ],
  },
  'Payment Information': {
    appStore: [
      apple({
        category: 'Purchases',
        dataType: 'Purchase History',
        purposes: ['App Functionality'],
        linkage: 'always',
        declare: 'yes',
      }),
      apple({
        category: 'Financial Info',
        dataType: 'Payment Info',
        purposes: ['App Functionality'],
        linkage: 'always',
        declare: 'if_applicable',
        note: "Only if your app or server receives payment details. Apple: when payments go through a payment service and you never have access to the details (In-App Purchase, Apple Pay, a processor's own form), they are not collected.",
      }),
    ],
    googlePlay: [
      play({
        category: 'Financial info',
        dataType: 'Purchase history',
        purposes: ['App functionality', 'Fraud prevention, security, and compliance'],
        collection: 'required',
        declare: 'yes',
      }),
      play({
        category: 'Financial info',
        dataType: 'User payment info',
        purposes: ['App functionality', 'Fraud prevention, security, and compliance'],
        collection: 'required',
        declare: 'if_applicable',
        note: 'Only if your app or server receives billing details such as a name, billing address or card digits.',
      }),
    ],
  },
};

/**
 * The store purposes a use names. Apple counts fraud prevention, security, sign-in and customer
 * support as App Functionality and a developer's own promotions as Developer's Advertising or
 * Marketing (https://developer.apple.com/app-store/app-privacy-details/#data-use); Google has its own
 * purposes for account management, developer communications and fraud prevention
 * (https://support.google.com/googleplay/android-developer/answer/10787469).
 */
const APPLE_PURPOSE: Record<PurposeKind, AppStorePurpose> = {
  functionality: 'App Functionality',
  analytics: 'Analytics',
  advertising: 'Third-Party Advertising',
  marketing: "Developer's Advertising or Marketing",
  personalization: 'Product Personalization',
  security: 'App Functionality',
  account: 'App Functionality',
  communications: 'App Functionality',
  purchases: 'App Functionality',
};
const PLAY_PURPOSE: Record<PurposeKind, PlayPurpose> = {
  functionality: 'App functionality',
  analytics: 'Analytics',
  advertising: 'Advertising or marketing',
  marketing: 'Advertising or marketing',
  personalization: 'Personalization',
  security: 'Fraud prevention, security, and compliance',
  account: 'Account management',
  communications: 'Developer communications',
  purchases: 'App functionality',
};

const inOrder = <T>(order: readonly T[], items: T[]) => order.filter((item) => items.includes(item));

/** Payment information that pays for nothing of ours (a budget app reading bank transactions): other financial data. */
const FINANCIAL: { appStore: AppleMapping[]; googlePlay: PlayMapping[] } = {
  appStore: [
    apple({
      category: 'Financial Info',
      dataType: 'Other Financial Info',
      purposes: ['App Functionality'],
      linkage: 'always',
      declare: 'yes',
    }),
    apple({
      category: 'Financial Info',
      dataType: 'Payment Info',
      purposes: ['App Functionality'],
      linkage: 'always',
      declare: 'if_applicable',
      note: 'Only if your app or server receives a card or bank account number.',
    }),
  ],
  googlePlay: [
    play({
      category: 'Financial info',
      dataType: 'Other financial info',
      purposes: ['App functionality'],
      collection: 'required',
      declare: 'yes',
      note: "Choose 'Optional' if people can use the app without giving it.",
    }),
    play({
      category: 'Financial info',
      dataType: 'User payment info',
      purposes: ['App functionality'],
      collection: 'required',
      declare: 'if_applicable',
      note: 'Only if your app or server receives a card or bank account number.',
    }),
  ],
};

// Device information collected for another reason (push notifications, licence checks) says nothing about crash reports.
const DIAGNOSTIC_TYPES = new Set<string>(['Crash Data', 'Performance Data', 'Crash logs', 'Diagnostics']);
const DIAGNOSTIC_WORDS = /\b(?:crash\w*|bugs?|diagnos\w*|performance|stabilit\w*|errors?)\b/i;
const DIAGNOSTIC_NOTE = 'Only if the app sends crash reports or performance data.';

/** The store data types and purposes for one category as the visitor described its use. */
export function storeMappingsFor(
  choice: DataCollectedChoice,
  use: Pick<CategoryUse, 'purpose' | 'sale'> | undefined,
): { appStore: AppleMapping[]; googlePlay: PlayMapping[] } {
  const stock = choice === 'Payment Information' && use && !use.sale ? FINANCIAL : STORE_MAPPINGS[choice];
  const own = use?.purpose;
  if (!own) return stock;
  const apple = inOrder(
    APP_STORE_PURPOSES,
    own.kinds.map((kind) => APPLE_PURPOSE[kind]),
  );
  const play = inOrder(
    PLAY_PURPOSES,
    own.kinds.map((kind) => PLAY_PURPOSE[kind]),
  );
  const diagnosticsOnlyIfApplicable = choice === 'Device Information' && !DIAGNOSTIC_WORDS.test(own.phrase);
  const adjust = <M extends AppleMapping | PlayMapping>(mapping: M, purposes: M['purposes']): M =>
    diagnosticsOnlyIfApplicable && DIAGNOSTIC_TYPES.has(mapping.dataType)
      ? { ...mapping, purposes, declare: 'if_applicable', note: DIAGNOSTIC_NOTE }
      : { ...mapping, purposes };
  return {
    appStore: stock.appStore.map((mapping) => adjust(mapping, apple)),
    googlePlay: stock.googlePlay.map((mapping) => adjust(mapping, play)),
  };
}
