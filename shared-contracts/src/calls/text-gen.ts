import { z } from 'zod';
import {
  ANDROID_PACKAGE_MAX_LENGTH,
  ANDROID_PACKAGE_PATTERN,
  APP_STORE_ID_PATTERN,
  QUOTED_BANNED_TITLE_WORDS,
  STORE_TEXT_LIMITS,
} from '@aiapp/store-facts';
import { HTML_TAG_PATTERN } from '@aiapp/text';
import { EXAMPLE_PNG_DATA_URL } from '../example-request';
import { commaSeparatedRows, optionalText, requiredText, textRows } from '../fields';

/** Who wrote a generated text: the offline writer, or the configured OpenAI-compatible model. */
export const TEXT_ENGINES = ['built-in', 'model'] as const;
export type TextEngine = (typeof TEXT_ENGINES)[number];

/**
 * Why a configured model was not asked at all (docs/reliability.md, "The model budget"):
 * `daily-budget`: the site's MODEL_DAILY_BUDGET of model calls for this UTC day is spent;
 * `budget-unchecked`: the gateway could not reach the counters that hold the budget, and does not
 * spend money it cannot count; `busy`: the service already runs as many model calls as it allows.
 */
export const MODEL_SKIP_REASONS = ['daily-budget', 'budget-unchecked', 'busy'] as const;
export type ModelSkipReason = (typeof MODEL_SKIP_REASONS)[number];

/** Added to every AI answer so the page can say honestly which engine wrote it. */
export const engineReport = {
  engine: z.enum(TEXT_ENGINES),
  /** Set when the model was tried or skipped and the built-in engine answered instead: why, in words for the visitor. */
  fallback_reason: z.string().nullable(),
  /** Set when a model is configured but was not asked for this answer: which budget or cap stopped it (MODEL_SKIP_REASONS). */
  model_skipped: z
    .enum(MODEL_SKIP_REASONS)
    .nullable()
    .describe(
      'Set when a model is configured but was not asked: daily-budget (the site-wide MODEL_DAILY_BUDGET is spent until 00:00 UTC), budget-unchecked (the budget counters were unreachable), busy (too many model calls in flight)',
    ),
};

/** An optional link: a full https:// address, '' when not given. `what` names it in the message ("The App Store link"). */
const httpsLink = (what: string) =>
  z
    .string()
    .trim()
    .max(500)
    .default('')
    .pipe(z.union([z.literal(''), z.url({ protocol: /^https$/, error: `${what} must be a full https:// address` })]));

/** The landing page's own images are shown small: the page downsizes them before sending. */
export const LANDING_IMAGE_MAX_BYTES = 512 * 1024;
export const LANDING_SCREENSHOTS_MAX = 5;

/** The first bytes of each accepted type, so a data URL claiming PNG but holding something else is refused. */
const IMAGE_SIGNATURES: Record<'image/png' | 'image/jpeg' | 'image/webp', (bytes: string) => boolean> = {
  'image/png': (bytes) => bytes.startsWith('\x89PNG\r\n\x1a\n'),
  'image/jpeg': (bytes) => bytes.startsWith('\xff\xd8\xff'),
  'image/webp': (bytes) => bytes.startsWith('RIFF') && bytes.slice(8, 12) === 'WEBP',
};

const DATA_URL = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

/** An image inlined in the page: a PNG, JPEG or WebP data URL of at most LANDING_IMAGE_MAX_BYTES. */
const landingImage = (what: string, { optional = false } = {}) =>
  z
    .string()
    .max(Math.ceil((LANDING_IMAGE_MAX_BYTES * 4) / 3) + 64, `${what} must be at most ${LANDING_IMAGE_MAX_BYTES / 1024} KB`)
    .superRefine((value, context) => {
      if (optional && value === '') return;
      const match = DATA_URL.exec(value);
      const type = match?.[1] as keyof typeof IMAGE_SIGNATURES | undefined;
      const head = match?.[2] ? atob(match[2].slice(0, 16)) : '';
      if (!type || !IMAGE_SIGNATURES[type](head)) {
        context.addIssue({ code: 'custom', message: `${what} must be a PNG, JPEG or WebP image as a base64 data URL` });
      }
    })
    .describe(`${what}: a PNG, JPEG or WebP base64 data URL, at most ${LANDING_IMAGE_MAX_BYTES / 1024} KB`)
    .meta({ examples: [EXAMPLE_PNG_DATA_URL] });

