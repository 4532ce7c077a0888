import { Outlet } from 'react-router-dom';
import { TopBar } from '../components/layout/TopBar';

/** Tool, article and fallback pages: the top bar back home, then the page. */
export function PageLayout() {
  return (
    <>
      <TopBar />
      <main id="main" className="page-main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
