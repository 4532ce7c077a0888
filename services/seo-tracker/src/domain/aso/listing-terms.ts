import {
  brandsIn,
  descriptionLead,
  isBrandKeyword,
  isGameCategory,
  isVerbForm,
  namesSomething,
  isFillerWord,
  MACHINERY,
  nameKey,
  PERSON_NOUN,
  searchTermFilter,
  segmentWords,
  usesCjk,
  wordHas,
  type AppSubject,
} from '@aiapp/listing-copy';
import { APP_STORE_CATEGORY_WORDS, STORE_SHELF_WORDS } from '@aiapp/store-facts';
import {
  foldedWords,
  isChatShorthand,
  isEverydayWord,
  isForeignFunctionWord,
  memoized,
  readsAsEnglish,
  singular,
  withinOneEdit,
  withoutAccents,
  zipfFrequency,
} from '@aiapp/text';
import type { KeywordCandidate } from './extract-keywords';
import { singularSpelling } from './keyword-field';
import { isSettingWord } from './setting-words';
import { audienceLines } from './sound-terms';
import {
  isGerundWord,
  isHollowCompound,
  isMeasureWord,
  isPersonWord,
  isVerbWord,
  lowerWords,
  nicheParts,
  wordCentrality,
} from './word-centrality';

/**
 * The input's terms a keyword tool may offer (the library's search-term rules: no filler, no
 * negated word, no brand), and no CJK fragments.
 */
export function meaningfulTerms(ranked: readonly KeywordCandidate[], description: string): KeywordCandidate[] {
  const searchable = searchTermFilter(description);
  return ranked.filter((candidate) => {
    // Segmented CJK words joined by spaces are not phrases, and kana-only words are mostly grammar.
    if (usesCjk(candidate.display) && (candidate.words > 1 || /^\p{Script=Hiragana}+$/u.test(candidate.display))) return false;
    return searchable(candidate.key) && searchable(candidate.display);
  });
}

/** A bullet or dash opening a line: a feature list item, not a sentence. */
export const BULLET = /^\s*[•·*–—-]/u;

/** "For hobby beekeepers with 1-40 hives": a list item that says whom the app is for. */
export const FOR_WHOM = /^for\s+/iu;

// A line or sentence that opens with a negation states what the app is not: "No medical advice - ask your midwife".
// A listing in another language says it with its own words: "Niente pubblicità", "Sin anuncios", "Ohne Werbung", "Sans pub",
// "Ei mainoksia", "بدون إعلانات", "Không quảng cáo"; Turkish, the Indic languages and Japanese put the negation last
// ("Reklam yok", "કોઈ જાહેરાત નહીં", "விளம்பரம் இல்லை", "広告なし"), at the end of the line or of a clause
// ("Resmi uygulama değil, yolcular günceller": not the official app, riders keep it up to date).
const DISCLAIMER = new RegExp(
  "^[\\s•·*–—-]*(?:no|not|never|without|zero|non|nothing|none|does not|doesn't|do not|don't|cannot|can't|won't|" +
    'niente|nessun[oa]?|senza|sin|sans|aucune?|ohne|kein(?:e|en)?|nada|sem|nenhuma?|geen|zonder|ingen|inga|' +
    'não|ei|ilman|bez|nie|không|bila|hakuna|بدون|دون|لا|بلا|बिना)(?![\\p{L}\\p{M}\\p{N}])' +
    '|(?<![\\p{L}\\p{M}\\p{N}])(?:yok|değil|gerekmez|નહીં|નથી|नहीं|இல்லை|இல்லாமல்|なし|不要)(?:[\\s.!]*$|\\s*[,;])',
  'iu',
);

/** Whether a line says what the app is not or does without ("No ads", "Ei mainoksia", "Reklam yok"). */
export const isDisclaimer = (line: string): boolean => DISCLAIMER.test(line);

// A sentence that hedges its own figures: "phone dB readings are estimates", "times are approximate".
const HEDGE = /\b(?:is|are)\s+(?:only\s+)?(?:an?\s+)?(?:estimates?|approximate|approximations?|indicative)\b/i;

/**
 * The description without its disclaimers, for the keyword analysis: "Does not hold or move money"
 * and "No medical advice - ask your midwife" hold no search term of the app ("move", "midwife").
 */
export function withoutDisclaimers(description: string): string {
  return description
    .split('\n')
    .map((line) =>
      line
        .split(/(?<=[.!?])\s+/)
        .filter((sentence) => !DISCLAIMER.test(sentence) && !HEDGE.test(sentence))
        .join(' '),
    )
    .join('\n');
}

