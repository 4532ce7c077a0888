import type { KeywordTrackingResponse } from '@aiapp/contracts';

const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The rankings as CSV, for a spreadsheet that keeps the history across tools. */
export function rankingsCsv(response: KeywordTrackingResponse): string {
  const header = [
    'keyword',
    'store',
    'country',
    'checked_at',
    'position',
    'previous_position',
    'change',
    'estimated_difficulty',
    'estimated_popularity',
    'status',
  ];
  const rows = Object.entries(response.rankings).map(([keyword, ranking]) =>
    [
      keyword,
      response.app_store,
      response.country,
      response.checked_at,
      ranking.current_position,
      ranking.previous_position,
      ranking.change,
      ranking.difficulty,
      ranking.search_volume,
      ranking.status,
    ]
      .map(cell)
      .join(','),
  );
  return `${[header.join(','), ...rows].join('\n')}\n`;
}

export function rankingsFileName(response: KeywordTrackingResponse): string {
  return `keyword-rankings-${response.app_store}-${response.country}-${response.checked_at.slice(0, 10)}.csv`;
}
