import type { StoreTextField } from '@aiapp/store-facts';
import type { ListingTexts } from '../../lib/app-profile/profileSchema';

export interface ListingFieldEntry {
  /** The key in a locale's listing texts, named as fastlane's files are. */
  readonly key: keyof ListingTexts;
  /** Whose limit and rules apply (@aiapp/store-facts). */
  readonly limit: StoreTextField;
  readonly label: string;
  /** Lines shown: long texts get a text area. */
  readonly rows?: number;
  /** The store publishes without it. */
  readonly optional?: true;
}

/** Every store field the listing editor shows, App Store first, in the consoles' order. */
export const APP_STORE_FIELDS: readonly ListingFieldEntry[] = [
  { key: 'name', limit: 'appStoreName', label: 'Name' },
  { key: 'subtitle', limit: 'appStoreSubtitle', label: 'Subtitle', optional: true },
  { key: 'keywords', limit: 'appStoreKeywords', label: 'Keywords', optional: true },
  { key: 'promotional_text', limit: 'appStorePromotionalText', label: 'Promotional text', rows: 3, optional: true },
  { key: 'description', limit: 'appStoreDescription', label: 'Description', rows: 8 },
  { key: 'release_notes', limit: 'appStoreReleaseNotes', label: "What's New in This Version", rows: 3, optional: true },
];

export const PLAY_FIELDS: readonly ListingFieldEntry[] = [
  { key: 'title', limit: 'playTitle', label: 'App name (title)' },
  { key: 'short_description', limit: 'playShortDescription', label: 'Short description', rows: 2 },
  { key: 'full_description', limit: 'playFullDescription', label: 'Full description', rows: 8 },
];

export const LISTING_FIELDS: readonly ListingFieldEntry[] = [...APP_STORE_FIELDS, ...PLAY_FIELDS];