/**
 * Single words for the keyword field, most central first (wordCentrality): what the app is about,
 * then words several of the listing's lines (or its name) share, then the heads and words of the
 * phrases its lines open with, then rare words from inside a line; examples, asides, people,
 * measures and units last or not at all. A category's stock search terms were tried here and put
 * "fuel" and "mileage" into a plant app's field when its category matched the wrong pack; a
 * shorter true field beats a full wrong one.
 */
export function keywordFieldWords(
  terms: readonly KeywordCandidate[],
  category: string,
  subject: AppSubject | null,
  description = '',
  appName = '',
): string[] {
  // The visitor's own spelling, not the display's singular: "physics" and "Cyclades" cut to "physic" and "cyclade" are no search terms.
  const words = terms.flatMap((term) =>
    term.written.split(' ').map((written) => ({
      written,
      word: /\p{Lu}/u.test(written.slice(1)) ? written : singularSpelling(written.toLowerCase()),
      term,
    })),
  );
  const searchable = searchWordFilter(description);
  const centrality = wordCentrality(appName, description);
  const rank = ({ written, word, term }: { written: string; word: string; term: KeywordCandidate }) => {
    const one = singular(word.toLowerCase());
    // "dims" is shorthand however it is folded.
    if (!searchable(word) || !searchable(written) || isHollowCompound(word)) return null;
    const what = subject !== null && one === subject.singular;
    const lines = centrality.lines(word);
    // Two lines (or the name and a line) that use the word make it what the app is about.
    const central = what || lines >= 2;
    // Words any app shares ("history", "log", "photo") stay out, unless the listing opens with
    // the word and comes back to it ("For managers who share tips" … "enter card tips").
    if (MACHINERY.has(one) && !(central && centrality.inFirstLine(word))) return null;
    // A setting ("portrait", "toggle"), a date ("aug", "tuesday") or a first name ("Anna") is nothing the app is about.
    if (!what && (isSettingWord(one) || isDateOrName(word))) return null;
    // Anyone's role ("player", "member", "customer") names nothing a searcher of this app types.
    if (ANYONE.has(one) && !what) return null;
    // An everyday word two lines share or a line opens with ("Sleep tracking", "Watch face") comes
    // last; one from inside a line ("room", "hand", "back") stays out.
    if (isEverydayWord(word) && !what) {
      // "Pass the phone", "Turn off timers": an everyday verb opens a line without naming its topic; "Watch face" ends in one.
      const opensAsTopic = term.opensLine && (!isVerbWord(word) || written === term.written.split(' ').at(-1));
      return central || opensAsTopic ? EVERYDAY_RANK : null;
    }
    // "café" is looked up as "cafe".
    const common = Math.max(zipfFrequency(word), zipfFrequency(withoutAccents(word))) >= COMMON_ZIPF;
    // A measure or unit ("width", "totals", "gallons") says how much, not what of.
    if (isMeasureWord(word) && !what) return null;
    if (central) return common ? 1 : 0;
    // Once in the listing: a person a feature mentions ("vicar", "supervisor"; the trade a line
    // opens with, "potters", stays) or a verb's -ing form before its object ("by tapping the
    // lever"; "rowing" stays) is no search term of the app.
    if (!term.opensLine && (isPersonWord(word) || (isGerundWord(word) && centrality.takesObject(word)))) return null;
    // An example, an aside or a "when …" clause ("pasta maker", "crocodile", "asparagus") stays
    // out; a word English hardly uses ("Adlerweg", "LoRa", "Sütterlin") is jargon and fills what room is left.
    if (centrality.onlyInAsides(word)) return zipfFrequency(word) < JARGON_ZIPF ? EXAMPLE_RANK : null;
    if (term.opensLine) return common ? 3 : 2;
    // A common word from inside a line ("card", "street") follows every rarer one, the listing's
    // first line's ("buy eggs, veg and flowers": what it is or whom it serves) first.
    if (common) return centrality.inFirstLine(word) ? FIRST_LINE_RANK : INSIDE_COMMON_RANK;
    return 3;
  };
  const ranked = words
    .map((entry, order) => ({ ...entry, order, rank: rank(entry) }))
    .filter((entry): entry is typeof entry & { rank: number } => entry.rank !== null && !isFillerWord(entry.word))
    .sort((a, b) => a.rank - b.rank || a.order - b.order);
  const chosen = withoutTypos(ranked.map(({ word }) => word));
  const centralCount = ranked.filter((entry) => entry.rank <= 1).length;
  // "A laundromat status board", "A refill shop finder": the words the description opens with say
  // what the app is and follow the subject.
  const kept = new Set(chosen.map((word) => word.toLowerCase()));
  const opening = (descriptionLead(description).match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? []).filter(
    (word) => namesSomething(singular(word.toLowerCase())) && kept.has(singularSpelling(word.toLowerCase())),
  );
  // A subject read off another language's function word ("für") is none.
  const lead = subject && searchable(subject.singular) ? [subject.singular] : [];
  // The category's own niche ("Deckbuilder roguelite", "Allergy symptom diary") names what the app
  // is, after the words the listing itself comes back to (nicheParts: not "Ages 3-6", not "Agricoltura").
  // A game's genre is what players search for ("racing", "idle", "puzzle"; set I's reader missed
  // "racing" and "idle", bench/briefs/spent-2026-11-29c/reading-i.md, 2(c)), shelf word or not.
  const game = isGameCategory(category);
  const niche = nicheParts(category)
    .flatMap(foldedWords)
    .filter((word) =>
      game
        ? !/^games?$/u.test(word) && !MACHINERY.has(singular(word)) && searchable(word)
        : !STORE_SHELF_WORDS.has(word) &&
          !MACHINERY.has(singular(word)) &&
          namesSomething(singular(word)) &&
          !isEverydayWord(word) &&
          searchable(word),
    );
  // A shelf of Google Play that is no App Store category ("Dating", "Parenting", "Comics") names what
  // searchers type and Apple does not index it from the category: it follows the subject (set J's
  // reader found no "dating" anywhere for a dating app, reading-j.md 2(c)).
  const shelf = isGameCategory(category)
    ? []
    : foldedWords(category).filter(
        (word) =>
          STORE_SHELF_WORDS.has(word) &&
          !APP_STORE_CATEGORY_WORDS.has(word) &&
          !MACHINERY.has(word) &&
          // "House & Home": an everyday word names nothing a searcher of this app types.
          !isEverydayWord(word) &&
          searchable(word),
      );
  const central = chosen.slice(0, centralCount);
  const pursuits = activitiesOf(description, searchable);
  const together = compoundsOf(terms, description, searchable);
  return fieldWorthy(
    [...lead, ...shelf, ...opening, ...central, ...pursuits, ...niche, ...chosen.slice(centralCount)].flatMap((word) => {
      const key = singular(word.toLowerCase());
      const whole = together.get(key);
      // The subject stays, whatever phrase it stands in.
      if (whole === undefined || lead.includes(word)) return [word];
      return whole === null ? [] : [whole];
    }),
    category,
  );
}

