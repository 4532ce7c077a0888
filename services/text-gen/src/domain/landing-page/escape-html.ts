const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an HTML text node or a double-quoted attribute: nothing the user typed can become markup. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char] as string);

/**
 * A link for an href: only https URLs (the contract already refuses anything else), re-serialised
 * by the URL parser so quotes and spaces are percent-encoded, then escaped for the attribute.
 */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? escapeHtml(parsed.href) : null;
  } catch {
    return null;
  }
}
