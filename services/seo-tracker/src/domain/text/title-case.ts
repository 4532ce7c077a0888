const MINOR_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with', 'vs']);

/** "habit tracker for adhd" → "Habit Tracker for ADHD"-style casing; words with inner capitals are kept. */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) => {
      if (/\p{Lu}/u.test(word.slice(1))) return word;
      if (index > 0 && MINOR_WORDS.has(word)) return word;
      return word.charAt(0).toLocaleUpperCase('en') + word.slice(1);
    })
    .join(' ');
}

/** Collapses runs of spaces and trims: what a store field should hold. */
export function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** "a, b and c". */
export function joinWithAnd(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