/**
 * The two-word phrases a common word of the listing only ever stands in, by that word: "pen" of
 * "matched with a pen pal", "stock" of "film stock". Alone such a word names something else (set
 * I's reader found them split, 2(c)), so the field keeps the phrase whole; a rare word ("nectar")
 * says the same alone. Not a verb and its object ("spot nectar flow", "point camera"), nor a word
 * beside a setting or a measure. People and what they do ("teachers helping", "people living with":
 * set J's reader, reading-j.md 2(c)) are no phrase, and the -ing word only they hold maps to null:
 * no keyword at all.
 */
function compoundsOf(
  terms: readonly KeywordCandidate[],
  description: string,
  searchable: (word: string) => boolean,
): Map<string, string | null> {
  const tokens = lowerWords(description).map((word) => singular(word));
  const uses = (word: string) => tokens.filter((token) => token === word).length;
  const shifts = (word: string) => zipfFrequency(word) >= COMMON_ZIPF;
  const plain = (word: string) => searchable(word) && !isSettingWord(word) && !isMeasureWord(word) && !isFillerWord(word);
  const people = (word: string) => ANYONE.has(word) || isPersonWord(word) || PERSON_NOUN.test(word);
  const together = new Map<string, string | null>();
  for (const term of terms) {
    const written = term.written.toLowerCase().split(' ');
    const [first, second] = written.map((word) => singular(word));
    if (written.length !== 2 || !first || !second || /\p{Lu}/u.test(term.written)) continue;
    // "point camera at something" opens its line with a verb.
    if (isVerbForm(first) || (term.opensLine && isVerbWord(first))) continue;
    if (people(first) || people(written[0] ?? '') || isGerundWord(second) || !plain(first) || !plain(second)) continue;
    const pairs = tokens.filter((token, index) => token === first && tokens[index + 1] === second).length;
    const phrase = `${written[0]} ${singularSpelling(written[1] ?? '')}`;
    for (const word of [first, second])
      if (pairs > 0 && shifts(word) && uses(word) === pairs && !together.has(word)) together.set(word, phrase);
  }
  // "people living with", "teachers helping": what the audience does is no keyword, whole or alone.
  tokens.forEach((token, index) => {
    const doneBy = tokens.every((each, at) => each !== token || (at > 0 && people(tokens[at - 1] ?? '')));
    if (index > 0 && doneBy && /\p{L}{2,}ing$/u.test(token)) together.set(token, null);
  });
  return together;
}

