/**
 * Whether two words differ by at most one keystroke: a letter left out, added or changed, or two
 * neighbours swapped (the Damerau-Levenshtein distance is 0 or 1): "lense" and "lens",
 * "measurment" and "measurement", "form" and "from".
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let start = 0;
  while (start < short.length && short[start] === long[start]) start += 1;
  if (short.length === long.length) {
    const swapped = short[start] === long[start + 1] && short[start + 1] === long[start];
    const rest = swapped ? start + 2 : start + 1;
    return short.slice(rest) === long.slice(rest);
  }
  return short.slice(start) === long.slice(start + 1);
}
