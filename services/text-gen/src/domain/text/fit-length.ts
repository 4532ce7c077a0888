import { characterCount } from '@aiapp/store-facts';

const graphemeSegmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The first user-perceived character: "F", "É", "👩‍👩‍👧‍👦". */
export function firstGrapheme(text: string): string {
  for (const { segment } of graphemeSegmenter.segment(text.trim())) return segment;
  return '';
}

/**
 * Characters that are each a grapheme of their own whatever stands next to them (Unicode's
 * grapheme break property "Other", https://www.unicode.org/reports/tr29/): printable ASCII, tab,
 * line feed (not carriage return, which joins a line feed), Latin-1 letters and signs, and the
 * dashes, quotes, bullets and ellipsis of General Punctuation. No combining mark, joiner or emoji.
 */
const SINGLE_GRAPHEMES = /^[\t\n\x20-\x7e\xa0-\xff\u2010-\u2027\u2030-\u205e]*$/;

/** The longest prefix within `limit` store characters that never splits a grapheme (emoji, accents). */
function sliceGraphemes(text: string, limit: number): string {
  // Where every character up to the limit, and the one after it, is a grapheme alone, the cut needs no segmenter.
  if (limit >= 0 && SINGLE_GRAPHEMES.test(text.slice(0, limit + 1))) return text.slice(0, limit);
  let end = 0;
  for (const { segment, index } of graphemeSegmenter.segment(text)) {
    if (index + segment.length > limit) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

const DANGLING_WORDS = /(?:[\s,;:&+/–-]+(?:and|or|with|for|to|of|in|on|the|a|an|your|by|at|from))+$/i;
const DANGLING_PUNCTUATION = /[\s,;:&+/–(-]+$/;

/** Removes what reads as a sentence cut off: trailing connectors and punctuation. */
function tidyCutEnd(text: string): string {
  let tidy = text.replace(DANGLING_PUNCTUATION, '');
  for (let previous = ''; previous !== tidy;) {
    previous = tidy;
    tidy = tidy.replace(DANGLING_WORDS, '').replace(DANGLING_PUNCTUATION, '');
  }
  return tidy;
}

/**
 * Shortens text to `limit` at the most natural boundary available in its second half:
 * a paragraph, a line, a sentence, then a word (with an ellipsis), then a grapheme.
 */
export function fitLength(text: string, limit: number): string {
  if (characterCount(text) <= limit) return text;
  const window = sliceGraphemes(text, limit);
  const floor = Math.floor(limit / 2);
  const boundaries = [/\n\s*\n/g, /\n/g, /[.!?…](?=\s)/g];
  for (const boundary of boundaries) {
    const cut = lastMatchEnd(`${window} `, boundary, floor);
    if (cut !== null) return window.slice(0, cut).trim();
  }
  const wordCut = sliceGraphemes(text, limit - 1).replace(/\s+\S*$/, '');
  const tidy = tidyCutEnd(wordCut);
  if (characterCount(tidy) >= floor) return `${tidy}…`;
  return window;
}

function lastMatchEnd(text: string, pattern: RegExp, floor: number): number | null {
  let end: number | null = null;
  for (const match of text.matchAll(pattern)) {
    const position = match[0].startsWith('\n') ? match.index : match.index + match[0].length;
    if (position >= floor && position <= text.length - 1) end = position;
  }
  return end;
}

/** A short phrase within `limit`, cut between words and tidied, never with an ellipsis. */
export function fitPhrase(text: string, limit: number): string {
  if (characterCount(text) <= limit) return text;
  const cut = sliceGraphemes(text, limit + 1).replace(/\s+\S*$/, '');
  return tidyCutEnd(cut) || sliceGraphemes(text, limit);
}
