// The requests a visitor would type for an app brief, one fixed rule per tool, written before any
// run (issue 28's evaluation). A brief is { app_name, app_category, app_type, target_audience,
// key_features, unique_selling_points, notes }; see bench/briefs/README.md.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { ReviewRequest, LandingPageRequest, StoreDescriptionRequest, AsoRequest } = require('../shared-contracts/dist');

const cut = (text, limit) => String(text ?? '').slice(0, limit);

/** Reviews: five rating/type pairs over the brief's first ten features (each cut to 120 characters). */
export const REVIEW_RATINGS = [
  [5, 'positive'],
  [4, 'positive'],
  [3, 'positive'],
  [3, 'mixed'],
  [2, 'mixed'],
];
export const reviewRequests = (brief) =>
  REVIEW_RATINGS.map(([rating, review_type]) =>
    ReviewRequest.parse({
      app_name: cut(brief.app_name, 80),
      rating,
      review_type,
      category: cut(brief.app_category, 60),
      features: (brief.key_features ?? []).slice(0, 10).map((line) => cut(line, 120)),
    }),
  );

/**
 * What a visitor who has only the brief's fields would write about the app: who it is for, then
 * each feature and selling point. The brief's `notes` say what the app really is for the reader
 * only (bench/briefs/README.md): no request carries them.
 */
const visitorLines = (brief) => [
  ...(brief.target_audience ? [`For ${brief.target_audience}`] : []),
  ...(brief.key_features ?? []),
  ...(brief.unique_selling_points ?? []),
];
const asSentence = (line) => (/[.!?]$/.test(line.trim()) ? line.trim() : `${line.trim()}.`);

/** Landing page: description = the visitor's lines as sentences; features then selling points (at most 12). */
export const landingRequest = (brief) =>
  LandingPageRequest.parse({
    app_name: cut(brief.app_name, 80),
    category: cut(brief.app_category, 60),
    description: cut(visitorLines(brief).map(asSentence).join(' ') || brief.app_name, 2000),
    features: [...(brief.key_features ?? []), ...(brief.unique_selling_points ?? [])].slice(0, 12).map((line) => cut(line, 200)),
  });

/**
 * The form's app types; a brief written with another ("finance", "lifestyle", "entertainment",
 * "other") takes the one a visitor would pick from the form's list.
 */
const APP_TYPE_FOR = { finance: 'business', lifestyle: 'utility', entertainment: 'utility', other: 'utility' };

/** Store description: every field of the brief as it is (features at most 15, selling points at most 10). */
export const storeRequest = (brief) =>
  StoreDescriptionRequest.parse({
    app_name: cut(brief.app_name, 80),
    app_category: cut(brief.app_category, 60),
    key_features: (brief.key_features ?? []).slice(0, 15).map((line) => cut(line, 200)),
    target_audience: cut(brief.target_audience, 200),
    app_type: APP_TYPE_FOR[brief.app_type] ?? brief.app_type,
    unique_selling_points: (brief.unique_selling_points ?? []).slice(0, 10).map((line) => cut(line, 200)),
  });

/** ASO optimizer: the description a visitor would paste, written from the brief: the visitor's lines as bullets. */
export const asoRequest = (brief) =>
  AsoRequest.parse({
    app_name: cut(brief.app_name, 80),
    category: cut(brief.app_category, 60),
    description: cut(
      visitorLines(brief)
        .map((line) => `• ${line}`)
        .join('\n') || brief.app_name,
      4000,
    ),
  });

const FUNCTION_WORDS = new Set(
  (
    'a an the and or but of to in on for with by at from as is are be it its this that you your our we they them their can will ' +
    'not no into up out all any each more most than then there here what when who how which also just only very has have had ' +
    'was were been do does did get gets make makes one every per via like over under after before about without within while ' +
    'where other others own same such both either these those through across between during easy easily simple simply quick ' +
    'quickly fast great instantly automatically anywhere everywhere free best app apps feature features option options mode'
  ).split(' '),
);
const SHELF_WORDS = new Set('tools utilities lifestyle apps games other general misc'.split(' '));
const MEDIA = /entertainment|music|video|photo|book|comic|news|podcast|magazine|movie|tv\b/i;
const TYPE_TO_CATEGORY = {
  utility: 'productivity',
  productivity: 'productivity',
  game: 'gaming',
  social: 'social',
  health: 'health',
  education: 'education',
  business: 'business',
};

/** A word without case or plural ending, for counting "habits" and "habit" as one. */
export const foldWord = (word) =>
  word
    .toLowerCase()
    .replace(/(ies)$/, 'y')
    .replace(/(?<![su])s$/, '');

/** A keyword as a visitor types it: lower case, but an acronym or inner capital as written ("IoT", "MQTT"). */
const asTyped = (word) => (/\p{Lu}/u.test(word.slice(1)) ? word : word.toLowerCase());

/**
 * App names (the visitor's keywords and the form's category):
 * - keywords: the category's last part ("Sports / Fishing" → "fishing") when it is one or two
 *   words and not a store shelf word ("Tools", "Utilities", "Lifestyle"…), then the most frequent
 *   content words of the key features (four letters or more, not function or filler words; ties
 *   in order of appearance), until there are three keywords (four when the category gave none
 *   and the features give enough); each at most 40 characters;
 * - category: the app type's enum value (utility → productivity, game → gaming), except that a
 *   non-game brief whose category is media (music, video, photo, books, comics, news, podcasts,
 *   magazines, entertainment) goes to entertainment.
 */
export function nameRequest(brief) {
  const last = brief.app_category
    .split(/[/,&]|\s-\s/)
    .pop()
    .trim();
  const lastWords = last
    .split(/\s+/)
    .map(asTyped)
    .filter((word) => word && !SHELF_WORDS.has(word.toLowerCase()));
  const keywords = lastWords.length >= 1 && lastWords.length <= 2 ? [lastWords.join(' ')] : [];
  const counts = new Map();
  for (const line of brief.key_features) {
    // Letters with their combining marks (a Gujarati vowel sign is \p{M}), so no word is cut at one.
    for (const typed of line.match(/[\p{L}\p{M}]+/gu) ?? []) {
      const word = asTyped(typed);
      if (word.length < 4 || FUNCTION_WORDS.has(word.toLowerCase())) continue;
      counts.set(foldWord(word), {
        word,
        count: (counts.get(foldWord(word))?.count ?? 0) + 1,
        order: counts.get(foldWord(word))?.order ?? counts.size,
      });
    }
  }
  const taken = new Set(keywords.flatMap((keyword) => keyword.split(' ').map(foldWord)));
  const ranked = [...counts.entries()].sort(([, a], [, b]) => b.count - a.count || a.order - b.order);
  const wanted = keywords.length ? 3 : 4;
  for (const [key, { word }] of ranked) {
    if (keywords.length >= wanted) break;
    if (taken.has(key)) continue;
    taken.add(key);
    keywords.push(word.slice(0, 40));
  }
  const category =
    brief.app_type !== 'game' && MEDIA.test(brief.app_category)
      ? 'entertainment'
      : (TYPE_TO_CATEGORY[brief.app_type] ?? 'productivity');
  return { keywords, category };
}
