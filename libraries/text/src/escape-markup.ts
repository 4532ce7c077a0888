const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text for HTML or XML element content and for single- or double-quoted attributes: nothing a
 * user typed can become markup. `&#39;` rather than `&apos;` because HTML 4 lacks the latter.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
