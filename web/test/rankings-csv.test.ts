import type { KeywordRanking, KeywordTrackingResponse } from '@aiapp/contracts';
import { csvCell, rankingsCsv } from '../src/features/keyword-tracker/rankingsCsv';

const ranking: KeywordRanking = {
  current_position: 4,
  previous_position: 7,
  change: 'up',
  difficulty: 40,
  search_volume: 55,
  status: 'ranked',
  failure: null,
  position_change: -3,
  previous_checked_at: null,
  rank_class: null,
  results_checked: 200,
  volume_basis: 'results_only',
  top_results: [],
  suggestions: [],
} as unknown as KeywordRanking;

describe('the keyword CSV export (OWASP CSV injection)', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","click")', `"'=HYPERLINK(""https://evil.example"",""click"")"`],
    ['+1 habit', "'+1 habit"],
    ['-cmd|calc', "'-cmd|calc"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['habit tracker', 'habit tracker'],
    ['a=b', 'a=b'],
  ])('When a text cell is %j, then it is written as %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('When a number is negative, then it stays a number', () => {
    expect(csvCell(-3)).toBe('-3');
  });

  it('When a tracked keyword is a formula, then no line of the export starts a cell with =', () => {
    const response = {
      rankings: { '=HYPERLINK("https://evil.example")': ranking, 'habit tracker': ranking },
      insights: [],
      app_store: 'ios',
      country: 'us',
      checked_at: '2026-11-26T10:00:00.000Z',
      matched_app: null,
    } as unknown as KeywordTrackingResponse;
    const lines = rankingsCsv(response).trim().split('\n');
    expect(lines[1]).toMatch(/^"'=HYPERLINK/);
    expect(lines.flatMap((line) => line.split(',')).some((cell) => /^"?[=+@]/.test(cell))).toBe(false);
  });
});
