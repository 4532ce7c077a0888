import type { StatsResponse } from '@aiapp/contracts';
import { useEffect, useState } from 'react';

export type SiteStats = { status: 'loading' } | { status: 'ready'; stats: StatsResponse } | { status: 'unavailable' };

/**
 * The live usage figures; 'unavailable' when they cannot be read, so no number is ever made up.
 * The stats call (its schema and the API client) loads after the page has painted.
 */
export function useSiteStats(): SiteStats {
  const [state, setState] = useState<SiteStats>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    import('./statsCall')
      .then(({ getStats }) => getStats({ signal: controller.signal }))
      .then(
        (stats) => setState({ status: 'ready', stats }),
        () => {
          if (!controller.signal.aborted) setState({ status: 'unavailable' });
        },
      );
    return () => controller.abort();
  }, []);
  return state;
}
