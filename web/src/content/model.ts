import type { ContentRoute } from '@aiapp/site-catalogue';

/**
 * Content is data: pages are typed documents rendered by small components. Text fields use
 * a tiny inline markup, parsed in inlineMarkup.ts: **strong**, `code` and [label](href).
 */
export type Text = string;

export type Block =
  | { readonly type: 'paragraph'; readonly text: Text }
  | { readonly type: 'list'; readonly items: readonly Text[]; readonly ordered?: boolean }
  | {
      readonly type: 'table';
      readonly caption: Text;
      readonly head: readonly Text[];
      readonly rows: readonly (readonly Text[])[];
    }
  | { readonly type: 'note'; readonly tone: 'tip' | 'warning'; readonly text: Text }
  | { readonly type: 'steps'; readonly items: readonly { readonly title: Text; readonly text: Text }[] }
  | { readonly type: 'example'; readonly title: Text; readonly lines: readonly Text[] };

export interface Section {
  /** The anchor of the section: /aso-guide#keywords. Unique within its document. */
  readonly id: string;
  readonly title: Text;
  readonly blocks: readonly Block[];
  readonly subsections?: readonly Section[];
}

export interface Source {
  readonly label: Text;
  readonly url: string;
}

export interface ContentDocument {
  readonly path: ContentRoute;
  /** The opening paragraph under the title. */
  readonly lead: Text;
  readonly sections: readonly Section[];
  /** Documents cited in the text, listed at the end. */
  readonly sources?: readonly Source[];
  /** Long reads get a table of contents with anchor links. */
  readonly tableOfContents?: boolean;
  /** 1 lists sections only; 2 (the default) lists their subsections too. */
  readonly tableOfContentsDepth?: 1 | 2;
}
