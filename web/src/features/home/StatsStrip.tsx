import { LISTED_TOOLS } from '@aiapp/site-catalogue';
import { formatCount } from './formatCount';
import { meaningfulTotal } from './mostPopular';
import type { SiteStats } from './useSiteStats';

/**
 * Only figures that are true right now: the tool registry and, once it means something, the live
 * count of delivered results (not shown while loading, unreadable or small).
 */
export function StatsStrip({ siteStats }: { siteStats: SiteStats }) {
  const delivered = meaningfulTotal(siteStats.status === 'ready' ? siteStats.stats : undefined);
  return (
    <section className="stats-strip" aria-labelledby="stats-title" data-count-status={siteStats.status}>
      <div className="container">
        <h2 id="stats-title" className="visually-hidden">
          The toolkit in numbers
        </h2>
        <dl className="stats-strip__list">
          <div className="stats-strip__item">
            <dt className="stats-strip__label">tools ready to use</dt>
            <dd className="stats-strip__value" data-testid="stat-tools-live">
              {LISTED_TOOLS.length}
            </dd>
            <dd className="stats-strip__note">The whole suite is live</dd>
          </div>
          {delivered !== undefined && (
            <div className="stats-strip__item">
              <dt className="stats-strip__label">results delivered</dt>
              <dd className="stats-strip__value" data-testid="stat-results-delivered">
                {formatCount(delivered)}
              </dd>
              <dd className="stats-strip__note">Counted live from the results unlocked so far.</dd>
            </div>
          )}
          <div className="stats-strip__item">
            <dt className="stats-strip__label">free, every tool</dt>
            <dd className="stats-strip__value">100%</dd>
            <dd className="stats-strip__note">No trial, no paid tier.</dd>
          </div>
          <div className="stats-strip__item">
            <dt className="stats-strip__label">accounts needed</dt>
            <dd className="stats-strip__value">0</dd>
            <dd className="stats-strip__note">An e-mail address unlocks each result.</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
