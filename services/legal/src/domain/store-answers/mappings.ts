import type {
  APP_STORE_DATA_TYPES,
  AppStoreCategory,
  AppStorePurpose,
  PLAY_DATA_TYPES,
  PlayCategory,
  PlayPurpose,
} from '@aiapp/store-facts';
import type { DataCollectedChoice } from '@aiapp/contracts';

/**
 * Which store data types each form category stands for, with the purposes the policy gives for
 * it (category-content.ts). Keep the two files in step: the answers must say what the policy says.
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
