import { TopBar } from '../components/layout/TopBar';
import { Footer } from '../components/layout/Footer';
import { usePageMeta } from '../components/page/usePageMeta';
import './status-page.css';

/** Shown when a page fails to render or its code fails to load (e.g. after a deploy). */
export function RouteErrorPage() {
  usePageMeta('Something went wrong');
  return (
    <>
      <TopBar />
      <main id="main" className="page-main" tabIndex={-1}>
        <div className="container container--narrow status-page">
          <h1 className="status-page__title">This page couldn't be loaded</h1>
          <p className="status-page__text">
            Something went wrong while opening this page. Reloading usually fixes it; your connection may also have dropped.
          </p>
          <div className="status-page__actions">
            <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
              Reload the page
            </button>
          </div>
        </div>
      </main>
      <Footer />
    </>
  );
}
