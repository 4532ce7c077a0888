import { CONTENT_META } from '@aiapp/site-catalogue';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CONTENT_KIND, type ResourceRoute } from '../../content/catalogue';
import { ClockIcon } from '../icons';
import { readTimeOf } from './readTime';
import './resource-card.css';

/** A guide or page to read: its kind, title, summary and read time. */
export function ResourceCard({ path, headingLevel = 3 }: { path: ResourceRoute; headingLevel?: 2 | 3 }) {
  const meta = CONTENT_META[path];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();
  return (
    <article className="resource-card" aria-labelledby={titleId}>
      <p className="resource-card__kind">{CONTENT_KIND[path]}</p>
      <Heading id={titleId} className="resource-card__title">
        <Link to={path} className="resource-card__link">
          {meta.title}
        </Link>
      </Heading>
      <p className="resource-card__summary">{meta.description}</p>
      <p className="resource-card__read-time" data-testid="read-time">
        <ClockIcon className="resource-card__icon" />
        {readTimeOf(path)}
      </p>
    </article>
  );
}
