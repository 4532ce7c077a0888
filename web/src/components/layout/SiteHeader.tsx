import { Link } from 'react-router-dom';
import { BrandMark } from '../icons';
import { SITE_NAME } from '../page/usePageMeta';
import './layout.css';

const NAV_LINKS = [
  { to: '/aso-guide', label: 'ASO guide' },
  { to: '/tutorials', label: 'Tutorials' },
  { to: '/faq', label: 'FAQ' },
] as const;

/** The home page's header: the brand and the main reading; nothing to go back to. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__brand" aria-current="page">
          <BrandMark />
          <span>{SITE_NAME}</span>
        </Link>
        <nav className="site-header__nav" aria-label="Main">
          <ul className="site-header__links">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
