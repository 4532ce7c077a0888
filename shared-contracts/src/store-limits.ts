/**
 * Store metadata limits (facts with first-party sources in docs/aso-optimizer.md).
 * `unit: 'bytes'` means UTF-8 bytes, as App Store Connect counts the keyword field.
 */
export interface TextLimit {
  readonly max: number;
  readonly unit: 'characters' | 'bytes';
}

export const STORE_TEXT_LIMITS = {
  appStoreName: { max: 30, unit: 'characters' },
  appStoreSubtitle: { max: 30, unit: 'characters' },
  appStoreKeywords: { max: 100, unit: 'bytes' },
  appStorePromotionalText: { max: 170, unit: 'characters' },
  appStoreDescription: { max: 4000, unit: 'characters' },
  playTitle: { max: 30, unit: 'characters' },
  playShortDescription: { max: 80, unit: 'characters' },
  playFullDescription: { max: 4000, unit: 'characters' },
} as const satisfies Record<string, TextLimit>;

export type StoreTextField = keyof typeof STORE_TEXT_LIMITS;

/**
 * Characters counted as UTF-16 code units of the NFC form: an emoji counts 2. The consoles do
 * not document how they count; this is the largest of the usual measures (graphemes, code
 * points, UTF-16 units), so a text that fits here also fits there.
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
