import { Link } from 'react-router-dom';
import { ArrowLeftIcon, BrandMark } from '../icons';
import { SITE_NAME } from '../page/usePageMeta';
import { MainNav } from './MainNav';
import './layout.css';

/** The bar of tool and article pages: the way back home, and the main links. */
export function TopBar() {
  return (
    <header className="top-bar">
      <div className="container top-bar__inner">
        <Link to="/" className="top-bar__back">
          <ArrowLeftIcon className="top-bar__arrow" />
          <BrandMark />
          <span>{SITE_NAME}</span>
        </Link>
        <MainNav />
      </div>
    </header>
  );
}
