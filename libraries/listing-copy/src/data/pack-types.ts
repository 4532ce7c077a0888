/**
 * One store category's copy knowledge. Every sentence is complete, names no number and no
 * claim the visitor could not stand behind, and uses `{app}` where the app's name goes.
 */
export interface CategoryPack {
  readonly id: string;
  /** How the stores call it, for people reading the data. */
  readonly label: string;
  /** Lower-case words or phrases in a free-text `app_category` that select this pack. */
  readonly matches: readonly string[];
  /** The kind of app, without article, for "… is a habit app": "fitness app", "word game". */
  readonly kind: string;
  /** Opening lines: the promise in one sentence. */
  readonly hooks: readonly string[];
  /** Benefit framings for the paragraph after the hook. */
  readonly promises: readonly string[];
  /** Who it suits, for the "who it is for" block (used with or without the visitor's audience). */
  readonly audiences: readonly string[];
  /** Calls to action, last line of a description. */
  readonly ctas: readonly string[];
  /** App Store subtitles and title benefits: short benefit phrases, at most 30 characters. */
  readonly subtitles: readonly string[];
  /** Real search terms people type for this category, lower-case, singular. */
  readonly searchTerms: readonly string[];
  /** Metaphor words for app names, capitalised. */
  readonly nameWords: readonly string[];
  /** Lower-case words that must never appear in this category's copy (tone rules). */
  readonly forbidden: readonly string[];
}
