import { HTML_TAG_PATTERN } from '@aiapp/contracts';

const TAGS = new RegExp(HTML_TAG_PATTERN.source, 'gi');
// Control characters other than tab and newline never belong in store text.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

// Script and style bodies are code, not words the user meant to show.
const CODE_ELEMENTS = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/** One line of user text as plain store text: tags gone, whitespace collapsed. */
export function plainLine(text: string): string {
  // NFC first: "é" typed as e + accent counts as one character, as the stores count it.
  return text.normalize('NFC').replace(CODE_ELEMENTS, ' ').replace(TAGS, ' ').replace(CONTROL, '').replace(/\s+/g, ' ').trim();
}

/**
 * Multi-line text as plain store text: tags that mean a break become line breaks, other
 * tags vanish, spaces collapse, and at most one blank line separates paragraphs.
 */
export function plainBlock(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(CODE_ELEMENTS, '')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(TAGS, '')
    .replace(CONTROL, '')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
