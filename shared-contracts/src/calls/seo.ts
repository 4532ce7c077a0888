import { z } from 'zod';
import { commaSeparatedRows, requiredText } from '../fields';
import { DEFAULT_STORE_COUNTRY, STORE_COUNTRIES, STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import { TARGET_PLATFORMS } from './image';
import { engineReport } from './text-gen';

export const KEYWORDS_MAX = 15;
export const KEYWORD_MAX_LENGTH = 100;

export const KeywordTrackingRequest = z.object({
  /** The app's store name, or (beyond the spec) its App Store / Google Play URL or id for an exact match. */
  app_name: requiredText(300),
  /** Typed in one field, separated by commas. */
  keywords: commaSeparatedRows({
    maxRows: KEYWORDS_MAX,
    maxLength: KEYWORD_MAX_LENGTH,
    min: 1,
    minMessage: 'Please enter at least one keyword',
  }),
  app_store: z.enum(TARGET_PLATFORMS),
  country: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(STORE_COUNTRIES, { message: 'Choose a supported store country (two-letter code such as us, gb, de)' }))
    .default(DEFAULT_STORE_COUNTRY),
});
export type KeywordTrackingRequest = z.infer<typeof KeywordTrackingRequest>;

/** `unknown` when the store could not be checked for this keyword this time. */
export const RANK_CHANGES = ['up', 'down', 'same', 'new', 'unknown'] as const;
export const KEYWORD_CHECK_STATUSES = ['ranked', 'not_ranked', 'unavailable'] as const;
export const STORE_FAILURES = ['store_unreachable', 'rate_limited', 'timeout', 'unexpected_response'] as const;
export const RANK_CLASSES = ['excellent', 'good', 'average', 'poor'] as const;

const storeApp = z.object({ id: z.string(), title: z.string(), url: z.string() });

export const KeywordRanking = z.object({
  /** 1-based rank in the store's search results; null when not among the results checked. */
  current_position: z.number().int().positive().nullable(),
  /** The last stored observation for the same app, store, country and keyword. */
  previous_position: z.number().int().positive().nullable(),
  change: z.enum(RANK_CHANGES),
  /** Estimates on 0–100 (method in docs/keyword-tracker.md); null when the store could not be checked. */
  difficulty: z.number().min(0).max(100).nullable(),
  search_volume: z.number().min(0).max(100).nullable(),
  status: z.enum(KEYWORD_CHECK_STATUSES),
  failure: z.enum(STORE_FAILURES).nullable(),
  /** Places gained since the previous observation (negative: lost); null unless both were ranked. */
  position_change: z.number().int().nullable(),
  previous_checked_at: z.string().nullable(),
  rank_class: z.enum(RANK_CLASSES).nullable(),
  /** How many results were read: a null position means "not in the top N". */
  results_checked: z.number().int().min(0),
  /** Whether autocomplete answered, or the popularity estimate rests on the results alone. */
  volume_basis: z.enum(['autocomplete_and_results', 'results_only']).nullable(),
  /** The apps ranked 1–3 for this keyword. */
  top_results: z.array(storeApp),
  /** Longer searches the store's autocomplete offers for this keyword. */
  suggestions: z.array(z.string()),
  /** Stored observations, oldest first, ending with this one. */
  history: z.array(z.object({ checked_at: z.string(), position: z.number().int().positive().nullable() })),
});
export type KeywordRanking = z.infer<typeof KeywordRanking>;

export const KeywordTrackingResponse = z.object({
  rankings: z.record(z.string(), KeywordRanking),
  insights: z.array(z.string()),
  app_store: z.enum(TARGET_PLATFORMS),
  country: z.string(),
  checked_at: z.string(),
  /** The store listing the app was recognised as; null when it was not found for any keyword. */
  matched_app: storeApp.nullable(),
});
export type KeywordTrackingResponse = z.infer<typeof KeywordTrackingResponse>;

export const AsoRequest = z.object({
  app_name: requiredText(80),
  category: z.string().trim().max(60).default(''),
  description: requiredText(4000),
});
export type AsoRequest = z.infer<typeof AsoRequest>;

export const AsoKeyword = z.object({
  keyword: z.string(),
  score: z.number().min(0).max(100),
  /** Times the term occurs in the description (plural forms folded in). */
  occurrences: z.number().int().min(0),
  /** Share of the description's words taken by the term, in percent. */
  density_percent: z.number().min(0),
});

const L = STORE_TEXT_LIMITS;

/**
 * The model engine's structured output for the ASO optimizer. The service puts every part through
 * the built-in engine's limits and guard (titles, subtitles, the 100-byte keyword field, the short
 * description) before any of it is shown; keyword counts and warnings stay the built-in analysis.
 */
export const AsoSuggestions = z.object({
  keywords: z
    .array(z.string())
    .describe(
      `Single search words for the App Store keyword field, best first, none from the app name or another app's name (the field holds ${L.appStoreKeywords.max} bytes)`,
    ),
  title_suggestions: z
    .array(z.string())
    .describe(`Five "Name: benefit" store titles of at most ${L.appStoreName.max} characters, the app name first, no cut words`),
  subtitle_suggestions: z
    .array(z.string())
    .describe(
      `Five App Store subtitles of at most ${L.appStoreSubtitle.max} characters, benefit phrases repeating no title word`,
    ),
  play_short_description: z
    .string()
    .describe(`Google Play short description of at most ${L.playShortDescription.max} characters, no other app's name, no emoji`),
  description_optimized: z
    .string()
    .describe(
      `The description rewritten in plain text, at most ${L.playFullDescription.max} characters; its first 170 characters carry the hook and the main keywords`,
    ),
  description_changes: z.array(z.string()).describe('What the rewrite changed and why, one change per entry'),
});
export type AsoSuggestions = z.infer<typeof AsoSuggestions>;

export const AsoResponse = z.object({
  keywords: z.array(z.string()),
  title_suggestions: z.array(z.string()),
  description_optimized: z.string(),
  keyword_details: z.array(AsoKeyword),
  subtitle_suggestions: z.array(z.string()),
  /** Ready for App Store Connect: comma-separated, no spaces, ≤ 100 UTF-8 bytes, no word of the title. */
  app_store_keywords: z.string(),
  play_short_description: z.string(),
  /** How description_optimized differs from the submitted text and why, one change per entry. */
  description_changes: z.array(z.string()).optional(),
  /** Specific problems found in the submitted text (stuffing, banned title words, length, other apps' names). */
  warnings: z.array(z.string()),
  ...engineReport,
});
export type AsoResponse = z.infer<typeof AsoResponse>;

/** How the tracker grades a position in a keyword's results (the response's rank_class). */
export type RankQuality = 'excellent' | 'good' | 'average' | 'poor';

export function rankQuality(position: number): RankQuality {
  if (position <= 10) return 'excellent';
  if (position <= 30) return 'good';
  if (position <= 50) return 'average';
  return 'poor';
}