/**
 * What the people a listing is for do, as searchers type it: "rowing" for "rowers", "climbing" for
 * "climbers", "interpreting" for "interpreters" (set I's reader missed "rowing" for a rowers' watch
 * app, 2(c)). Only where the pursuit is a word of middling frequency (Zipf 2.5–4.5, see
 * @aiapp/text) and clearly commoner than the people ("reminding" is no pursuit of "reminders",
 * "managing" none of "managers"; "driving" and "running" are everyday).
 */
function activitiesOf(description: string, searchable: (word: string) => boolean): string[] {
  const found = new Set<string>();
  for (const word of audienceLines(description).flatMap(lowerWords)) {
    if (!/ers$/u.test(word) || zipfFrequency(word) === 0) continue;
    // "rowers" → "rowing", "bakers" → "baking", "curlers" → "curling".
    const pursuit = `${word.slice(0, -3)}ing`;
    const zipf = zipfFrequency(pursuit);
    if (zipf < PURSUIT_ZIPF.min || zipf > PURSUIT_ZIPF.max || zipf < zipfFrequency(word) + PURSUIT_MARGIN) continue;
    if (searchable(pursuit) && !isFillerWord(pursuit) && !isSettingWord(pursuit)) found.add(pursuit);
  }
  return [...found];
}

/** How much commoner (Zipf) a pursuit is than its people: "rowing" 3.1 beside "rowers" 2.0. */
const PURSUIT_MARGIN = 0.4;
const PURSUIT_ZIPF = { min: 2.5, max: 4.5 };

/** Whether compromise reads a word as a month, a weekday or a first name ("jul", "tuesday", "anna"). */
const isDateOrName: (word: string) => boolean = memoized((word: string) => wordHas(word, '(#Month|#WeekDay|#FirstName)'), 20_000);
/** Words with their hyphens: "pre-use" is no "pre". */

/**
 * From this Zipf frequency another language's function word is an English word too ("bin",
 * "con", "sin" in "sin bin"): kept where an English line of the listing uses it. "sur" (2.8) and
 * "für" (never seen) are not.
 */
const ENGLISH_TOO_ZIPF = 3.5;

/** Where a word only in brackets ranks: after every word the listing uses in its own lines. */
const EXAMPLE_RANK = 4;
/** Where a common word from inside the first line ranks: after the rare ones from inside any line. */
const FIRST_LINE_RANK = 3.5;
/** Where a common word from inside another line ranks: after those, before examples and everyday words. */
const INSIDE_COMMON_RANK = 3.75;
/** Under this Zipf frequency a word named only as an example is jargon a searcher may type ("kurrent", "LoRa"); "asparagus" (3.0) is not. */
const JARGON_ZIPF = 2.5;
/** Where an everyday word ranks: last of all. */
const EVERYDAY_RANK = 5;

/**
 * Whether a word of the listing is one a searcher would type for this app: not chat shorthand
 * ("thurs", "ppl", "appt"); not a function word of another language ("para", "mit", "und") that
 * the listing's English lines never use; not the listing describing its own language
 * ("spanish-language"); not a brand the listing names, even one that is also a
 * word ("Postman" from "Import Postman collections", "stripe" from "stripe/paypal").
 */
export function searchWordFilter(description: string): (word: string) => boolean {
  // The keyword field, the titles and the subtitles of one request ask about one description.
  if (lastFilter?.description === description) return lastFilter.searchable;
  const english = new Set(description.split('\n').filter(readsAsEnglish).flatMap(lowerWords));
  const brands = new Set(brandsIn(description).map(nameKey));
  // "BLE" written in capitals is an acronym, not the Norwegian "ble".
  const acronyms = new Set(
    (description.match(/(?<![\p{L}\p{N}])\p{Lu}{2,}(?![\p{L}\p{N}])/gu) ?? []).map((word) => word.toLowerCase()),
  );
  const answers = new Map<string, boolean>();
  const searchable = (word: string): boolean => {
    const known = answers.get(word);
    if (known !== undefined) return known;
    const parts = lowerWords(word);
    const answer =
      parts.length > 0 &&
      !parts.some((part) => part.split('-').some(isChatShorthand)) &&
      !/-language$/i.test(word) &&
      !brands.has(nameKey(word)) &&
      !parts.some(
        (part) =>
          isForeignFunctionWord(part) && !acronyms.has(part) && (zipfFrequency(part) < ENGLISH_TOO_ZIPF || !english.has(part)),
      );
    answers.set(word, answer);
    return answer;
  };
  lastFilter = { description, searchable };
  return searchable;
}

