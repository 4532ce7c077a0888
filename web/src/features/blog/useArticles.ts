import type { BlogArticle } from '@aiapp/contracts';
import { useCallback, useEffect, useState } from 'react';
import { getJson } from '../../lib/api';

export type ArticlesState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; articles: BlogArticle[] };

/** Loads the articles once, with a retry after a failure (docs/product.md §4: "Loading articles..."). */
export function useArticles() {
  const [state, setState] = useState<ArticlesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getJson('blogArticles', { signal: controller.signal })
      .then(({ articles }) => setState({ status: 'loaded', articles }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading the blog articles failed', error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { state, retry };
}
