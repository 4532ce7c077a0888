import type { ToolEntry, ToolId } from '@aiapp/site-catalogue';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, StarIcon } from '../../components/icons';
import { ToolIcon } from '../../components/tool-icons';
import { formatCount } from './formatCount';
import { MEANINGFUL_TOOL_COUNT } from './mostPopular';

interface ToolCardProps {
  tool: ToolEntry;
  mostPopular: boolean;
  /** Results this tool has delivered, when the live count is known. */
  delivered: number | undefined;
}

/** A tool a visitor can open: its name is the link, stretched over the whole card. */
export function ToolCard({ tool, mostPopular, delivered }: ToolCardProps) {
  return (
    <div className="tool-card">
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
      </span>
      <h4 className="tool-card__name">
        <Link to={tool.route} className="tool-card__link">
          {tool.name}
        </Link>
      </h4>
      <p className="tool-card__summary">{tool.summary}</p>
      {delivered !== undefined && delivered >= MEANINGFUL_TOOL_COUNT && (
        <p className="tool-card__usage">{formatCount(delivered)} results delivered</p>
      )}
      <span className="tool-card__cta" aria-hidden="true">
        Open tool
        <ArrowRightIcon className="tool-card__arrow" />
      </span>
    </div>
  );
}
