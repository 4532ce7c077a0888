import { TOOL_IDS, type ToolId } from '@aiapp/site-catalogue';
import { type StatsResponse } from '@aiapp/contracts';
import type { ToolCaptureCount } from '../data-access/stats-repository';

/**
 * A result is shown only after its e-mail is captured, so captures count delivered results.
 * Every tool of the registry is listed (0 when unused); captures of a tool no longer in the
 * registry still count towards the total, because those results were delivered.
 */
export function summariseDeliveredResults(counts: readonly ToolCaptureCount[], countedAt: Date): StatsResponse {
  const perTool = Object.fromEntries(TOOL_IDS.map((id) => [id, 0])) as Record<ToolId, number>;
  let total = 0;
  for (const { toolUsed, captures } of counts) {
    total += captures;
    if (toolUsed in perTool) perTool[toolUsed as ToolId] += captures;
  }
  return { results_delivered: total, per_tool: perTool, counted_at: countedAt.toISOString() };
}

export interface StatsReaderOptions {
  load: () => Promise<readonly ToolCaptureCount[]>;
  /** How long one count is reused: every home page visit asks, and counting scans the captures. */
  maxAgeMs: number;
  now?: () => Date;
}

/** Counts at most once per `maxAgeMs`; concurrent callers share one query; failures are not kept. */
export function createStatsReader({ load, maxAgeMs, now = () => new Date() }: StatsReaderOptions): () => Promise<StatsResponse> {
  let cached: { at: number; stats: Promise<StatsResponse> } | undefined;
  return () => {
    const at = now();
    if (cached && at.getTime() - cached.at < maxAgeMs) return cached.stats;
    const stats = load().then((counts) => summariseDeliveredResults(counts, at));
    const entry = { at: at.getTime(), stats };
    cached = entry;
    stats.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return stats;
  };
}
