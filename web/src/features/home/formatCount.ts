const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/** 12345 → "12,345": the exact figure, never rounded up into a marketing number. */
export function formatCount(value: number): string {
  return COUNT_FORMAT.format(value);
}
