/** Typical silent reading speed for non-fiction in English: every "N min read" divides by it. */
export const WORDS_PER_MINUTE = 230;

export function readMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Words a reader reads: Markdown marks and link targets are not words. */
export function countWords(text: string): number {
  const readable = text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*`]/g, ' ');
  return readable.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
