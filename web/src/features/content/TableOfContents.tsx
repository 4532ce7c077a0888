import type { Section } from '../../content/model';
import { InlineText } from './InlineText';

/** Anchor links to every section and subsection of a long read. */
export function TableOfContents({ sections, depth = 2 }: { sections: readonly Section[]; depth?: 1 | 2 }) {
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title" className="toc__title">
        Contents
      </h2>
      <ol className="toc__list">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>
              <InlineText text={section.title} />
            </a>
            {depth === 2 && section.subsections && (
              <ol className="toc__sublist">
                {section.subsections.map((subsection) => (
                  <li key={subsection.id}>
                    <a href={`#${subsection.id}`}>
                      <InlineText text={subsection.title} />
                    </a>
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
