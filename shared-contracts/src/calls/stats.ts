import { z } from 'zod';
import { TOOL_IDS } from '@aiapp/site-catalogue';
import { route } from '../route-contract';

const count = z.number().int().nonnegative();

/**
 * Live usage figures for the home page. A result is delivered when a visitor gives an
 * e-mail to unlock it, so each stored capture counts one delivered result.
 */
export const StatsResponse = z.object({
  results_delivered: count.describe('Results delivered by every tool since the first capture'),
  per_tool: z.record(z.enum(TOOL_IDS), count).describe('Results delivered per tool id; 0 for a tool not used yet'),
  counted_at: z.iso.datetime().describe('When these figures were counted; they may be up to a minute old'),
});
export type StatsResponse = z.infer<typeof StatsResponse>;

/** Its own module, apart from the route table: the home page reads the figures without loading every call's schemas. */
export const STATS_ROUTE = route({
  method: 'GET',
  path: '/api/stats',
  service: 'email',
  summary: 'Results delivered in total and per tool, counted from the stored captures',
  request: null,
  response: StatsResponse,
  maxBodyBytes: 0,
  timeoutMs: 10_000,
  rateLimit: null,
});