let lastFilter: { description: string; searchable: (word: string) => boolean } | null = null;

/** Below this Zipf frequency a word one keystroke from another of the brief reads as its typo. */
const TYPO_ZIPF = 2;

/**
 * The words without a typo of another word the brief also holds: "lense" beside "lens",
 * "measurment" beside "measurement" (one keystroke apart, the rarer one barely English). Two
 * common words one keystroke apart ("pitch", "patch") both stay.
 */
function withoutTypos(words: readonly string[]): string[] {
  const lower = words.map((word) => word.toLowerCase());
  return words.filter((word, index) => {
    const own = lower[index] ?? '';
    const zipf = zipfFrequency(own);
    return (
      own.length < MIN_TYPO_LENGTH ||
      zipf >= TYPO_ZIPF ||
      !lower.some((other) => other !== own && zipfFrequency(other) > zipf && withinOneEdit(own, other))
    );
  });
}

/** Words this short one keystroke apart ("cat", "cut") are different words, not typos. */
const MIN_TYPO_LENGTH = 4;

/**
 * From this Zipf frequency (see @aiapp/text) a word is common English ("field", "card", "rain"): it
 * follows every rarer word of the brief; everyday words (`isEverydayWord`: "side", "point") come last.
 */
const COMMON_ZIPF = 4.3;
/** People any app may serve ("owners", "visitors", "players"): searchers name what they do, not who they are. */
const ANYONE = new Set([
  'owner',
  'person',
  'people',
  'visitor',
  'member',
  'user',
  'enthusiast',
  'individual',
  'player',
  'customer',
  'fan',
  'adult',
]);

/**
 * Words the keyword field may hold: no App Store category name of the visitor's category
 * ("Lifestyle", "Health"; Apple indexes the category; the niche after it, "Beekeeping", and a
 * Play-only shelf, "Dating", are search terms), no other app's name.
 */
export function fieldWorthy(candidates: readonly string[], category: string): string[] {
  // A game's genre ("Games / Puzzle", "Idle") is what players search for ("puzzle game"); only "games" goes.
  const game = isGameCategory(category);
  const categoryWords = new Set(
    foldedWords(category).filter((word) => APP_STORE_CATEGORY_WORDS.has(word) && (!game || /^games?$/.test(word))),
  );
  return candidates.filter((word) => !foldedWords(word).some((folded) => categoryWords.has(folded)) && !isBrandKeyword(word));
}

/**
 * Keywords for Japanese, Chinese and Korean text, where the English tagger sees whole clauses:
 * Intl.Segmenter's words of two or more characters (kana-only words are mostly grammar), scored
 * by field like extract-keywords (name ×3, category ×2, description ×1).
 */
export function cjkKeywords(source: { appName: string; category: string; description: string }): KeywordCandidate[] {
  const counts = new Map<string, { weighted: number; inDescription: number; first: number }>();
  let order = 0;
  const fields = [
    [source.appName, 3],
    [source.category, 2],
    [source.description, 1],
  ] as const;
  for (const [text, weight] of fields) {
    for (const word of segmentWords(text)) {
      if ([...word].length < 2 || /^\p{Script=Hiragana}+$/u.test(word) || /^\d+$/.test(word)) continue;
      const key = word.toLowerCase();
      const entry = counts.get(key) ?? { weighted: 0, inDescription: 0, first: (order += 1) };
      entry.weighted += weight;
      if (weight === 1) entry.inDescription += 1;
      counts.set(key, entry);
    }
  }
  const descriptionWords = Math.max(1, segmentWords(source.description).length);
  const best = Math.max(1, ...[...counts.values()].map((entry) => entry.weighted));
  return [...counts]
    .filter(([key]) => key !== source.appName.toLowerCase())
    .sort((a, b) => b[1].weighted - a[1].weighted || a[1].first - b[1].first)
    .map(([key, entry]) => ({
      key,
      display: key,
      written: key,
      words: 1,
      score: Math.round((100 * entry.weighted) / best),
      occurrences: entry.inDescription,
      densityPercent: Math.round((entry.inDescription / descriptionWords) * 1000) / 10,
      opensLine: false,
    }));
}
