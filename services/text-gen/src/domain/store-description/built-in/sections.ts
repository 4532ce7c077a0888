import { characterCount } from '@aiapp/store-facts';
import { fitLength } from '../../text/fit-length';

/** One block of a store description: an optional heading, then paragraphs or bullets. */
export interface Section {
  heading?: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
  /** Sections with a drop order go first when the text is over its limit, lowest first. */
  dropOrder?: number;
}

const renderSection = (section: Section) =>
  [section.heading?.toUpperCase(), ...(section.paragraphs ?? []), ...(section.bullets ?? []).map((bullet) => `• ${bullet}`)]
    .filter((line): line is string => Boolean(line))
    .join('\n');

/** A section is written when it has something to say: a heading over empty paragraphs is not. */
const hasContent = (section: Section) => (section.paragraphs ?? []).some(Boolean) || (section.bullets?.length ?? 0) > 0;

const renderSections = (sections: readonly Section[]) => sections.filter(hasContent).map(renderSection).join('\n\n');

/**
 * Renders sections within `limit`: drops optional sections first, then the last bullets of
 * the longest list (every list keeps its first bullet), and only then cuts at a boundary.
 */
export function renderWithin(sections: readonly Section[], limit: number): string {
  let current = [...sections];
  for (;;) {
    const text = renderSections(current);
    if (characterCount(text) <= limit) return text;
    const next = dropOptional(current) ?? shortenLongestList(current);
    if (!next) return fitLength(text, limit);
    current = next;
  }
}

function dropOptional(sections: readonly Section[]): Section[] | null {
  const droppable = sections.filter((section) => section.dropOrder !== undefined);
  if (droppable.length === 0) return null;
  const first = droppable.reduce((low, section) => ((section.dropOrder ?? 0) < (low.dropOrder ?? 0) ? section : low));
  return sections.filter((section) => section !== first);
}

function shortenLongestList(sections: readonly Section[]): Section[] | null {
  const lengthOf = (section: Section) => (section.bullets ?? []).join('').length;
  const longest = sections
    .filter((section) => (section.bullets?.length ?? 0) > 1)
    .reduce<Section | null>((best, section) => (best && lengthOf(best) >= lengthOf(section) ? best : section), null);
  if (!longest) return null;
  return sections.map((section) => (section === longest ? { ...section, bullets: section.bullets?.slice(0, -1) } : section));
}
