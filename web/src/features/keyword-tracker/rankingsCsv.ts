import type { KeywordTrackingResponse } from '@aiapp/contracts';

/**
 * A text cell a spreadsheet would read as a formula (`=HYPERLINK(…)` typed as a keyword) gets a
 * leading apostrophe, as OWASP's CSV injection guidance says
 * (https://owasp.org/www-community/attacks/CSV_Injection): = + - @, tab and carriage return.
 * Numbers (a negative change) stay numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: string | number | null) => {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
      .map(csvCell)
      .join(','),
  );
  return `${[header.join(','), ...rows].join('\n')}\n`;
}

export function rankingsFileName(response: KeywordTrackingResponse): string {
  return `keyword-rankings-${response.app_store}-${response.country}-${response.checked_at.slice(0, 10)}.csv`;
}
