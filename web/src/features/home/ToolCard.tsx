import type { ToolEntry, ToolId } from '@aiapp/contracts';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, ClockIcon, StarIcon } from '../../components/icons';
import { ToolIcon } from '../../components/tool-icons';
import { formatCount } from './formatCount';
import { MEANINGFUL_TOOL_COUNT } from './mostPopular';

interface ToolCardProps {
  tool: ToolEntry;
  mostPopular: boolean;
  /** Results this tool has delivered, when the live count is known. */
  delivered: number | undefined;
}

/**
 * A tool a visitor can open: its name is the link, stretched over the whole card. Tools still
 * in development get the same card without a link, saying so.
 */
export function ToolCard({ tool, mostPopular, delivered }: ToolCardProps) {
  return (
    <div className={tool.available ? 'tool-card' : 'tool-card tool-card--upcoming'}>
      <span className="tool-card__top">
        <span className="tool-card__monogram" aria-hidden="true">
          <ToolIcon toolId={tool.id as ToolId} className="tool-card__icon" />
        </span>
        {mostPopular && (
          <span className="badge badge--warm">
            <StarIcon className="badge__icon" />
            Most Popular
          </span>
        )}
        {!tool.available && (
          <span className="badge badge--neutral">
            <ClockIcon className="badge__icon" />
            In development
          </span>
        )}
      </span>
      <h4 className="tool-card__name">
        {tool.available ? (
          <Link to={tool.route} className="tool-card__link">
            {tool.name}
          </Link>
        ) : (
          tool.name
        )}
      </h4>
      <p className="tool-card__summary">{tool.summary}</p>
      {tool.available && delivered !== undefined && delivered >= MEANINGFUL_TOOL_COUNT && (
        <p className="tool-card__usage">{formatCount(delivered)} results delivered</p>
      )}
      {tool.available && (
        <span className="tool-card__cta" aria-hidden="true">
          Open tool
          <ArrowRightIcon className="tool-card__arrow" />
        </span>
      )}
    </div>
  );
}
