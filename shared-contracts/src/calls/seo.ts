import { z } from 'zod';
import { requiredText, textRows } from '../fields';
import { TARGET_PLATFORMS } from './image';

export const KEYWORDS_MAX = 15;

export const KeywordTrackingRequest = z.object({
  app_name: requiredText(200),
  keywords: textRows({ maxRows: KEYWORDS_MAX, maxLength: 100, min: 1, minMessage: 'Please enter at least one keyword' }),
  app_store: z.enum(TARGET_PLATFORMS),
});
export type KeywordTrackingRequest = z.infer<typeof KeywordTrackingRequest>;

export const RANK_CHANGES = ['up', 'down', 'same', 'new'] as const;

export const KeywordRanking = z.object({
  current_position: z.number().int().positive().nullable(),
  previous_position: z.number().int().positive().nullable(),
  change: z.enum(RANK_CHANGES),
  difficulty: z.number().min(0).max(100),
  search_volume: z.number().min(0).max(100),
});
export const KeywordTrackingResponse = z.object({
  rankings: z.record(z.string(), KeywordRanking),
  insights: z.array(z.string()),
});
export type KeywordTrackingResponse = z.infer<typeof KeywordTrackingResponse>;

export const AsoRequest = z.object({
  app_name: requiredText(80),
  category: z.string().trim().max(60).default(''),
  description: requiredText(4000),
});
export type AsoRequest = z.infer<typeof AsoRequest>;

export const AsoResponse = z.object({
  keywords: z.array(z.string()),
  title_suggestions: z.array(z.string()),
  description_optimized: z.string(),
});
export type AsoResponse = z.infer<typeof AsoResponse>;
