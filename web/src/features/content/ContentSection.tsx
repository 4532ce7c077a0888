import type { ReactNode } from 'react';
import type { Section } from '../../content/model';
import { ContentBlocks } from './ContentBlocks';
import { InlineText } from './InlineText';

/** A section and its subsections: h2, then h3. The heading carries the anchor; `children` follow the text (e.g. a form). */
export function ContentSection({ section, level = 2, children }: { section: Section; level?: 2 | 3; children?: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={`content-section content-section--level-${level}`} aria-labelledby={section.id}>
      <Heading id={section.id} className="content-section__title" tabIndex={-1}>
        <InlineText text={section.title} />
      </Heading>
      <ContentBlocks blocks={section.blocks} />
      {children}
      {section.subsections?.map((subsection) => (
        <ContentSection key={subsection.id} section={subsection} level={3} />
      ))}
    </section>
  );
}
