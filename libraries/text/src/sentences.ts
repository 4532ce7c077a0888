/**
 * A full stop after an initial ("N. America", "J. S. Bach") or in "e.g." and "i.e." ends no
 * sentence: "pick a region: UK, N. America, Australia" is one.
 */
const NO_END = /(?<!(?:^|[\s(])\p{Lu}\.|\b(?:e\.g|i\.e)\.)/u;
const BREAK = new RegExp(`(?<=[.!?])${NO_END.source}\\s+|\\n+`, 'u');

/** Sentences of a text, each trimmed, in order; line breaks end a sentence too. */
export function sentences(text: string): string[] {
  return text
    .split(BREAK)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}
