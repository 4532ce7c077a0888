import type { StatsResponse, ToolEntry } from '@aiapp/contracts';

/** Results a tool has delivered; 0 for a tool the figures do not list. */
export function deliveredBy(stats: StatsResponse, toolId: string): number {
  return (stats.per_tool as Readonly<Record<string, number>>)[toolId] ?? 0;
}

/**
 * The tool that has delivered the most results. Until any
 * result is counted (or while the count is unavailable) the registry's editorial pick stands,
 * and it also wins a tie, so the "Most Popular" badge never contradicts the figures.
 */
export function mostPopularToolId(tools: readonly ToolEntry[], stats: StatsResponse | undefined): string | undefined {
  const editorialPick = tools.find((tool) => tool.mostPopular);
  const delivered = (tool: ToolEntry) => (stats ? deliveredBy(stats, tool.id) : 0);
  const most = Math.max(0, ...tools.map(delivered));
  if (most === 0) return editorialPick?.id;
  if (editorialPick && delivered(editorialPick) === most) return editorialPick.id;
  return tools.find((tool) => delivered(tool) === most)?.id;
}
