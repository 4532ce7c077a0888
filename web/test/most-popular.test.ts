import { TOOL_IDS, TOOLS, type ToolEntry } from '@aiapp/site-catalogue';
import { type StatsResponse } from '@aiapp/contracts';
import { MEANINGFUL_TOOL_COUNT as ENOUGH, mostPopularToolId } from '../src/features/home/mostPopular';

function statsWith(counts: Partial<Record<string, number>>): StatsResponse {
  const perTool = Object.fromEntries(TOOL_IDS.map((id) => [id, counts[id] ?? 0])) as StatsResponse['per_tool'];
  const total = Object.values(perTool).reduce((sum, count) => sum + count, 0);
  return { results_delivered: total, per_tool: perTool, counted_at: new Date().toISOString() };
}

const tools: readonly ToolEntry[] = TOOLS;

describe('the Most Popular badge', () => {
  it('When nothing has been counted yet, then the registry pick (the ASO Keyword Optimizer) has it', () => {
    expect(mostPopularToolId(tools, statsWith({}))).toBe('aso-optimizer');
    expect(mostPopularToolId(tools, undefined)).toBe('aso-optimizer');
  });

  it('When another tool has delivered more results, and enough to mean something, then that tool has it', () => {
    expect(mostPopularToolId(tools, statsWith({ 'logo-maker': ENOUGH + 5, 'aso-optimizer': 2 }))).toBe('logo-maker');
  });

  it('When the leading count is still small, then the registry pick keeps the badge', () => {
    expect(mostPopularToolId(tools, statsWith({ 'logo-maker': ENOUGH - 1, 'aso-optimizer': 2 }))).toBe('aso-optimizer');
  });

  it('When the registry pick ties for the most results, then it keeps the badge', () => {
    expect(mostPopularToolId(tools, statsWith({ 'logo-maker': ENOUGH, 'aso-optimizer': ENOUGH }))).toBe('aso-optimizer');
  });
});
