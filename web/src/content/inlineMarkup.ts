export type InlineToken =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'strong'; readonly text: string }
  | { readonly kind: 'code'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string };

const TOKEN = /\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits content text into plain runs and the three marks the content uses; strong text may hold links and code. */
export function parseInline(source: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const match of source.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) tokens.push({ kind: 'text', text: source.slice(last, index) });
    const [, strong, code, label, href] = match;
    if (strong !== undefined) tokens.push({ kind: 'strong', text: strong });
    else if (code !== undefined) tokens.push({ kind: 'code', text: code });
    else tokens.push({ kind: 'link', text: label ?? '', href: href ?? '' });
    last = index + match[0].length;
  }
  if (last < source.length) tokens.push({ kind: 'text', text: source.slice(last) });
  return tokens;
}

/** The text a reader sees, without marks: for attributes and labels. */
export function plainText(source: string): string {
  return parseInline(source)
    .map((token) => (token.kind === 'strong' ? plainText(token.text) : token.text))
    .join('');
}
