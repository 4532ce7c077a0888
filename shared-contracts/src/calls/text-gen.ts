import { z } from 'zod';
import { optionalText, requiredText, textRows } from '../fields';

export const LandingPageRequest = z.object({
  app_name: requiredText(80),
  description: requiredText(2000),
  features: textRows({ maxRows: 12, maxLength: 200 }).default([]),
  cta_text: z.string().trim().max(40).default('Download Now').transform((cta) => cta || 'Download Now'),
});
export type LandingPageRequest = z.infer<typeof LandingPageRequest>;

export const LandingPageResponse = z.object({ html_code: z.string() });
export type LandingPageResponse = z.infer<typeof LandingPageResponse>;

export const REVIEW_TYPES = ['positive', 'mixed'] as const;
export const STAR_RATINGS = [1, 2, 3, 4, 5] as const;

export const ReviewRequest = z.object({
  app_name: requiredText(80),
  rating: z.number().int('Rating must be a whole number').min(1).max(5).default(5),
  review_type: z.enum(REVIEW_TYPES).default('positive'),
});
export type ReviewRequest = z.infer<typeof ReviewRequest>;

export const Review = z.object({
  username: z.string(),
  rating: z.number().int().min(1).max(5),
  date: z.string(),
  review: z.string(),
});
export const ReviewResponse = z.object({ reviews: z.array(Review) });
export type ReviewResponse = z.infer<typeof ReviewResponse>;

export const BlogArticle = z.object({
  date: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
});
export const BlogResponse = z.object({ articles: z.array(BlogArticle) });
export type BlogResponse = z.infer<typeof BlogResponse>;
/** The blog's fixed tags (spec §2). */
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

export const StoreDescriptionResponse = z.object({
  play_store_description: z.string(),
  app_store_description: z.string(),
  short_description: z.string(),
  keywords_used: z.array(z.string()),
  variations: z.array(z.object({ title: z.string(), focus: z.string(), description: z.string() })),
});
export type StoreDescriptionResponse = z.infer<typeof StoreDescriptionResponse>;

export const APP_NAME_CATEGORIES = ['productivity', 'social', 'gaming', 'health', 'education', 'business', 'entertainment'] as const;

export const AppNameRequest = z.object({
  keywords: textRows({ maxRows: 10, maxLength: 40, min: 1, minMessage: 'Please enter at least one keyword' }),
  category: z.enum(APP_NAME_CATEGORIES),
});
export type AppNameRequest = z.infer<typeof AppNameRequest>;

export const AppNameResponse = z.object({ names: z.array(z.string()) });
export type AppNameResponse = z.infer<typeof AppNameResponse>;
