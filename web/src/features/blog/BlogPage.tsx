import { findTool } from '@aiapp/site-catalogue';
import { useEffect, useState } from 'react';
import { AlertIcon } from '../../components/icons';
import { usePageMeta } from '../../components/page/usePageMeta';
import { ArticleCard } from './ArticleCard';
import { useArticles } from './useArticles';
import './blog.css';

export const LOADING_MESSAGE = 'Loading articles...';
export const LOAD_FAILED_MESSAGE = "We couldn't load the articles. Check your connection and try again.";

export function BlogPage() {
  const tool = findTool('blog');
  usePageMeta('Blog', tool?.summary);
  const { state, retry } = useArticles();
  const [openSlug, setOpenSlug] = useState<string | null>(() => decodeURIComponent(window.location.hash.slice(1)) || null);

  // A link to /blog#slug opens that article once the list has loaded.
  useEffect(() => {
    if (state.status === 'loaded' && openSlug) document.getElementById(openSlug)?.scrollIntoView();
    // Only on load: later toggles must not scroll the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.status]);

  return (
    <div className="container container--narrow blog-page">
      <header className="blog-page__header">
        <p className="tool-page__eyebrow">Content and Resources</p>
        <h1 className="blog-page__title">Blog</h1>
        <p className="blog-page__intro">
          Practical guides on App Store Optimization, app marketing and growth: store limits, keywords, screenshots, reviews and
          launches.
        </p>
      </header>
      {state.status === 'loading' && (
        <p className="blog-page__status" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          {LOADING_MESSAGE}
        </p>
      )}
      {state.status === 'failed' && (
        <div className="notice notice--error" role="alert">
          <AlertIcon className="notice__icon" />
          <span>{LOAD_FAILED_MESSAGE}</span>
          <button type="button" className="button button--secondary button--small" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {state.status === 'loaded' && (
        <div className="blog-page__list">
          {state.articles.map((article) => (
            <ArticleCard
              key={article.slug}
              article={article}
              open={openSlug === article.slug}
              onToggle={() => {
                const next = openSlug === article.slug ? null : article.slug;
                setOpenSlug(next);
                // The address names the open article, so it can be copied and shared as /blog#slug.
                window.history.replaceState(
                  window.history.state,
                  '',
                  next ? `#${encodeURIComponent(next)}` : window.location.pathname,
                );
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}
