import { isStoreError } from './store-error';
import { normalizeText } from '@aiapp/text';

export interface AutocompleteSignal {
  /** Shortest probed prefix length at which the store suggested the keyword; null when it never did. */
  prefixLength: number | null;
  /** Its place in that suggestion list (0 = first). */
  place: number | null;
  /** Longer searches suggested for the whole keyword ("habit tracker" → "habit tracker widget"). */
  longerSearches: string[];
}

const LONGER_SEARCHES_MAX = 5;

/** The prefixes to try, longest first: the whole keyword, about half of it, its first three letters. */
export function probePrefixes(keyword: string): string[] {
  const lengths = [keyword.length, Math.ceil(keyword.length / 2), 3].filter(
    (length) => length <= keyword.length && (length >= 3 || length === keyword.length),
  );
  return [...new Set(lengths.map((length) => keyword.slice(0, length).trimEnd()))];
}

/**
 * Asks the store's autocomplete for shorter and shorter prefixes while it keeps suggesting the
 * keyword: a keyword suggested after 3 letters is searched far more than one suggested only in
 * full. Stops at the first miss, so an unpopular keyword costs one request.
 * Returns null when autocomplete could not be reached at all.
 */
export async function probeAutocomplete(
  keyword: string,
  suggest: (prefix: string) => Promise<string[]>,
): Promise<AutocompleteSignal | null> {
  const wanted = normalizeText(keyword);
  const signal: AutocompleteSignal = { prefixLength: null, place: null, longerSearches: [] };
  for (const [index, prefix] of probePrefixes(keyword).entries()) {
    let suggestions: string[];
    try {
      suggestions = await suggest(prefix);
    } catch (error) {
      if (index === 0 && isStoreError(error)) return null;
      if (isStoreError(error)) break;
      throw error;
    }
    const normalized = suggestions.map(normalizeText);
    if (index === 0) {
      signal.longerSearches = suggestions
        .filter((_, i) => normalized[i] !== wanted && normalized[i]?.startsWith(`${wanted} `))
        .slice(0, LONGER_SEARCHES_MAX);
    }
    const place = normalized.indexOf(wanted);
    if (place === -1) break;
    signal.prefixLength = prefix.length;
    signal.place = place;
  }
  return signal;
}
