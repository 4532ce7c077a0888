/**
 * One store category's knowledge: which free-text categories select it, the kind of app it names,
 * its search terms, name words and tone rules. No stock sentences: a line chosen by the category
 * described other kinds of app filed under it (issue 28), so every sentence comes from the
 * visitor's own features, the feature lexicon or lines true of every app (universal-lines.ts).
 */
export interface CategoryPack {
  readonly id: string;
  /** How the stores call it, for people reading the data. */
  readonly label: string;
  /** Lower-case words or phrases in a free-text `app_category` that select this pack. */
  readonly matches: readonly string[];
  /** The kind of app, without article, for "… is a habit app": "fitness app", "word game". */
  readonly kind: string;
  /** Real search terms people type for this category, lower-case, singular. */
  readonly searchTerms: readonly string[];
  /** Metaphor words for app names, capitalised. */
  readonly nameWords: readonly string[];
  /** Lower-case words that must never appear in this category's copy (tone rules). */
  readonly forbidden: readonly string[];
}
