import nlp from 'compromise';
import {
  canBeNoun,
  descriptionLead,
  featureCore,
  headNoun,
  isBrandName,
  isSideFeature,
  isVerbForm,
  isGameCategory,
  kindOfApp,
  mentionsSubject,
  PERSON_NOUN,
  readPhrase,
  titleProblems,
  wordHas,
  type AppSubject,
} from '@aiapp/listing-copy';
import { bannedTitleWordsIn, STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import { tidy, titleCase } from '../text/title-case';
import type { KeywordCandidate } from './extract-keywords';
import { fitsCharacters, shortenToWords } from './fit';
import { stemOf } from './keyword-field';
import { freshTerms } from './fresh-terms';
import { FOR_WHOM, searchWordFilter } from './listing-terms';
import { isPersonWord, isVerbWord, namedInListing, wordCentrality } from './word-centrality';
import { isSoundTerm, type ListingContext } from './sound-terms';
import { escapeRegExp, foldedWords, isEnglishWord, singular, STOP_WORDS, zipfFrequency } from '@aiapp/text';

const TITLE_MAX = Math.min(STORE_TEXT_LIMITS.appStoreName.max, STORE_TEXT_LIMITS.playTitle.max);
const SUBTITLE_MAX = STORE_TEXT_LIMITS.appStoreSubtitle.max;
const SUGGESTIONS = 5;

const EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{FE0F}\u{200D}]/gu;

/**
 * The brand as it can appear in a 30-character title: emoji and price or ranking words removed
 * (Play metadata policy; the warnings say why), ALL CAPS softened, cut only between whole words.
 */
