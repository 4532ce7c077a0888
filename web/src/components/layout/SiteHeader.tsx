import { Link } from 'react-router-dom';
import { BrandMark } from '../icons';
import { SITE_NAME } from '../page/usePageMeta';
import { MainNav } from './MainNav';
import './layout.css';

/** The home page's header: the brand and the main reading; nothing to go back to. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__brand" aria-current="page">
          <BrandMark />
          <span>{SITE_NAME}</span>
        </Link>
        <MainNav />
      </div>
    </header>
  );
}
