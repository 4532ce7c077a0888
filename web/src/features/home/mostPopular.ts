import type { StatsResponse } from '@aiapp/contracts';
import type { ToolEntry } from '@aiapp/site-catalogue';

/*
 * A count is shown only once it means something: "3 results delivered" on a new install is
 * a tiny number dressed as social proof. Below these, the figures stay out of sight (and the
 * Most Popular badge stays the registry's editorial pick).
 */
/** Results delivered in total before the home page shows the total. */
export const MEANINGFUL_TOTAL = 1_000;
/** Results one tool has delivered before its card shows its count or the figures pick the most popular tool. */
export const MEANINGFUL_TOOL_COUNT = 100;

/** The total, when it is large enough to show; undefined otherwise. */
export function meaningfulTotal(stats: StatsResponse | undefined): number | undefined {
  return stats && stats.results_delivered >= MEANINGFUL_TOTAL ? stats.results_delivered : undefined;
}

/** Results a tool has delivered; 0 for a tool the figures do not list. */
export function deliveredBy(stats: StatsResponse, toolId: string): number {
  return (stats.per_tool as Readonly<Record<string, number>>)[toolId] ?? 0;
}

/**
 * The tool that has delivered the most results. Until one has delivered MEANINGFUL_TOOL_COUNT
 * (or while the count is unavailable) the registry's editorial pick stands, and it also wins a
 * tie, so the "Most Popular" badge never contradicts the figures.
 */
export function mostPopularToolId(tools: readonly ToolEntry[], stats: StatsResponse | undefined): string | undefined {
  const editorialPick = tools.find((tool) => tool.mostPopular);
  const delivered = (tool: ToolEntry) => (stats ? deliveredBy(stats, tool.id) : 0);
  const most = Math.max(0, ...tools.map(delivered));
  if (most < MEANINGFUL_TOOL_COUNT) return editorialPick?.id;
  if (editorialPick && delivered(editorialPick) === most) return editorialPick.id;
  return tools.find((tool) => delivered(tool) === most)?.id;
}
