/**
 * Store metadata text limits and how each store counts them, from the first-party pages in
 * ./sources.ts (STORE_RULE_SOURCES; the table in docs/aso-optimizer.md names the page of each).
 * `unit: 'bytes'` means UTF-8 bytes, as App Store Connect counts the keyword field.
 */
export type StoreName = 'appStore' | 'play';

export interface TextLimit {
  readonly store: StoreName;
  readonly max: number;
  readonly unit: 'characters' | 'bytes';
}

export const STORE_TEXT_LIMITS = {
  appStoreName: { store: 'appStore', max: 30, unit: 'characters' },
  appStoreSubtitle: { store: 'appStore', max: 30, unit: 'characters' },
  appStoreKeywords: { store: 'appStore', max: 100, unit: 'bytes' },
  appStorePromotionalText: { store: 'appStore', max: 170, unit: 'characters' },
  appStoreDescription: { store: 'appStore', max: 4000, unit: 'characters' },
  /** "What's New in This Version" (fastlane deliver's release_notes). */
  appStoreReleaseNotes: { store: 'appStore', max: 4000, unit: 'characters' },
  /** Support, marketing and privacy policy URLs. */
  appStoreUrl: { store: 'appStore', max: 255, unit: 'characters' },
  /** The copyright line ("2026 Example Ltd"), at most as long as a URL in App Store Connect. */
  appStoreCopyright: { store: 'appStore', max: 255, unit: 'characters' },
  playTitle: { store: 'play', max: 30, unit: 'characters' },
  playShortDescription: { store: 'play', max: 80, unit: 'characters' },
  playFullDescription: { store: 'play', max: 4000, unit: 'characters' },
  /** "Release notes" per language, https://support.google.com/googleplay/android-developer/answer/9859348 */
  playReleaseNotes: { store: 'play', max: 500, unit: 'characters' },
} as const satisfies Record<string, TextLimit>;

export type StoreTextField = keyof typeof STORE_TEXT_LIMITS;

/**
 * Characters counted as UTF-16 code units of the NFC form: an emoji counts 2. Neither App Store
 * Connect nor the Play Console documents how it counts characters, so both stores use the largest
 * of the usual measures (graphemes, code points, UTF-16 units): a text that fits here fits there.
 */
export function characterCount(text: string): number {
  return text.normalize('NFC').length;
}

export function utf8ByteCount(text: string): number {
  return new TextEncoder().encode(text.normalize('NFC')).length;
}

export function measureText(text: string, field: StoreTextField): number {
  return STORE_TEXT_LIMITS[field].unit === 'bytes' ? utf8ByteCount(text) : characterCount(text);
}

export const fitsStoreField = (text: string, field: StoreTextField): boolean =>
  measureText(text, field) <= STORE_TEXT_LIMITS[field].max;
