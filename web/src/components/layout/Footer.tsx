import { LISTED_TOOLS } from '@aiapp/site-catalogue';
import { Link } from 'react-router-dom';
import { BrandMark } from '../icons';
import { SITE_NAME } from '../page/usePageMeta';
import './layout.css';

const GUIDE_LINKS = [
  { to: '/blog', label: 'Blog' },
  { to: '/aso-guide', label: 'ASO guide' },
  { to: '/tutorials', label: 'Tutorials' },
  { to: '/best-practices', label: 'Best practices' },
  { to: '/case-studies', label: 'Case studies' },
  { to: '/industry-analysis', label: 'Industry analysis' },
  { to: '/tools-comparison', label: 'Tools comparison' },
  { to: '/faq', label: 'FAQ' },
] as const;

const COMPANY_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
] as const;

/** Every tool, in the registry's order (docs/product.md §2); the blog is with the guides. */
function toolLinks() {
  return LISTED_TOOLS.map((tool) => ({ to: tool.route, label: tool.name }));
}

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__about">
          <Link to="/" className="site-footer__brand">
            <BrandMark />
            <span>{SITE_NAME}</span>
          </Link>
          <p className="site-footer__tagline">Free web tools for mobile app developers.</p>
          <ul className="site-footer__facts">
            <li>{LISTED_TOOLS.length} tools</li>
            <li>100% free</li>
            <li>No signup</li>
          </ul>
        </div>
        <nav className="site-footer__nav" aria-label="Footer">
          <div className="site-footer__group--tools">
            <h2 className="site-footer__heading">Tools</h2>
            <ul className="site-footer__links site-footer__links--tools">
              {toolLinks().map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="site-footer__heading">Guides</h2>
            <ul className="site-footer__links">
              {GUIDE_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="site-footer__heading">Company</h2>
            <ul className="site-footer__links">
              {COMPANY_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
      <div className="container">
        <p className="site-footer__bottom">
          © {new Date().getFullYear()} {SITE_NAME}
        </p>
      </div>
    </footer>
  );
}