export const LandingPageRequest = z.object({
  app_name: requiredText(80),
  description: requiredText(2000),
  features: textRows({ maxRows: 12, maxLength: 200 }).default([]),
  cta_text: z
    .string()
    .trim()
    .max(40)
    .default('Download Now')
    .transform((cta) => cta || 'Download Now'),
  /** Where the download buttons lead; without either, the page says where to add them. */
  app_store_url: httpsLink('The App Store link'),
  play_store_url: httpsLink('The Google Play link'),
  /** Beyond the spec: the store category in the visitor's words; picks the copy and the layout. */
  category: optionalText(60),
  /** Beyond the spec: the app's privacy policy, linked in the footer and the FAQ. */
  privacy_url: httpsLink('The privacy policy link'),
  /** The numeric Apple ID: the App Store button's link when app_store_url is empty, and the Smart App Banner. */
  app_store_id: z
    .string()
    .trim()
    .max(12)
    .default('')
    .pipe(
      z.union([
        z.literal(''),
        z.string().regex(APP_STORE_ID_PATTERN, 'The App Store ID is the number App Store Connect shows, like 1234567890'),
      ]),
    )
    .describe('Numeric Apple ID (App Store Connect → App Information); adds the Smart App Banner')
    .meta({ examples: ['1234567890'] }),
  /** The Android application ID: the Google Play button's link when play_store_url is empty. */
  package_name: z
    .string()
    .trim()
    .max(ANDROID_PACKAGE_MAX_LENGTH)
    .default('')
    .pipe(z.union([z.literal(''), z.string().regex(ANDROID_PACKAGE_PATTERN, 'The package name looks like com.example.app')]))
    .describe('Android application ID, like com.example.app')
    .meta({ examples: ['com.example.app'] }),
  /** Where the page will live: og:url and the canonical link. */
  page_url: httpsLink('The page address'),
  /** A 1200×630 share image already online: og:image and the large X card. */
  social_image_url: httpsLink('The share image link'),
  /** '' when there is none: the page shows the name's initial on a tile. */
  icon_data: landingImage('The app icon', { optional: true }).default(''),
  screenshots: z
    .array(landingImage('Each screenshot'))
    .max(LANDING_SCREENSHOTS_MAX, `At most ${LANDING_SCREENSHOTS_MAX} screenshots`)
    .default([]),
});
export type LandingPageRequest = z.infer<typeof LandingPageRequest>;

/** The longest each of the landing page's generated texts may be, in characters. */
export const LANDING_COPY_LIMITS = {
  headline: 70,
  subhead: 160,
  benefit: 200,
  stepTitle: 30,
  step: 160,
  audience: 240,
  question: 100,
  answer: 300,
  closing: 120,
} as const;
const LC = LANDING_COPY_LIMITS;

/**
 * The landing page's words as the model engine writes them (strict structured output); lengths
 * are told in the descriptions and enforced afterwards, and the page itself is always built by
 * the service from these words, escaped.
 */
export const LandingPageCopy = z.object({
  headline: z.string().describe(`A benefit headline of at most ${LC.headline} characters, no claim such as "best" or "#1"`),
  subhead: z.string().describe(`One sentence of at most ${LC.subhead} characters: what the app does for the reader`),
  feature_benefits: z
    .array(z.string())
    .describe(`One benefit sentence per feature, in the order the features are given, at most ${LC.benefit} characters each`),
  steps: z
    .array(z.object({ title: z.string(), text: z.string() }))
    .describe(`Three "how it works" steps: a title of at most ${LC.stepTitle} characters and one sentence of at most ${LC.step}`),
  audience: z.string().describe(`One or two sentences on who the app is for, at most ${LC.audience} characters`),
  faq: z
    .array(z.object({ question: z.string(), answer: z.string() }))
    .describe(`Two to four questions a visitor would ask, each answered in at most ${LC.answer} characters from the facts given`),
  closing: z.string().describe(`A call to action sentence of at most ${LC.closing} characters`),
});
export type LandingPageCopy = z.infer<typeof LandingPageCopy>;

