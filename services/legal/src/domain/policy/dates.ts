const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The UTC calendar day of `now`, as YYYY-MM-DD. */
export const isoDay = (now: Date) => now.toISOString().slice(0, 10);

/** "2026-05-04" → "May 4, 2026", the same in every locale the server might run in. */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}
