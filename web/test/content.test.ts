import { CONTENT_META, CONTENT_ROUTES, PAGE_ROUTES, type ContentRoute } from '@aiapp/site-catalogue';
import { CONTENT_DOCUMENTS } from '../src/content/documents';
import { FAQ_CATEGORIES } from '../src/content/documents/faq';
import { parseInline } from '../src/content/inlineMarkup';
import type { Block, ContentDocument, Section } from '../src/content/model';
import { CONTENT_WORD_COUNTS } from '../src/content/wordCounts';
import { countWords, readMinutes } from '@aiapp/text';

function allSections(sections: readonly Section[]): Section[] {
  return sections.flatMap((section) => [section, ...allSections(section.subsections ?? [])]);
}

function blockTexts(block: Block): string[] {
  switch (block.type) {
    case 'paragraph':
    case 'note':
      return [block.text];
    case 'list':
      return [...block.items];
    case 'table':
      return [block.caption, ...block.head, ...block.rows.flat()];
    case 'steps':
      return block.items.flatMap((item) => [item.title, item.text]);
    case 'example':
      return [block.title];
  }
}

function documentTexts(document: ContentDocument): string[] {
  return [
    document.lead,
    ...allSections(document.sections).flatMap((section) => [section.title, ...section.blocks.flatMap(blockTexts)]),
  ];
}

/** Ids the page frame itself puts on every article page. */
const FRAME_IDS = ['sources', 'toc-title', 'related-reading-title', 'main'];

function anchorsOf(path: string): string[] {
  const document = CONTENT_DOCUMENTS[path as ContentRoute];
  if (path === '/') return ['tools'];
  return document ? [...allSections(document.sections).map((section) => section.id), ...FRAME_IDS] : [];
}

const documents = Object.values(CONTENT_DOCUMENTS);

describe('content pages', () => {
  it('When the site is built, then every content route has its document, title and description', () => {
    for (const route of CONTENT_ROUTES) {
      expect(CONTENT_DOCUMENTS[route].path).toBe(route);
      expect(CONTENT_META[route].title.length).toBeGreaterThan(2);
      expect(CONTENT_META[route].description.length).toBeGreaterThan(60);
      expect(CONTENT_META[route].description.length).toBeLessThanOrEqual(200);
    }
  });

  it.each(documents.map((document) => [document.path, document] as const))(
    'When %s is rendered, then its section anchors are unique',
    (_path, document) => {
      const ids = allSections(document.sections).map((section) => section.id);
      expect(new Set([...ids, ...FRAME_IDS]).size).toBe(ids.length + FRAME_IDS.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
    },
  );

  it.each(documents.map((document) => [document.path, document] as const))(
    'When %s links somewhere, then the page and its anchor exist, and other sites are https',
    (path, document) => {
      const links = documentTexts(document)
        .flatMap(parseInline)
        .flatMap((token) => (token.kind === 'link' ? [token.href] : []));
      for (const source of document.sources ?? []) links.push(source.url);
      for (const href of links) {
        if (href.startsWith('https://')) continue;
        const [target = '', anchor] = href.split('#');
        const page = target === '' ? path : target;
        expect({ href, pageExists: PAGE_ROUTES.includes(page) }).toEqual({ href, pageExists: true });
        if (anchor) expect({ href, anchors: anchorsOf(page) }).toEqual({ href, anchors: expect.arrayContaining([anchor]) });
      }
    },
  );

  it.each(documents.map((document) => [document.path, document] as const))(
    'When %s is read, then no markup is left unparsed',
    (_path, document) => {
      const plain = documentTexts(document)
        .flatMap(parseInline)
        .flatMap((token) => (token.kind === 'text' ? [token.text] : []));
      for (const text of plain) expect(text).not.toMatch(/\*\*|`|\]\(/);
    },
  );

  it('When the ASO guide is measured, then it is a long read with a table of contents, and every page has substance', () => {
    expect(CONTENT_WORD_COUNTS['/aso-guide']).toBeGreaterThan(3000);
    expect(CONTENT_DOCUMENTS['/aso-guide'].tableOfContents).toBe(true);
    for (const route of CONTENT_ROUTES)
      expect({ route, words: CONTENT_WORD_COUNTS[route] }).toEqual({ route, words: expect.any(Number) });
    for (const route of CONTENT_ROUTES) expect(CONTENT_WORD_COUNTS[route]).toBeGreaterThan(route === '/contact' ? 100 : 350);
  });

  it('When the FAQ is built, then every category has questions with answers', () => {
    expect(FAQ_CATEGORIES.length).toBeGreaterThanOrEqual(4);
    for (const category of FAQ_CATEGORIES) {
      expect(category.items.length).toBeGreaterThan(0);
      for (const item of category.items) {
        expect(item.question).toMatch(/\?$/);
        expect(countWords(item.answer)).toBeGreaterThan(5);
      }
    }
  });
});

describe('read times', () => {
  it('When words are counted, then link targets and markup are not words', () => {
    expect(countWords('Read the [ASO guide](/aso-guide#keyword-field) with `code` and **bold** text.')).toBe(9);
  });

  it('When a text is short, then it still takes a minute; longer texts round to the nearest minute at 230 words a minute', () => {
    expect(readMinutes(10)).toBe(1);
    expect(readMinutes(230 * 12)).toBe(12);
    expect(readMinutes(230 * 12 + 100)).toBe(12);
    expect(readMinutes(230 * 12 + 130)).toBe(13);
  });
});
