import type { ToolEntry } from '@aiapp/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, ClockIcon, StarIcon } from '../../components/icons';
import { formatCount } from './formatCount';

interface ToolCardProps {
  tool: ToolEntry;
  mostPopular: boolean;
  /** Results this tool has delivered, when the live count is known. */
  delivered: number | undefined;
}

/** A tool a visitor can open; tools still in development get a card that says so and links nowhere. */
export function ToolCard({ tool, mostPopular, delivered }: ToolCardProps) {
  const nameId = useId();
  const badgeId = useId();
  const summaryId = useId();
  const badge = mostPopular ? (
    <span id={badgeId} className="badge badge--warm">
      <StarIcon className="badge__icon" />
      Most Popular
    </span>
  ) : !tool.available ? (
    <span id={badgeId} className="badge badge--neutral">
      <ClockIcon className="badge__icon" />
      In development
    </span>
  ) : null;
  const body = (
    <>
      <span className="tool-card__top">
        <span className="tool-card__monogram" aria-hidden="true">
          {tool.name.charAt(0)}
        </span>
        {badge}
      </span>
      <span id={nameId} className="tool-card__name">
        {tool.name}
      </span>
      <span id={summaryId} className="tool-card__summary">
        {tool.summary}
      </span>
      {tool.available && delivered !== undefined && delivered > 0 && (
        <span className="tool-card__usage">
          {formatCount(delivered)} {delivered === 1 ? 'result' : 'results'} delivered
        </span>
      )}
    </>
  );

  if (!tool.available) {
    return (
      <div className="tool-card tool-card--upcoming" aria-labelledby={`${nameId} ${badgeId}`} role="group">
        {body}
      </div>
    );
  }
  return (
    <Link
      to={tool.route}
      className="tool-card"
      aria-labelledby={badge ? `${nameId} ${badgeId}` : nameId}
      aria-describedby={summaryId}
    >
      {body}
      <span className="tool-card__cta" aria-hidden="true">
        Open tool
        <ArrowRightIcon className="tool-card__arrow" />
      </span>
    </Link>
  );
}
