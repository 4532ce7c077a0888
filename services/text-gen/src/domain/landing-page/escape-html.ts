import { escapeMarkup } from '@aiapp/text';

/**
 * A link for an href: only https URLs (the contract already refuses anything else), re-serialised
 * by the URL parser so quotes and spaces are percent-encoded, then escaped for the attribute.
 */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? escapeMarkup(parsed.href) : null;
  } catch {
    return null;
  }
}
