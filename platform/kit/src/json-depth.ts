import { AppError } from './errors';

/** The most levels of arrays and objects a request body may nest; no contract's body has ten. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** Whether the quote at `at` is escaped: an odd number of backslashes stands before it. */
function escaped(bytes: Buffer, at: number): boolean {
  let backslashes = 0;
  while (bytes[at - 1 - backslashes] === BACKSLASH) backslashes++;
  return backslashes % 2 === 1;
}

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, read from the bytes before any
 * parse: a body 200,000 levels deep takes JSON.parse a quarter of a second and the checks after it
 * walk every level again, only to be refused. Brackets inside strings do not count; each string is
 * skipped with one search for its closing quote (a 14 MB image is one string).
 */
export function nestsDeeperThan(bytes: Buffer, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte === QUOTE) {
      let end = bytes.indexOf(QUOTE, i + 1);
      while (end !== -1 && escaped(bytes, end)) end = bytes.indexOf(QUOTE, end + 1);
      // An unterminated string: the parser will say the JSON is invalid.
      if (end === -1) return false;
      i = end;
    } else if (OPENERS.has(byte)) {
      if (++depth > limit) return true;
    } else if (CLOSERS.has(byte)) {
      depth--;
    }
  }
  return false;
}

/** Refuses a body nested deeper than MAX_JSON_DEPTH with a 400, before it is parsed. */
export function refuseDeepNesting(bytes: Buffer): void {
  if (nestsDeeperThan(bytes, MAX_JSON_DEPTH)) {
    throw new AppError(
      'validation_failed',
      400,
      `The request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep`,
    );
  }
}
