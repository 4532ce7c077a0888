/**
 * A policy as a small document tree, rendered to text, Markdown and HTML by separate renderers.
 * Every string in it is plain text: the renderers escape all of it, so user input can never
 * become markup. Links point only at the fixed addresses below, never at user input.
 */

export const POLICY_LINKS = {
  ico: 'https://ico.org.uk/make-a-complaint/',
  edpbAuthorities: 'https://www.edpb.europa.eu/about-edpb/about-edpb/members_en',
} as const;
export type PolicyLinkId = keyof typeof POLICY_LINKS;

export type Inline = string | { strong: string } | { text: string; link: PolicyLinkId };

export type Block =
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; items: Inline[][] }
  | { kind: 'table'; caption: string; header: string[]; rows: string[][] };

export interface Section {
  heading: string;
  blocks: Block[];
  subsections: Section[];
}

export interface PolicyDocument {
  title: string;
  /** e.g. "Effective date: May 4, 2026". */
  dateLine: string;
  intro: Block[];
  /** Numbered by the renderers: 1, 2, … and 2.1, 2.2, … */
  sections: Section[];
}

export const paragraph = (...content: Inline[]): Block => ({ kind: 'paragraph', content });
export const list = (...items: (Inline | Inline[])[]): Block => ({
  kind: 'list',
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
});
export const section = (heading: string, blocks: Block[], subsections: Section[] = []): Section => ({
  heading,
  blocks,
  subsections,
});

/** "2.1 Location data": the number a renderer shows before a heading. */
export function sectionNumber(path: number[]): string {
  return path.length === 1 ? `${path[0]}.` : path.join('.');
}

export function inlineText(inline: Inline): string {
  if (typeof inline === 'string') return inline;
  return 'strong' in inline ? inline.strong : inline.text;
}
