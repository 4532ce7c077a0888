/** Small wording helpers shared by the section builders. */

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** ["a", "b", "c"] → "a, b and c". */
export const joinWithAnd = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** Ends a sentence after user text without doubling its own full stop ("Acme Ltd." stays "Acme Ltd."). */
export const withFullStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