export const LandingPageResponse = z.object({
  html_code: z.string(),
  /** Sentences either engine wrote that the brief does not support, left out or replaced by the claim check. */
  unsupported_sentences_removed: z.number().int().min(0),
  ...engineReport,
});
export type LandingPageResponse = z.infer<typeof LandingPageResponse>;

export const REVIEW_TYPES = ['positive', 'mixed'] as const;
export const STAR_RATINGS = [1, 2, 3, 4, 5] as const;

/** Positive reviews below this rating contradict themselves; the request is refused rather than silently changed. */
export const MIN_POSITIVE_RATING = 3;
export const CONTRADICTORY_REVIEW_MESSAGE = `Positive reviews need a rating of ${MIN_POSITIVE_RATING} stars or more; choose Mixed for 1 or 2 stars`;

export const ReviewRequest = z
  .object({
    app_name: requiredText(80),
    rating: z.number().int('Rating must be a whole number').min(1).max(5).default(5),
    review_type: z.enum(REVIEW_TYPES).default('positive'),
    /** Beyond the spec: the store category in the visitor's words ("Health & Fitness", "field service"); picks the wording. */
    category: optionalText(60),
    /** Beyond the spec: features reviewers may mention. */
    features: textRows({ maxRows: 10, maxLength: 120 }).default([]),
  })
  .refine((request) => request.review_type !== 'positive' || request.rating >= MIN_POSITIVE_RATING, {
    message: CONTRADICTORY_REVIEW_MESSAGE,
    path: ['review_type'],
  });
export type ReviewRequest = z.infer<typeof ReviewRequest>;

export const Review = z.object({
  username: z.string(),
  rating: z.number().int().min(1).max(5),
  /** The day it was posted, YYYY-MM-DD. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The headline the App Store shows above a review. */
  title: z.string(),
  review: z.string(),
});
/** A sample card's lengths, like the cards the stores show. */
export const REVIEW_TEXT_LIMITS = { title: 60, review: 600 } as const;

/**
 * The model engine's structured output for review previews: one card per star rating asked for,
 * in that order. The service adds the usernames and dates, and checks the stars' spread.
 */
export const ReviewTexts = z.object({
  reviews: z
    .array(
      z.object({
        rating: z.number().int().describe('The star rating this card was asked for, 1 to 5'),
        title: z.string().describe(`A review headline of at most ${REVIEW_TEXT_LIMITS.title} characters`),
        review: z.string().describe(`The review, one to four sentences, at most ${REVIEW_TEXT_LIMITS.review} characters`),
      }),
    )
    .describe('One review per requested star rating, in the order given'),
});
export type ReviewTexts = z.infer<typeof ReviewTexts>;

export const ReviewResponse = z.object({
  reviews: z.array(Review),
  /** Beyond the spec: always true; the cards are invented samples for mockups, never real reviews. */
  samples: z.literal(true),
  /** Sentences either engine wrote that the brief does not support, left out by the claim check (a title counts as one). */
  unsupported_sentences_removed: z.number().int().min(0),
  ...engineReport,
});
export type ReviewResponse = z.infer<typeof ReviewResponse>;

export const BlogArticle = z.object({
  /** Publication day, YYYY-MM-DD. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  title: z.string(),
  excerpt: z.string(),
  /** The article in Markdown: paragraphs, ## headings, lists, **bold**, `code`. Render it as text, never as HTML. */
  content: z.string(),
  /** A stable id for links to one article. */
  slug: z.string(),
  read_minutes: z.number().int().positive(),
});
export type BlogArticle = z.infer<typeof BlogArticle>;
export const BlogResponse = z.object({ articles: z.array(BlogArticle) });
export type BlogResponse = z.infer<typeof BlogResponse>;
/** The blog's fixed tags (docs/product.md §2). */
export const BLOG_TAGS = ['ASO', 'App Marketing', 'Growth'] as const;

export const APP_TYPES = ['utility', 'productivity', 'game', 'social', 'health', 'education', 'business'] as const;

