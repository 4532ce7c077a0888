import type { Block, ContentDocument, Section } from './model';

/** Typical silent reading speed for non-fiction in English. */
export const WORDS_PER_MINUTE = 230;

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

/** Words a reader reads: markup and link targets are not words. */
export function countWords(text: string): number {
  const readable = text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*`]/g, ' ');
  return readable.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function documentWordCount(document: Pick<ContentDocument, 'lead' | 'sections'>): number {
  return [document.lead, ...document.sections.flatMap(sectionTexts)].reduce((total, text) => total + countWords(text), 0);
}

export function readMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
