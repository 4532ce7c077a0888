/** Anything a browser or App Store Connect would take for a tag: the App Store wants plain text. */
export const HTML_TAG_PATTERN = /<\/?[a-z!][^>]*>/i;

const TAGS = new RegExp(HTML_TAG_PATTERN.source, 'gi');
// Script and style bodies are code, not words the user meant to show.
const CODE_ELEMENTS = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
// Control characters other than tab and newline never belong in store text.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", nbsp: ' ' };
const ENTITY = /&(amp|lt|gt|quot|apos|#39|nbsp);/g;

export const containsHtml = (text: string): boolean => HTML_TAG_PATTERN.test(text);

/**
 * Markup as plain store text: tags that end a paragraph leave a blank line, `<br>` and list items
 * a line break (items marked "• "), other tags vanish, entities are decoded, spaces collapse, and
 * at most one blank line separates paragraphs. NFC first: "é" typed as e + accent counts as one
 * character, as the stores count it.
 */
export function plainBlock(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(CODE_ELEMENTS, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<\/(p|div|h[1-6]|ul|ol)\s*>/gi, '\n\n')
    .replace(TAGS, '')
    .replace(ENTITY, (_whole, name: string) => ENTITIES[name] ?? '')
    .replace(CONTROL, '')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** One line of user text as plain store text: tags gone, entities decoded, whitespace collapsed. */
export function plainLine(text: string): string {
  return text
    .normalize('NFC')
    .replace(CODE_ELEMENTS, ' ')
    .replace(TAGS, ' ')
    .replace(ENTITY, (_whole, name: string) => ENTITIES[name] ?? '')
    .replace(CONTROL, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Markdown marks as plain text: bold, headings, bullets, code and link targets go, the words stay.
 * Models slip into Markdown even when told not to, and the stores would show the asterisks.
 */
export function stripMarkdown(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*|__(.+?)__/g, '$1$2')
    .replace(/\[([^\]]*)\]\([^)\s]*\)/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^[-*]\s+/gm, '• ')
    .replace(/`/g, '');
}
