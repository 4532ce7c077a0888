import { POLICY_LINKS, inlineText, sectionNumber, type Block, type Inline, type PolicyDocument, type Section } from './model';

/** Plain text for pasting anywhere: no markup, links written out after their text. */
function inline(content: Inline[]): string {
  return content
    .map((piece) =>
      typeof piece === 'object' && 'link' in piece ? `${piece.text} (${POLICY_LINKS[piece.link]})` : inlineText(piece),
    )
    .join('');
}

function block(item: Block): string {
  switch (item.kind) {
    case 'paragraph':
      return inline(item.content);
    case 'list':
      return item.items.map((entry) => `- ${inline(entry)}`).join('\n');
    case 'table':
      return [
        `${item.caption}:`,
        ...item.rows.map((row) =>
          [`- ${row[0] ?? ''}`, ...row.slice(1).map((cell, index) => `  ${item.header[index + 1] ?? ''}: ${cell}`)].join('\n'),
        ),
      ].join('\n');
  }
}

function section(entry: Section, path: number[]): string {
  const heading = `${sectionNumber(path)} ${entry.heading}`;
  const underline = (path.length === 1 ? '=' : '-').repeat(heading.length);
  return [
    `${heading}\n${underline}`,
    ...entry.blocks.map(block),
    ...entry.subsections.map((sub, index) => section(sub, [...path, index + 1])),
  ].join('\n\n');
}

export function renderText(doc: PolicyDocument): string {
  const parts = [
    doc.title,
    doc.dateLine,
    ...doc.intro.map(block),
    ...doc.sections.map((entry, index) => section(entry, [index + 1])),
  ];
  return `${parts.join('\n\n')}\n`;
}
