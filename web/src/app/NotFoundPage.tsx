import { Link, useLocation } from 'react-router-dom';
import { ArrowLeftIcon } from '../components/icons';
import { usePageMeta } from '../components/page/usePageMeta';
import './status-page.css';

const SUGGESTIONS = [
  { to: '/#tools', label: 'All tools' },
  { to: '/aso-guide', label: 'ASO guide' },
  { to: '/tutorials', label: 'Tutorials' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
] as const;

export function NotFoundPage() {
  usePageMeta('Page not found');
  const { pathname } = useLocation();
  return (
    <div className="container container--narrow status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="status-page__title">Page not found</h1>
      <p className="status-page__text">
        There is no page at <code className="status-page__path">{pathname}</code>. It may have moved, or the link may be mistyped.
      </p>
      <div className="status-page__actions">
        <Link className="button button--primary" to="/">
          <ArrowLeftIcon />
          Go to the home page
        </Link>
      </div>
      <nav className="status-page__suggestions" aria-label="Popular pages">
        <p className="status-page__text">Or try one of these:</p>
        <ul>
          {SUGGESTIONS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
