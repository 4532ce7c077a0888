const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The description as plain text, as App Store Connect requires: HTML tags removed (line breaks
 * and list items kept as such), entities decoded, trailing spaces and runs of blank lines removed.
 */
export function toPlainText(text: string): { text: string; hadHtml: boolean } {
  const hadHtml = /<\/?[a-z][^>]*>/i.test(text);
  const plain = text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<\/(p|div|h[1-6]|ul|ol)>/gi, '\n\n')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_whole, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text: plain, hadHtml };
}