export const StoreDescriptionRequest = z.object({
  app_name: requiredText(80),
  app_category: requiredText(60),
  key_features: textRows({ maxRows: 15, maxLength: 200, min: 1, minMessage: 'Please add at least one key feature' }),
  target_audience: optionalText(200),
  app_type: z.enum(APP_TYPES).default('utility'),
  unique_selling_points: textRows({ maxRows: 10, maxLength: 200 }).default([]),
});
export type StoreDescriptionRequest = z.infer<typeof StoreDescriptionRequest>;

const within = (limit: number) => z.string().max(limit, `Must be at most ${limit} characters`);
const plainTextWithin = (limit: number) =>
  within(limit).refine((text) => !HTML_TAG_PATTERN.test(text), 'Must be plain text without HTML');

const StoreVariation = z.object({
  title: z.string().describe('A two-to-four word name for the angle, e.g. "Feature spotlight"'),
  focus: z.string().describe('One sentence: what this version leads with and who it speaks to'),
  description: z.string().describe('A complete alternative full description built around that focus, plain text'),
});

/**
 * The copy as an engine writes it. The model engine asks for exactly this shape as strict
 * structured output; lengths are told in the descriptions and enforced afterwards, because
 * OpenAI-compatible servers differ in which JSON Schema length keywords they accept.
 */
export const StoreDescriptionCopy = z.object({
  play_store_description: z
    .string()
    .describe(
      `Google Play full description: plain text, at most ${STORE_TEXT_LIMITS.playFullDescription.max} characters, natural use of the search terms`,
    ),
  app_store_description: z
    .string()
    .describe(
      `App Store description: plain text without HTML, at most ${STORE_TEXT_LIMITS.appStoreDescription.max} characters, strongest lines first`,
    ),
  short_description: z
    .string()
    .describe(
      `Google Play short description: at most ${STORE_TEXT_LIMITS.playShortDescription.max} characters, no emoji, none of ${QUOTED_BANNED_TITLE_WORDS}`,
    ),
  promotional_text: z
    .string()
    .describe(`App Store promotional text: at most ${STORE_TEXT_LIMITS.appStorePromotionalText.max} characters`),
  keywords_used: z.array(z.string()).describe('Search keywords that occur word for word in the descriptions'),
  variations: z.array(StoreVariation).describe('Three alternative full descriptions, each with a different focus'),
});
export type StoreDescriptionCopy = z.infer<typeof StoreDescriptionCopy>;

export const StoreDescriptionResponse = StoreDescriptionCopy.extend({
  play_store_description: within(STORE_TEXT_LIMITS.playFullDescription.max),
  app_store_description: plainTextWithin(STORE_TEXT_LIMITS.appStoreDescription.max),
  short_description: within(STORE_TEXT_LIMITS.playShortDescription.max),
  promotional_text: within(STORE_TEXT_LIMITS.appStorePromotionalText.max),
  variations: z.array(StoreVariation.extend({ description: within(STORE_TEXT_LIMITS.playFullDescription.max) })),
  /** What the visitor's own text does that store rules forbid in listing fields (another app's name). */
  warnings: z.array(z.string()),
  /** Sentences either engine wrote that the brief does not support, left out by the claim check. */
  unsupported_sentences_removed: z.number().int().min(0),
  ...engineReport,
});
export type StoreDescriptionResponse = z.infer<typeof StoreDescriptionResponse>;

export const APP_NAME_CATEGORIES = [
  'productivity',
  'social',
  'gaming',
  'health',
  'education',
  'business',
  'entertainment',
] as const;

export const AppNameRequest = z.object({
  /** Typed in one field, separated by commas, like the keyword tracker's. */
  keywords: commaSeparatedRows({ maxRows: 10, maxLength: 40, min: 1, minMessage: 'Please enter at least one keyword' }),
  category: z.enum(APP_NAME_CATEGORIES),
});
export type AppNameRequest = z.infer<typeof AppNameRequest>;

/** The model engine's structured output for names; the service filters and merges them. */
export const AppNameIdeas = z.object({
  names: z
    .array(z.string())
    .describe(`Brandable, pronounceable app names of at most ${STORE_TEXT_LIMITS.appStoreName.max} characters`),
});

export const AppNameResponse = z.object({ names: z.array(within(STORE_TEXT_LIMITS.appStoreName.max)), ...engineReport });
export type AppNameResponse = z.infer<typeof AppNameResponse>;
