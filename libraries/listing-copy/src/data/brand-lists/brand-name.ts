/**
 * One entry of the brand list. `common` marks names that are also ordinary English words
 * ("Notion", "Clear", "Bear"): they count only where written as the brand (see guard.ts).
 */
export interface BrandName {
  readonly name: string;
  readonly common?: true;
}

/** "Uber|Lyft|Bolt" → entries; the lists are written as one pipe-separated string per group. */
export const plain = (names: string): BrandName[] => names.split('|').map((name) => ({ name: name.trim() }));

/** Brands that are also ordinary words: exact names only, and capitalised mid-sentence in copy. */
export const common = (names: string): BrandName[] => names.split('|').map((name) => ({ name: name.trim(), common: true }));
