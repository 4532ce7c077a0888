/**
 * Lower-cased, accents and punctuation removed, spaces collapsed: "Habitica: Gamified Task-Manager"
 * and "habitica gamified task manager" compare equal.
 */
export function normalizeText(text: string): string {
  return (
    text
      .normalize('NFKD')
      // Accents off Latin letters only: a Japanese voicing mark changes the word (ビ is not ヒ).
      .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
      .normalize('NFC')
      .toLocaleLowerCase('en')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

export function words(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized ? normalized.split(' ') : [];
}

const IRREGULAR_PLURALS: Record<string, string> = {
  people: 'person',
  children: 'child',
  men: 'man',
  women: 'woman',
  mice: 'mouse',
  feet: 'foot',
  teeth: 'tooth',
};
const UNCHANGED = new Set([
  'news',
  'series',
  'species',
  'fitness',
  'business',
  'wellness',
  'mindfulness',
  'analytics',
  'maps',
  'ios',
  'sms',
  'gps',
  'plus',
  'bus',
  'gas',
  'yes',
  'this',
  'its',
  'always',
  'less',
]);

/**
 * English plural folded to its singular ("habits" → "habit", "diaries" → "diary",
 * "boxes" → "box"), so a keyword and its plural count as one. Other words are returned as they are.
 */
export function singular(word: string): string {
  if (IRREGULAR_PLURALS[word]) return IRREGULAR_PLURALS[word];
  if (word.length <= 3 || UNCHANGED.has(word) || /(ss|us|is|ness)$/.test(word)) return word;
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Words of a text with plurals folded: the form every keyword comparison uses. */
export function foldedWords(text: string): string[] {
  return words(text).map(singular);
}
