import { centralFirst, ownPhrase, ownShortLine } from '@aiapp/listing-copy';
import { plainLine } from '@aiapp/text';
import { STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import { tidy } from '../text/title-case';
import { fitsCharacters } from './fit';
import { BULLET, FOR_WHOM, isDisclaimer } from './listing-terms';

const SHORT_MAX = STORE_TEXT_LIMITS.playShortDescription.max;
const TITLE_MAX = STORE_TEXT_LIMITS.appStoreName.max;
const SUBTITLE_MAX = STORE_TEXT_LIMITS.appStoreSubtitle.max;
const TITLES = 3;
const SUBTITLES = 3;

/**
 * What a listing in another language says the app does: its lines without bullets, without the
 * line that says whom it is for and without the lines that say what it does without ("Ei
 * mainoksia", "Reklam yok"), most central first (`centralFirst`).
 */
export function ownFeatureLines(description: string, appName: string, category: string): string[] {
  const lines = description
    .split('\n')
    .map((line) => plainLine(line.replace(BULLET, '')))
    .filter((line) => line && !FOR_WHOM.test(line) && !isDisclaimer(line));
  return centralFirst(lines, [appName, category]);
}

/**
 * Google Play's short description for a listing in another language: its most central line,
 * whole, or lines joined in a list (`ownShortLine`); never an English frame
 * ("App with દૈનિક તિથિ … plus કોઈ જાહેરાત નહીં" is neither language).
 */
export function ownShortDescription(
  lines: readonly string[],
  brand: string,
  fits: (line: string) => boolean,
  min: number,
): string {
  const short = ownShortLine(lines, (line) => fitsCharacters(line, SHORT_MAX) && fits(line), min);
  return short || tidy(brand);
}

/**
 * The phrase a line opens with, before its punctuation sets a detail or an example apart: "Syksyn
 * sulkemislista" of "Syksyn sulkemislista: vedet pois putkista, …", whole, as typed; never words
 * cut out of a phrase, nor a detail ("Jääkaappi auki") that names no feature.
 */
const PHRASE_BREAK = /\s*[:;,()[\]+–—]\s*|\s+-\s+/u;

const headPhrases = (lines: readonly string[]): string[] => [
  ...new Set(
    lines
      .map((line) => ownPhrase((line.split(PHRASE_BREAK)[0] ?? '').trim()))
      .filter((phrase) => /\s/u.test(phrase) && !/\d/u.test(phrase)),
  ),
];

/**
 * Titles and subtitles for a listing in another language: "Name: phrase" and the phrases its
 * lines open with, the most central line's first, in the visitor's own casing (English Title Case on
 * "Varausvuorot Koko Suvulle" is neither language), within the store's 30 characters.
 */
export function ownTitleSet(brand: string, lines: readonly string[]): { titles: string[]; subtitles: string[] } {
  const phrases = headPhrases(lines);
  const titles = phrases
    .map((phrase) => `${brand}: ${phrase}`)
    .filter((title) => fitsCharacters(title, TITLE_MAX))
    .slice(0, TITLES);
  const inTitle = titles[0]?.slice(brand.length + 2);
  const subtitles = phrases.filter((phrase) => phrase !== inTitle && fitsCharacters(phrase, SUBTITLE_MAX)).slice(0, SUBTITLES);
  return { titles: [...titles, brand], subtitles };
}
