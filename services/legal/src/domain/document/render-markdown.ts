import { POLICY_LINKS, sectionNumber, type Block, type Inline, type PolicyDocument, type Section } from './model';

/**
 * Backslash-escapes every character that could open inline Markdown or HTML (CommonMark allows a
 * backslash before any ASCII punctuation), so "<script>" or "**x**" in a company name stays text.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|~&]/g, (char) => `\\${char}`);
}

/** A paragraph starting with "#", "-", "1." … would become a heading or a list: escape that start too. */
function escapeBlockStart(line: string): string {
  return line.replace(/^([#+\-=]|\d+(?=[.)]))/, (start) => (/^\d/.test(start) ? `${start}\\` : `\\${start}`));
}

function inline(content: Inline[]): string {
  return content
    .map((piece) => {
      if (typeof piece === 'string') return escapeMarkdown(piece);
      if ('strong' in piece) return `**${escapeMarkdown(piece.strong)}**`;
      return `[${escapeMarkdown(piece.text)}](${POLICY_LINKS[piece.link]})`;
    })
    .join('');
}

const row = (cells: string[]) => `| ${cells.map(escapeMarkdown).join(' | ')} |`;

function block(item: Block): string {
  switch (item.kind) {
    case 'paragraph':
      return escapeBlockStart(inline(item.content));
    case 'list':
      return item.items.map((entry) => `- ${inline(entry)}`).join('\n');
    case 'table':
      return [
        `**${escapeMarkdown(item.caption)}**`,
        [row(item.header), `|${' --- |'.repeat(item.header.length)}`, ...item.rows.map(row)].join('\n'),
      ].join('\n\n');
  }
}

function section(entry: Section, path: number[]): string {
  const marks = '#'.repeat(path.length + 1);
  return [
    `${marks} ${escapeMarkdown(`${sectionNumber(path)} ${entry.heading}`)}`,
    ...entry.blocks.map(block),
    ...entry.subsections.map((sub, index) => section(sub, [...path, index + 1])),
  ].join('\n\n');
}

export function renderMarkdown(doc: PolicyDocument): string {
  const parts = [
    `# ${escapeMarkdown(doc.title)}`,
    `_${escapeMarkdown(doc.dateLine)}_`,
    ...doc.intro.map(block),
    ...doc.sections.map((entry, index) => section(entry, [index + 1])),
  ];
  return `${parts.join('\n\n')}\n`;
}
