import { brandsIn, isBrandKeyword, nameKey } from './guard';
import { singular } from '@aiapp/text';
import { negatedWords } from './language/grammar';

/**
 * Words that fill a listing but nobody searches for: "tap", "time", "day", "account", words
 * that say nothing on their own ("full", "small", "first") and verbs of any app ("showing").
 */
const FILLER = new Set(
  (
    'tap taps time times work day days account accounts way ways thing things lot lots today minute minutes second seconds ' +
    'min mins hr hrs sec secs moment moments everything anything something nothing people user users phone phones device devices screen screens feature features ' +
    'option options version update updates step steps place places world life team help support question questions hour hours ' +
    'week weeks month months year years start end part kind type click button experience use full small first create mode ' +
    'one two three four five six seven eight nine ten hundreds thousands ' +
    // What any app holds or takes, and words that rate or time it: no searcher types them alone
    // (set J's reader found "data", "file", "input", "source", "area", "max", "anytime", "fine" in keyword fields).
    'data file files input inputs source sources area areas max anytime fine ' +
    // Verbs any app does, in the forms a tagger reads as nouns ("showing", "covering"); an app
    // about running or playing keeps the word as its subject.
    'show showing cover covering play playing run running runs use using explain explaining finish finishing ' +
    'include including allow allowing make making get getting let letting keep keeping'
  ).split(' '),
);

/** Whether a single word is filler ("screen", "time", "nothing"). */
export const isFillerWord = (word: string): boolean => FILLER.has(word.toLowerCase());

/**
 * Decides which of a visitor's terms a listing may offer as search keywords: no filler, nothing
 * the text negates ("ads" for an app with "no ads", "streak pressure" from "no streak
 * pressure"), no other app's or platform's name (App Review 2.3.7).
 */
export function searchTermFilter(text: string): (term: string) => boolean {
  const negated = new Set([...negatedWords(text)].map(singular));
  // Brands that are also words ("Mint") count as brands where the text writes them as one.
  const brands = brandsIn(text);
  const named = new Set(brands.map(nameKey));
  // "Fit" left over from "Google Fit": a capitalised word that only appears as part of a name.
  const brandWords = new Set(brands.flatMap((brand) => brand.split(/\s+/)));
  return (term) => {
    if (term.split(/\s+/).every((word) => brandWords.has(word))) return false;
    const words = term.toLowerCase().split(/\s+/).filter(Boolean);
    // "OCR runs", "home screen": a phrase whose head is filler names nothing to search for ("eco mode" does).
    const head = words[words.length - 1] ?? '';
    if (words.length === 0 || (FILLER.has(head) && (words.length === 1 || head !== 'mode'))) return false;
    // A phrase is ruled out by its head noun: "Does not replace a hearing test" rules out "hearing
    // test" and "hearing", never "hearing aid"; "no pop-up ads" rules out "pop-up ad".
    if (negated.has(singular(words[words.length - 1] ?? ''))) return false;
    if (named.has(nameKey(term)) || isBrandKeyword(term)) return false;
    return !words.some((word) => isBrandKeyword(word));
  };
}
