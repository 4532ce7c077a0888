/**
 * The Markdown subset our articles use, read into plain data so React renders it as text:
 * headings (## and ###), paragraphs, bulleted and numbered lists, **bold** and `code`.
 * Anything else (HTML included) stays literal text, so article content can never become markup.
 */
export type Inline = { kind: 'text' | 'strong' | 'code'; text: string };

export type Block =
  | { kind: 'heading'; level: 2 | 3; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const INLINE = /\*\*(.+?)\*\*|`([^`]+)`/g;

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push(match[1] !== undefined ? { kind: 'strong', text: match[1] } : { kind: 'code', text: match[2] as string });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

const LIST_ITEM = /^(?:([-*])|(\d+)\.)\s+(.*)$/;

export function parseMarkdown(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{2,3})\s+(.*)$/.exec(line);
    const item = LIST_ITEM.exec(line);
    if (!line) {
      flush();
    } else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1] === '##' ? 2 : 3, content: parseInline(heading[2] as string) });
    } else if (item) {
      flush();
      const ordered = item[2] !== undefined;
      const previous = blocks[blocks.length - 1];
      const content = parseInline(item[3] as string);
      if (previous?.kind === 'list' && previous.ordered === ordered) previous.items.push(content);
      else blocks.push({ kind: 'list', ordered, items: [content] });
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
