import type { ClaimCheck } from './grounding';

/** A text with its unsupported sentences left out, and how many went. */
export interface GroundedText {
  text: string;
  removed: number;
}

const SENTENCE = /[^.!?]+[.!?]+(?:\s+|$)|[^.!?]+$/g;

/**
 * "• Offline mode: It keeps working without a signal.": the visitor's line, then what the engine
 * added. The visitor's line is found by its text, since it may hold a colon itself.
 */
function splitBullet(line: string, visitorLines: readonly string[]): [string, string] | null {
  if (!line.startsWith('• ')) return null;
  const own = visitorLines.filter((visitorLine) => line.startsWith(`• ${visitorLine}: `)).sort((a, b) => b.length - a.length)[0];
  return own === undefined ? null : [`• ${own}`, line.slice(own.length + 4)];
}

/**
 * Keeps the sentences of `text` that the brief supports, line by line. A bullet keeps the
 * visitor's own line when its added sentences go; a paragraph that loses every sentence goes,
 * and so does the blank line after it. A heading stays while its section has a line left.
 */
export function keepGrounded(text: string, check: ClaimCheck, visitorLines: readonly string[] = []): GroundedText {
  let removed = 0;
  const keep = (part: string) => {
    const sentences = part.match(SENTENCE) ?? [];
    const kept = sentences.filter((sentence) => {
      if (check.unsupported(sentence).length === 0) return true;
      removed += 1;
      return false;
    });
    return kept.join('').trimEnd();
  };
  const lines = text.split('\n').map((line) => {
    const bullet = splitBullet(line, visitorLines);
    if (bullet) {
      const rest = keep(bullet[1]);
      return rest ? `${bullet[0]}: ${rest}` : bullet[0];
    }
    if (line.trim() === '' || isHeading(line)) return line;
    return keep(line) || null;
  });
  // A paragraph that went takes its blank line with it.
  const out: string[] = [];
  for (const line of lines) {
    if (line === null) {
      if (out.at(-1) === '') out.pop();
      continue;
    }
    if (line === '' && out.at(-1) === '') continue;
    out.push(line);
  }
  return { text: withoutEmptyHeadings(out).join('\n').trim(), removed };
}

/** A heading is a line in capitals without a sentence mark ("WHAT YOU CAN DO WITH HIVEWISE"). */
const isHeading = (line: string) => /\p{Lu}/u.test(line) && !/\p{Ll}/u.test(line) && !/[.!?]/.test(line);

/** A heading whose section lost every line ("WHO IT IS FOR" before the next heading) goes too. */
function withoutEmptyHeadings(lines: readonly string[]): string[] {
  // A section's lines follow its heading directly; a blank line ends the section.
  const kept = lines.filter((line, index) => {
    if (!isHeading(line)) return true;
    const next = lines[index + 1];
    return next !== undefined && next.trim() !== '' && !isHeading(next);
  });
  return kept.filter((line, index) => line !== '' || (kept[index - 1] ?? '') !== '');
}

/** The claim check applied to every text of one answer, counting the sentences that went. */
export interface Grounding {
  /** `text` without its unsupported sentences (see keepGrounded). */
  ground(text: string): string;
  /** A text that stands or falls whole (a short description, a headline): itself, or null when unsupported. */
  whole(text: string): string | null;
  /** Sentences and whole texts left out so far. */
  readonly removed: number;
}

export function groundingFor(check: ClaimCheck, visitorLines: readonly string[] = []): Grounding {
  let removed = 0;
  return {
    ground(text) {
      const result = keepGrounded(text, check, visitorLines);
      removed += result.removed;
      return result.text;
    },
    whole(text) {
      if (check.supports(text)) return text;
      removed += 1;
      return null;
    },
    get removed() {
      return removed;
    },
  };
}
