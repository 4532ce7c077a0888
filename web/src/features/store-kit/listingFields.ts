import type { StoreTextField } from '@aiapp/store-facts';
import type { AppStoreTexts, PlayTexts } from '../../lib/app-profile/profileDraft';

interface FieldBase {
  /** Whose limit and rules apply (@aiapp/store-facts). */
  readonly limit: StoreTextField;
  readonly label: string;
  /** Lines shown: long texts get a text area. */
  readonly rows?: number;
  /** The store publishes without it. */
  readonly optional?: true;
}

/** A field of one locale's texts, named as fastlane's files are (deliver and supply). */
export type ListingFieldEntry =
  | (FieldBase & { readonly store: 'app_store'; readonly key: keyof AppStoreTexts })
  | (FieldBase & { readonly store: 'play'; readonly key: keyof PlayTexts });

export const STORE_NAMES = { app_store: 'App Store', play: 'Google Play' } as const;

/** Every store field the listing editor shows, in the consoles' order. */
export const APP_STORE_FIELDS: readonly ListingFieldEntry[] = [
  { store: 'app_store', key: 'name', limit: 'appStoreName', label: 'Name' },
  { store: 'app_store', key: 'subtitle', limit: 'appStoreSubtitle', label: 'Subtitle', optional: true },
  { store: 'app_store', key: 'keywords', limit: 'appStoreKeywords', label: 'Keywords', optional: true },
  {
    store: 'app_store',
    key: 'promotional_text',
    limit: 'appStorePromotionalText',
    label: 'Promotional text',
    rows: 3,
    optional: true,
  },
  { store: 'app_store', key: 'description', limit: 'appStoreDescription', label: 'Description', rows: 8 },
  { store: 'app_store', key: 'release_notes', limit: 'appStoreReleaseNotes', label: "What's New", rows: 3, optional: true },
];

export const PLAY_FIELDS: readonly ListingFieldEntry[] = [
  { store: 'play', key: 'title', limit: 'playTitle', label: 'App name' },
  { store: 'play', key: 'short_description', limit: 'playShortDescription', label: 'Short description', rows: 2 },
  { store: 'play', key: 'full_description', limit: 'playFullDescription', label: 'Full description', rows: 8 },
  { store: 'play', key: 'release_notes', limit: 'playReleaseNotes', label: 'Release notes', rows: 3, optional: true },
];

export const LISTING_FIELDS: readonly ListingFieldEntry[] = [...APP_STORE_FIELDS, ...PLAY_FIELDS];
