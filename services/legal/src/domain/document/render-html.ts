import { escapeMarkup } from '@aiapp/text';
import { POLICY_LINKS, sectionNumber, type Block, type Inline, type PolicyDocument, type Section } from './model';

function inline(content: Inline[]): string {
  return content
    .map((piece) => {
      if (typeof piece === 'string') return escapeMarkup(piece);
      if ('strong' in piece) return `<strong>${escapeMarkup(piece.strong)}</strong>`;
      return `<a href="${escapeMarkup(POLICY_LINKS[piece.link])}" rel="noopener">${escapeMarkup(piece.text)}</a>`;
    })
    .join('');
}

const cells = (tag: 'th' | 'td', values: string[]) => values.map((value) => `<${tag}>${escapeMarkup(value)}</${tag}>`).join('');

function block(item: Block): string {
  switch (item.kind) {
    case 'paragraph':
      return `<p>${inline(item.content)}</p>`;
    case 'list':
      return `<ul>\n${item.items.map((entry) => `  <li>${inline(entry)}</li>`).join('\n')}\n</ul>`;
    case 'table':
      return [
        '<div class="table-wrap"><table>',
        `<caption>${escapeMarkup(item.caption)}</caption>`,
        `<thead><tr>${cells('th', item.header)}</tr></thead>`,
        `<tbody>\n${item.rows.map((row) => `<tr>${cells('td', row)}</tr>`).join('\n')}\n</tbody>`,
        '</table></div>',
      ].join('\n');
  }
}

function section(entry: Section, path: number[]): string {
  const level = Math.min(path.length + 1, 6);
  return [
    `<section>`,
    `<h${level}>${escapeMarkup(`${sectionNumber(path)} ${entry.heading}`)}</h${level}>`,
    ...entry.blocks.map(block),
    ...entry.subsections.map((sub, index) => section(sub, [...path, index + 1])),
    `</section>`,
  ].join('\n');
}

/** Readable on any phone or desktop with no external resources, so it can be hosted as-is. */
const STYLES = `
body{margin:0;background:#fff;color:#1f2933;font:16px/1.6 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
main{max-width:46rem;margin:0 auto;padding:2rem 1.25rem 4rem}
h1{font-size:2rem;line-height:1.2;margin:0 0 .25rem}
h2{font-size:1.4rem;margin:2.25rem 0 .5rem}
h3{font-size:1.1rem;margin:1.5rem 0 .4rem}
.effective-date{color:#52606d;margin:0 0 1.5rem}
ul{padding-left:1.4rem}
li{margin:.3rem 0}
a{color:#1d4ed8}
.table-wrap{overflow-x:auto}
table{border-collapse:collapse;width:100%;font-size:.9rem;margin:.75rem 0}
caption{text-align:left;font-weight:600;padding-bottom:.4rem}
th,td{border:1px solid #cbd2d9;padding:.4rem .55rem;text-align:left;vertical-align:top}
th{background:#f5f7fa}
`.trim();

export function renderHtml(doc: PolicyDocument): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeMarkup(doc.title)}</title>`,
    `<style>\n${STYLES}\n</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeMarkup(doc.title)}</h1>`,
    `<p class="effective-date">${escapeMarkup(doc.dateLine)}</p>`,
    ...doc.intro.map(block),
    ...doc.sections.map((entry, index) => section(entry, [index + 1])),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
