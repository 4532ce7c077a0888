import { z } from 'zod';

/** A required piece of user text: trimmed, never blank, bounded. */
export function requiredText(maxLength: number) {
  return z.string().trim().min(1, 'Must not be blank').max(maxLength, `Must be at most ${maxLength} characters`);
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
  return z.string().trim().max(maxLength, `Must be at most ${maxLength} characters`).default('');
}

/**
 * A list typed row by row in a form: each row trimmed, blank rows dropped (spec §5),
 * then bounded. `minMessage` is the text shown when nothing is left.
 */
export function textRows(options: { maxRows: number; maxLength: number; min?: number; minMessage?: string }) {
  const { maxRows, maxLength, min = 0, minMessage } = options;
  return z
    .array(z.string().max(maxLength, `Each entry must be at most ${maxLength} characters`))
    .max(maxRows * 4, `At most ${maxRows} entries`)
    .transform((rows) => rows.map((row) => row.trim()).filter((row) => row.length > 0))
    .pipe(
      z
        .array(z.string())
        .min(min, minMessage ?? `Add at least ${min} entries`)
        .max(maxRows, `At most ${maxRows} entries`),
    );
}

/** Base64 payload as returned by the image tools. */
export const base64Data = z.string().describe('Base64-encoded bytes, no data-URL prefix');
