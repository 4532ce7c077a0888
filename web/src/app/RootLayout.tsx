import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { Footer } from '../components/layout/Footer';
import { NavigationProgress } from '../components/layout/NavigationProgress';

/**
 * Every first page load gets the key 'default', so keyed by it a fresh visit to one page
 * would restore where the visitor had scrolled on another. The path keeps them apart.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}

export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavigationProgress />
      <Outlet />
      <Footer />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}

/** Shown while the first page's code loads. */
export function InitialLoading() {
  return <div className="initial-loading" aria-busy="true" aria-label="Loading" />;
}
