import { countWords } from '@aiapp/text';
import type { Block, ContentDocument, Section } from './model';

function blockTexts(block: Block): readonly string[] {
  switch (block.type) {
    case 'paragraph':
    case 'note':
      return [block.text];
    case 'list':
      return block.items;
    case 'table':
      return [block.caption, ...block.head, ...block.rows.flat()];
    case 'steps':
      return block.items.flatMap((item) => [item.title, item.text]);
    case 'example':
      return [block.title, ...block.lines];
  }
}

function sectionTexts(section: Section): readonly string[] {
  return [section.title, ...section.blocks.flatMap(blockTexts), ...(section.subsections ?? []).flatMap(sectionTexts)];
}

export function documentWordCount(document: Pick<ContentDocument, 'lead' | 'sections'>): number {
  return [document.lead, ...document.sections.flatMap(sectionTexts)].reduce((total, text) => total + countWords(text), 0);
}
