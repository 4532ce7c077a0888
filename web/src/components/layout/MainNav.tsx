import { Link } from 'react-router-dom';
import './layout.css';

const NAV_LINKS = [
  { to: '/#tools', label: 'Tools' },
  { to: '/store-kit', label: 'Store kit' },
  { to: '/aso-guide', label: 'ASO guide' },
  { to: '/tutorials', label: 'Tutorials' },
  { to: '/faq', label: 'FAQ' },
] as const;

/** The main links, the same in the home page's header and in the bar of every other page. */
export function MainNav() {
  return (
    <nav className="site-header__nav" aria-label="Main">
      <ul className="site-header__links">
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
