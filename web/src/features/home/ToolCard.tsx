import type { ToolEntry } from '@aiapp/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, StarIcon } from '../../components/icons';

export function ToolCard({ tool }: { tool: ToolEntry }) {
  const nameId = useId();
  const badgeId = useId();
  const summaryId = useId();
  return (
    <Link
      to={tool.route}
      className="tool-card"
      aria-labelledby={tool.mostPopular ? `${nameId} ${badgeId}` : nameId}
      aria-describedby={summaryId}
    >
      <span className="tool-card__top">
        <span className="tool-card__monogram" aria-hidden="true">
          {tool.name.charAt(0)}
        </span>
        {tool.mostPopular && (
          <span id={badgeId} className="badge badge--warm">
            <StarIcon className="badge__icon" />
            Most Popular
          </span>
        )}
      </span>
      <span id={nameId} className="tool-card__name">
        {tool.name}
      </span>
      <span id={summaryId} className="tool-card__summary">
        {tool.summary}
      </span>
      <span className="tool-card__cta" aria-hidden="true">
        Open tool
        <ArrowRightIcon className="tool-card__arrow" />
      </span>
    </Link>
  );
}
