import type { TARGET_PLATFORMS } from '@aiapp/contracts';

export type Store = (typeof TARGET_PLATFORMS)[number];

/** One app as a store's search results show it. Fields a store does not give are null. */
export interface StoreListing {
  /** App Store track id (digits) or Google Play package name. */
  id: string;
  title: string;
  /** The public store page. */
  url: string;
  developer: string;
  /** Mean star rating, 0–5. */
  rating: number | null;
  /** Number of ratings (the App Store gives it in search results; Google Play does not). */
  ratingCount: number | null;
  /** When the current version was released (App Store only). */
  updatedAt: string | null;
}

export interface StoreCallOptions {
  country: string;
  /** Epoch ms after which no new request may start: the tracker answers within its budget. */
  deadline: number;
}

/** A store's search and autocomplete, as the tracker needs them. Fails with StoreError. */
export interface StoreClient {
  readonly store: Store;
  readonly label: string;
  /** How many results a search reads: an app beyond this is "not ranked". */
  readonly depth: number;
  search(term: string, options: StoreCallOptions): Promise<StoreListing[]>;
  suggest(prefix: string, options: StoreCallOptions): Promise<string[]>;
}