export function brandFor(appName: string): string {
  let brand = tidy(appName.replace(EMOJI, ' '));
  for (const claim of bannedTitleWordsIn(brand))
    brand = tidy(brand.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(claim)}(?![\\p{L}\\p{N}])`, 'giu'), ' '));
  const letters = brand.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 4 && letters === letters.toUpperCase())
    brand = brand.toLowerCase().replace(/(^|\s)\p{Ll}/gu, (first) => first.toUpperCase());
  return shortenToWords(brand || tidy(appName), TITLE_MAX);
}

/**
 * Candidates within `max` characters, each once: "Plant" and "Plants" are one suggestion, and one
 * that adds no word to `taken` (the brand: "Rainroom Sleep: Sleep") is none. "Panchang.almanac"
 * is two words glued by a full stop, not a term.
 */
function uniqueFitting(candidates: readonly string[], max: number, taken = ''): string[] {
  const seen = new Set<string>();
  const known = new Set(foldedWords(taken));
  const out: string[] = [];
  for (const candidate of candidates.map(tidy)) {
    const folded = foldedWords(candidate);
    const key = folded.join(' ');
    if (!candidate || seen.has(key) || !fitsCharacters(candidate, max) || /\p{L}\.\p{L}/u.test(candidate)) continue;
    if (taken && folded.every((word) => known.has(word))) continue;
    seen.add(key);
    out.push(candidate);
  }
  return out;
}

/**
 * Titles of at most 30 characters (both stores' limit) in the form "Name: subject phrase": the
 * brand first, then what the app is about and the strongest terms of the visitor's own listing,
 * so every title says what this app is ("Hivewise: Beekeeping & Inspection"). With a subject
 * every title names it (the brand's own words count: "PlantPal: Watering"). No category
 * slogan: a line chosen for the category can describe another kind of app. Falls back to the brand alone.
 */
export function suggestTitles(
  appName: string,
  keywords: readonly KeywordCandidate[],
  subject: AppSubject | null,
  description = '',
  category = '',
): string[] {
  const brand = brandFor(appName);
  const listing: ListingContext = { description, category, subject, searchable: searchWordFilter(description) };
  const sound = (term: string) => isSoundTerm(term, brand, listing);
  return withCentralPhrase(
    strongTitles(brand, keywords, subject, description, category),
    brand,
    keywords,
    subject,
    description,
    category,
    sound,
  );
}

/** The titles the listing's strong terms make (suggestTitles), or the bare brand. */
function strongTitles(
  brand: string,
  keywords: readonly KeywordCandidate[],
  subject: AppSubject | null,
  description: string,
  category: string,
): string[] {
  const listing: ListingContext = { description, category, subject, searchable: searchWordFilter(description) };
  // Each phrase after the brand whole, true to the listing and repeating no word of the brand.
  const sound = (term: string | null | undefined): term is string => Boolean(term) && isSoundTerm(term as string, brand, listing);
  const [first, second, third] = freshTerms(brand, titleTerms(keywords, subject), 3, false, 1).map((term) =>
    sound(term) ? term : undefined,
  );
  const lead = leadPhrase(description);
  const kind = categoryKind(category);
  const plain = [
    sound(lead) && `${brand}: ${lead}`,
    first && second && `${brand}: ${first} & ${second}`,
    first && `${brand}: ${first}`,
    second && `${brand}: ${second}`,
    first && third && `${brand}: ${first} & ${third}`,
    second && third && `${brand}: ${second} & ${third}`,
    third && `${brand}: ${third}`,
    // The kind the visitor's own category names ("Sock Drawer Sums: Early Math"); one word alone is a shelf.
    sound(kind) && kind.includes(' ') && `${brand}: ${kind}`,
  ]
    .filter((candidate): candidate is string => Boolean(candidate))
    .filter((candidate) => !namesOnlyCategory(candidate, brand, category, description));
  if (!subject) return orBrand(storeReadyTitles(plain, brand), brand);
  const topic = titleCase(subject.topic);
  const withTopic = sound(topic)
    ? [first, second, third].flatMap((term) => (term && !mentionsSubject(term, subject) ? [`${brand}: ${topic} & ${term}`] : []))
    : [];
  const named = storeReadyTitles(
    [...plain, ...withTopic, ...(sound(topic) && saysMoreThanBrand(topic, brand) ? [`${brand}: ${topic}`] : [])].filter(
      (title) => mentionsSubject(title, subject) && !namesOnlyCategory(title, brand, category, description),
    ),
    brand,
  );
  // Fewer titles that say what the app is about beat more that do not; the plain ones only when none fits.
  return orBrand(named.length > 0 ? named : storeReadyTitles(plain, brand), brand);
}

/** Titles as suggestTitles makes them, or when that gives the bare name, the brand and a central phrase ("Come By Collie: Sheepdog Trials"). */
function withCentralPhrase(
  titles: string[],
  brand: string,
  keywords: readonly KeywordCandidate[],
  subject: AppSubject | null,
  description: string,
  category: string,
  sound: (term: string) => boolean,
): string[] {
  // "PanelSpeak: Point Camera" from "point camera at the display" is a line's instruction, no title.
  const whole = titles.filter((title) => title === brand || !readsAsInstruction(title.slice(brand.length + 2), description));
  if (whole.length > 0 && whole[0] !== brand) return whole;
  const phrased = centralPhrases(brand, keywords, subject, description, sound)
    .map((phrase) => `${brand}: ${phrase}`)
    .filter(
      (title) =>
        !namesOnlyCategory(title, brand, category, description) &&
        !readsAsInstruction(title.slice(brand.length + 2), description),
    );
  return orBrand(storeReadyTitles(phrased, brand).slice(0, FALLBACK_SUBTITLES), brand);
}

/** Titles with the subtitles written beside the first (suggestTitles, suggestSubtitles). */
export interface TitleSet {
  titles: string[];
  subtitles: string[];
}

/**
 * Titles and the subtitles that go with the first. The bare name is no title when a phrase the
 * subtitles would offer fits beside it ("Tick Tock Meadow: Analog Clock"), and when no subtitle
 * adds to the first title, the other titles' phrases are the subtitles (set I's reader found 19 of
 * 40 first titles bare and 14 subtitle lists empty: bench/briefs/spent-2026-11-29c/reading-i.md, 2(d)).
 * No subtitle says a word of the title again: Apple indexes the two together, and "Crossings" +
 * "Crossing Practice" reads as a repeat (reading-j.md, 2(d)).
 */
export function suggestTitleSet(
  appName: string,
  keywords: readonly KeywordCandidate[],
  subject: AppSubject | null,
  description = '',
  category = '',
): TitleSet {
  const brand = brandFor(appName);
  const suggested = suggestTitles(appName, keywords, subject, description, category);
  const promoted = suggested[0] === brand ? promotedTitles(brand, keywords, subject, description, category) : [];
  const titles = promoted.length > 0 ? promoted : suggested;
  const first = titles[0] ?? brand;
  return { titles, subtitles: subtitlesBeside(first, titles, brand, keywords, subject, description, category) };
}

/**
 * The subtitles for one title (suggestSubtitles), else the other titles' phrases, else any naming
 * phrase, none repeating its words; only when every source repeats one, the title's own subtitles.
 */
function subtitlesBeside(
  first: string,
  titles: readonly string[],
  brand: string,
  keywords: readonly KeywordCandidate[],
  subject: AppSubject | null,
  description: string,
  category: string,
): string[] {
  const fresh = (phrases: readonly string[]) => phrases.filter((phrase) => sharesNoWord(phrase, first));
  const own = suggestSubtitles(first, keywords, subject, description, category);
  const freshOwn = fresh(own);
  if (freshOwn.length > 0) return freshOwn;
  const phrases = titles
    .filter((title) => title !== first && title.startsWith(`${brand}: `))
    .map((title) => title.slice(brand.length + 2))
    .filter((phrase) => /\s/.test(phrase));
  const others = storeReadySubtitles(fresh(phrases));
  if (others.length > 0) return others;
  const naming = storeReadySubtitles(namingPhrases(first, keywords, subject, description, category));
  // A subtitle that says a title word again still beats an empty list, which leaves the visitor to write one.
  const fallback = [fresh(naming), own, naming].find((list) => list.length > 0) ?? [];
  return fallback.slice(0, FALLBACK_SUBTITLES);
}

/** Whether a phrase holds no word of `title` in any form ("Crossing" of "Crossings", "Teaching" of "Teach"). */
function sharesNoWord(phrase: string, title: string): boolean {
  const inTitle = new Set(foldedWords(title).map(stemOf));
  return !foldedWords(phrase).some((word) => inTitle.has(stemOf(word)));
}

/**
 * Titles for an app whose strong phrases gave only the bare name: the subtitles' phrases, else a
 * phrase of the listing that names the subject or the first feature ("Torque Log: Oil Changes"),
 * each in a form that fits beside the brand (fittingForm). Never a side feature or a setting of a
 * later line: none of those is what the app is.
 */
function promotedTitles(
  brand: string,
  keywords: readonly KeywordCandidate[],
  subject: AppSubject | null,
  description: string,
  category: string,
): string[] {
  const asTitles = (phrases: readonly string[]) =>
    storeReadyTitles(
      phrases.flatMap((phrase) => fittingForm(phrase, brand).map((form) => `${brand}: ${form}`)),
      brand,
    );
  const strong = asTitles(suggestSubtitles(brand, keywords, subject, description, category));
  if (strong.length > 0) return strong;
  const listing: ListingContext = { description, category, subject, searchable: searchWordFilter(description) };
  const core = coreObject(description);
  const aboutSubject = subject
    ? namingPhrases(brand, keywords, subject, description, category).filter((phrase) => mentionsSubject(phrase, subject))
    : [];
  const built = core && isSoundTerm(core, brand, listing) ? [core] : [];
  return asTitles([...built, ...aboutSubject]).filter((title) => !namesOnlyCategory(title, brand, category, description));
}

/** Words a title phrase opens with that say nothing in 30 characters ("a word", "your topo maps"). */
const DETERMINER = /^(?:an?|the|your|my|each|every|all)\s+/iu;

/**
 * What the first feature line acts on or names, as a title phrase: "Log oil changes, tires…" →
 * "Oil Changes", "Download topo maps for offline use" → "Topo Maps". Only two or three English
 * words up to the phrase's head noun (headNoun); the line whom the app is for ("For car owners…"),
 * a setting or a side line (isSideFeature) is no feature, and a single word is a shelf, not a phrase.
 */
function coreObject(description: string): string | null {
  const line = description
    .split('\n')
    .map((each) => featureCore(each.replace(/^[\s•·*–—-]+/u, '').trim()))
    .find((each) => each && !FOR_WHOM.test(each) && !isSideFeature(each));
  if (!line) return null;
  const phrase = readPhrase(line);
  if (!phrase) return null;
  const said = (phrase.action ? phrase.action.split(' ').slice(1).join(' ') : (phrase.thing ?? '')).replace(DETERMINER, '');
  const head = headNoun(said);
  const words = said.split(/\s+/);
  const end = words.findIndex((word) => word.replace(/[^\p{L}\p{N}'-]/gu, '') === head);
  const object = words.slice(0, end + 1);
  if (end < 1 || object.length > 3 || !object.every((word) => /^[\p{L}-]+$/u.test(word) && word.split('-').every(isEnglishWord)))
    return null;
  // A thing named, not how it looks or what to do: "Huge Text", "Live Washer", "Point Camera", "For Doorbell" say less.
  const [first = ''] = object;
  const named = object.join(' ');
  if (isAdjective(first) || isVerbForm(first) || STOP_WORDS.has(first.toLowerCase()) || readsAsInstruction(named, description))
    return null;
  return readsAsNouns(named) ? titleCase(named) : null;
}

/**
 * Whether compromise reads a phrase as nouns with a noun head, after "the" so that its first word
 * is not taken for a command: "Oil Changes", "Glaze Recipes"; not "Cryptograms Built", "Sticker
 * Each Try", "Two Big Buttons".
 */
function readsAsNouns(phrase: string): boolean {
  const terms =
    (nlp(`the ${phrase.toLowerCase()}`).json() as { terms: { text: string; tags: string[] }[] }[])[0]?.terms.slice(1) ?? [];
  const head = terms.at(-1);
  return (
    head !== undefined &&
    (head.tags.includes('Noun') || canBeNoun(head.text)) &&
    terms.slice(0, -1).every((term) => term.tags.includes('Noun') && !term.tags.some((tag) => /Verb|Value|Determiner/.test(tag)))
  );
}

/**
 * Any sound phrase of the listing ("Weight Graph"), the subject's and the most central first, that
 * names a thing: not a verb and its object ("Spot Nectar Flow", "Snap Photo"), not people ("Club Curlers").
 */
function namingPhrases(
  taken: string,
  keywords: readonly KeywordCandidate[],
  subject: AppSubject | null,
  description: string,
  category: string,
): string[] {
  const brand = taken.split(': ')[0] ?? taken;
  const listing: ListingContext = { description, category, subject, searchable: searchWordFilter(description) };
  const sound = (term: string) => isSoundTerm(term, brand, listing);
  return centralPhrases(taken, keywords, subject, description, sound, true).filter((phrase) => {
    const words = phrase.split(/\s+/);
    return (
      !isVerbForm(words[0] ?? '') && !isPersonWord(words.at(-1) ?? '') && !PERSON_NOUN.test((words.at(-1) ?? '').toLowerCase())
    );
  });
}

/**
 * The phrase as it fits beside the brand in 30 characters, or its head noun singular, which says
 * the same thing ("ClearTone Connect: Hearing Aid" for "Hearing Aids"). None when neither fits:
 * the bare name is better than a phrase cut short ("Night City" for "Night City Levels").
 */
function fittingForm(phrase: string, brand: string): string[] {
  const words = phrase.split(' ');
  const head = words.at(-1) ?? '';
  const one = singular(head);
  const forms = [phrase];
  // Title case and plurals are English: "Aids" → "Aid", never a word of another language.
  if (isEnglishWord(head) && isEnglishWord(one) && one !== head.toLowerCase())
    forms.push([...words.slice(0, -1), titleCase(one)].join(' '));
  const fitting = forms.find((form) => fitsCharacters(`${brand}: ${form}`, TITLE_MAX));
  return fitting ? [fitting] : [];
}

/**
 * Whether the subject alone after the brand tells a searcher more: not a word the brand holds
 * ("Pouchday: Pouch") and not an everyday word that names nothing alone ("Wicketbook Village:
 * Clubs", Zipf 4.5 and up; see @aiapp/text). The brand alone, with the subtitle, is better.
 */
function saysMoreThanBrand(topic: string, brand: string): boolean {
  const squashed = brand.toLowerCase().replace(/[^\p{L}]/gu, '');
  const one = singular(topic.toLowerCase());
  // "Farrier's Round: Equine", "Quince Listo: Por": an adjective or a word of another language says nothing alone.
  return !squashed.includes(one) && zipfFrequency(one) < EVERYDAY_TOPIC_ZIPF && isEnglishWord(one) && !isAdjective(one);
}

const isAdjective = (word: string) => wordHas(word, '#Adjective');

/** At most this many words make a lead phrase a title or subtitle. */
const LEAD_WORDS = { min: 2, max: 4 };

/**
 * What the description says the app is, title-cased for a title or subtitle: "A refill shop finder
 * for…" → "Refill Shop Finder". Only English words (the title case is English), none banned.
 */
export function leadPhrase(description: string): string | null {
  // Only a description that opens by naming the app ("A refill shop finder…"), not with a slogan ("Build better habits").
  const named = /^(?:an?|the)\s+(.*)$/i.exec(descriptionLead(description).trim());
  // "Cricket scoring app": stores know it is an app, so the word says nothing in 30 characters.
  const words = (named?.[1] ?? '')
    .replace(/\s+(?:app|application)$/i, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length < LEAD_WORDS.min || words.length > LEAD_WORDS.max) return null;
  if (!words.every((word) => /^[\p{L}-]+$/u.test(word) && word.split('-').every(isEnglishWord))) return null;
  const phrase = titleCase(words.join(' '));
  return titleProblems(phrase).length === 0 ? phrase : null;
}

const EVERYDAY_TOPIC_ZIPF = 4.5;

/**
 * The kind of app the visitor's category names, title-cased for a title or subtitle, without the
 * "app" or "game" a store adds anyway: "Games / Endless runner" → "Endless Runner", "Utilities /
 * Noise diary" → "Noise Diary". Null for a category that names no kind in English.
 */
function categoryKind(category: string): string | null {
  const kind = kindOfApp(category, isGameCategory(category), '').replace(/\s*\b(?:app|game)$/iu, '');
  return kind ? titleCase(kind) : null;
}

const orBrand = (titles: string[], brand: string) => (titles.length > 0 ? titles : [brand]);

/**
 * Whether the phrase after the brand is one word of the visitor's category that the listing never
 * uses: "Row Tally: Agriculture", "Hymn Board: Religion", "Bisque & Glaze Link: Hardware" name the
 * store's shelf, not the app (set H's reader: bench/briefs/spent-2026-11-29b/reading-h.md, 2(d)).
 * "Hivewise: Beekeeping" for a listing "for hobby beekeepers" names its subject, and a kind of two
 * words ("Early Math", "Endless Runner") says what the app is.
 */
function namesOnlyCategory(title: string, brand: string, category: string, description: string): boolean {
  const shelf = new Set(foldedWords(category).map(singular));
  const [word, ...more] = foldedWords(title.slice(brand.length)).filter((each) => !STOP_WORDS.has(each));
  return word !== undefined && more.length === 0 && shelf.has(singular(word)) && !namedInListing(word, description);
}

/**
 * The terms a title or subtitle may carry: the listing's phrases that recur or open one of its
 * lines ("hive inspection", "chore chart"), and the subject. A word pair from inside a line reads
 * as noise ("Park Trip", "Kids Tap"), a single word cut from a phrase too ("Debt & Planner"), and a
 * generic one ("Tracker", "Entry") says nothing.
 */
export function titleTerms(keywords: readonly KeywordCandidate[], subject: AppSubject | null): KeywordCandidate[] {
  return keywords.filter(
    (keyword) =>
      (keyword.words > 1 && (keyword.occurrences >= 2 || keyword.opensLine)) ||
      (subject !== null && mentionsSubject(keyword.display, subject)),
  );
}

/**
 * The listing's feature phrases as it writes them ("hive inspection", "apiary map"), for a
 * sentence beside the subject: phrases only (titleTerms), sound, none naming the subject again.
 */
export function featurePhrases(
  keywords: readonly KeywordCandidate[],
  subject: AppSubject | null,
  brand: string,
  description: string,
  category: string,
): string[] {
  const listing: ListingContext = { description, category, subject, searchable: searchWordFilter(description) };
  return titleTerms(keywords, subject)
    .filter(
      (keyword) =>
        keyword.words > 1 &&
        !(subject && mentionsSubject(keyword.display, subject)) &&
        isSoundTerm(keyword.display, brand, listing),
    )
    .map((keyword) => keyword.written);
}

/**
 * The candidates a store takes as titles, whichever engine wrote them: whole (never cut), within
 * 30 characters, each once, without emoji, claims, ALL CAPS or another app's name. Only the words
 * beside the brand are checked: the visitor's own name is theirs, so "Tock" in "Tick Tock Meadow:
 * Analog Clock" names no other app (brandFor has already taken its emoji and claims out).
 */
export function storeReadyTitles(candidates: readonly string[], brand: string): string[] {
  return uniqueFitting(candidates, TITLE_MAX, brand)
    .filter((title) => {
      const phrase = title
        .replace(brand, '')
        .replace(/^\s*:\s*/u, '')
        .trim();
      return titleProblems(phrase).length === 0 && !isBrandName(phrase || 'x');
    })
    .slice(0, SUGGESTIONS);
}

/** The candidates a store takes as subtitles: whole, within 30 characters, each once, no emoji, claims, caps or brands. */
export function storeReadySubtitles(candidates: readonly string[]): string[] {
  return uniqueFitting(candidates, SUBTITLE_MAX)
    .filter((subtitle) => titleProblems(subtitle).length === 0)
    .slice(0, SUGGESTIONS);
}

/**
 * App Store subtitles of at most 30 characters built from the listing's own terms that the title
 * does not already hold: Apple indexes title and subtitle together, so repeating a word wastes
 * space. Phrases only (titleTerms); fewer suggestions rather than words cut from phrases or a
 * category slogan that may not fit the app.
 */
export function suggestSubtitles(
  title: string,
  keywords: readonly KeywordCandidate[],
  subject: AppSubject | null,
  description = '',
  category = '',
): string[] {
  const listing: ListingContext = { description, category, subject, searchable: searchWordFilter(description) };
  // Whole phrases true to the listing, none repeating a word of the app's name ("Tally Stand": "Tally and Wage-sheet").
  const brand = title.split(': ')[0] ?? title;
  const sound = (term: string | null | undefined): term is string => Boolean(term) && isSoundTerm(term as string, brand, listing);
  const [a, b, c, d] = freshTerms(title, titleTerms(keywords, subject), 4, true, 1).map((term) =>
    sound(term) ? term : undefined,
  );
  const lead = leadPhrase(description);
  const kind = categoryKind(category);
  const inTitle = new Set(foldedWords(title));
  const candidates = [
    // What the description says the app is ("Refill Shop Finder"), unless the title says it already.
    sound(lead) && !foldedWords(lead).every((word) => inTitle.has(word)) ? lead : null,
    a && b && `${a} & ${b}`,
    a && b && c && `${a}, ${b} & ${c}`,
    b && c && `${b} & ${c}`,
    a,
    c && d && `${c} & ${d}`,
    b,
    // The kind of app the visitor's own category names ("Endless Runner", "Noise Diary"); one word
    // alone ("Legal", "Accessibility") is a shelf, not a subtitle.
    sound(kind) && kind.includes(' ') && !foldedWords(kind).every((word) => inTitle.has(word)) ? kind : null,
  ].filter((candidate): candidate is string => Boolean(candidate));
  // A subtitle says what the app is in a phrase that reads whole: one word ("Stall") or a line's
  // instruction ("Point Camera" from "point camera at the display") does not.
  const whole = (candidate: string) => /\s/.test(candidate) && !readsAsInstruction(candidate, description);
  const subtitles = storeReadySubtitles(candidates.filter(whole));
  if (subtitles.length > 0) return subtitles;
  // Set H's reader found 17 of 40 apps without one: the listing's own phrases that open a line
  // or name the subject, whatever their score, the subject's first.
  return storeReadySubtitles(centralPhrases(title, keywords, subject, description, sound).filter(whole)).slice(
    0,
    FALLBACK_SUBTITLES,
  );
}

/**
 * The listing's phrases, whatever their score, for an app whose strong phrases gave no title or
 * subtitle (set H's reader found 17 of 40 without a subtitle, 15 with the bare name as title): the
 * subject's and those whose words most lines share first ("Sheepdog Trials", "Hearting Estimate"),
 * none a line's instruction (readsAsInstruction), none repeating every word of `taken`.
 */
function centralPhrases(
  taken: string,
  keywords: readonly KeywordCandidate[],
  subject: AppSubject | null,
  description: string,
  sound: (term: string) => boolean,
  everyPhrase = false,
): string[] {
  const brand = taken.split(': ')[0] ?? taken;
  const centrality = wordCentrality(brand, description);
  const weight = (term: KeywordCandidate) =>
    (subject !== null && mentionsSubject(term.display, subject) ? SUBJECT_LINES : 0) +
    Math.max(...foldedWords(term.display).map(centrality.lines));
  return (
    keywords
      .filter(
        (term) =>
          term.words > 1 &&
          freshIn(term.display, taken) &&
          sound(titleCase(term.written)) &&
          !readsAsInstruction(term.written, description),
      )
      .map((term) => ({ term, weight: weight(term) }))
      // A phrase a line opens with ("Shunt Wagons"), or one holding a word two lines share.
      .filter(({ term, weight }) => everyPhrase || weight >= 2 || term.opensLine)
      .sort((a, b) => b.weight - a.weight)
      .map(({ term }) => titleCase(term.written))
  );
}

/** A term naming the subject counts as if this many more lines shared its words. */
const SUBJECT_LINES = 2;
const FALLBACK_SUBTITLES = 2;

/** Whether a term adds a word the title lacks. */
const freshIn = (term: string, title: string) => {
  const inTitle = new Set(foldedWords(title));
  return foldedWords(term).some((word) => !inTitle.has(word));
};

/**
 * Whether a phrase is how a line of the listing opens an instruction: a verb and its object, then
 * where or what next ("point camera at the display", "type text -> checks"). As a subtitle it reads
 * as a fragment.
 */
function readsAsInstruction(phrase: string, description: string): boolean {
  return phrase.split(/\s*(?:&|,)\s*/).some((part) => {
    const [first] = part.split(/\s+/);
    if (!first || !(isVerbForm(first) || isVerbWord(first))) return false;
    const opening = new RegExp(
      `(?:^|[.!?:]\\s)[\\s•·*–—-]*${escapeRegExp(part)}\\s*(?:(?:at|to|into|onto|on|in|for)\\b|->|→)`,
      'imu',
    );
    return opening.test(description);
  });
}
