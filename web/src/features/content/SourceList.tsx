import type { Source } from '../../content/model';
import { ContentLink } from './InlineText';

export function SourceList({ sources }: { sources: readonly Source[] }) {
  return (
    <section className="content-section content-sources" aria-labelledby="sources">
      <h2 id="sources" className="content-section__title" tabIndex={-1}>
        Sources
      </h2>
      <ul>
        {sources.map((source) => (
          <li key={source.url}>
            <ContentLink href={source.url}>{source.label}</ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
