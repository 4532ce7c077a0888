import { availableTools } from '@aiapp/contracts';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, ClockIcon } from '../components/icons';
import { usePageMeta } from '../components/page/usePageMeta';
import './status-page.css';

export interface ComingSoonPageProps {
  title: string;
  summary?: string;
}

/** The stand-in for every tool that has not landed yet. */
export function ComingSoonPage({ title, summary }: ComingSoonPageProps) {
  usePageMeta(`${title} (coming soon)`);
  const hasTools = availableTools().length > 0;
  return (
    <div className="container container--narrow status-page">
      <div className="status-page__icon">
        <ClockIcon />
      </div>
      <span className="badge badge--warm">Coming soon</span>
      <h1 className="status-page__title">{title}</h1>
      {summary && <p className="status-page__lead">{summary}</p>}
      <p className="status-page__text">The {title} is still being built, so it can't be used yet.</p>
      <div className="status-page__actions">
        {hasTools ? (
          <Link className="button button--primary" to="/#tools">
            See the tools you can use today
            <ArrowRightIcon />
          </Link>
        ) : (
          <Link className="button button--primary" to="/">
            Go to the home page
          </Link>
        )}
      </div>
    </div>
  );
}
