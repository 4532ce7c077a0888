import { z } from 'zod';

// Messages for the plain rules (blank, too long, too many) come from ./messages.

/** A required piece of user text: trimmed, never blank, bounded. */
export function requiredText(maxLength: number) {
  return z.string().trim().min(1).max(maxLength);
}

/** Half of a surrogate pair without its other half: JavaScript strings allow it, UTF-8 (and Postgres) do not. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Required user text that is stored as it is: `requiredText` that also refuses what the database cannot hold. */
export function storedText(maxLength: number) {
  return requiredText(maxLength).refine(
    (text) => !LONE_SURROGATE.test(text),
    'Contains a broken character (half of an emoji); please type it again',
  );
}

/** Optional user text: trimmed, bounded, '' when absent. */
export function optionalText(maxLength: number) {
  return z.string().trim().max(maxLength).default('');
}

/**
 * A list typed row by row in a form: each row trimmed, blank rows dropped (docs/product.md §5),
 * then bounded. `minMessage` is the text shown when nothing is left. The row bound applies to
 * what is sent, so the OpenAPI document (generated from the input side) states the limit the
 * service enforces; the forms send only filled rows.
 */
export function textRows(options: { maxRows: number; maxLength: number; min?: number; minMessage?: string }) {
  const { maxRows, maxLength, min = 0, minMessage } = options;
  return z
    .array(z.string().max(maxLength))
    .min(min, minMessage)
    .max(maxRows)
    .transform((rows) => rows.map((row) => row.trim()).filter((row) => row.length > 0))
    .pipe(z.array(z.string()).min(min, minMessage));
}

/** Splits text typed as a comma-separated list; `textRows` then trims the parts and drops the blank ones. */
export const splitCommaSeparated = (text: string): string[] => text.split(',');

/**
 * `textRows` for a list a visitor may type in one field, separated by commas ("habit, streak,
 * daily"): a text, or rows each holding several comma-separated entries, is split first.
 */
export function commaSeparatedRows(options: Parameters<typeof textRows>[0]) {
  return z.preprocess((value: string | readonly string[]) => {
    const rows = typeof value === 'string' ? [value] : value;
    return Array.isArray(rows) ? rows.flatMap((row) => (typeof row === 'string' ? splitCommaSeparated(row) : [row])) : rows;
  }, textRows(options));
}

/** Base64 payload as returned by the image tools. */
export const base64Data = z.string().describe('Base64-encoded bytes, no data-URL prefix');
